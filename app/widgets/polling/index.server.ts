import { pollingSchema } from "~/contract/widgets/polling";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./polling.css";
import { pollingSamples } from "./samples";

export const pollingServer = defineWidgetServer({
  kind: "POLLING",
  schema: pollingSchema,
  stylesheets: [stylesheet],
  samples: pollingSamples,
  help: {
    description:
      "A question learners vote on, one vote each; the results show once they voted or it closed.",
    fields: {
      question: "What learners vote on, such as “Which panel should open the fair?”.",
      options: "At least two answers, each with an id of its own; votes are counted by id.",
      "options.id":
        "Unique in this poll; votes are counted under it, so keep it once voting began.",
      "options.label": "The answer as learners read it.",
      "options.votes": "Filled in by the platform when the results may be seen; leave empty.",
      closesAt: "When voting ends, as an ISO 8601 date and time; empty keeps the poll open.",
      showResults:
        "Show the counts before a learner voted (they always show once the poll closed).",
      voteAction:
        "Where a vote goes: an API call carrying the poll's id. Without it the options are a plain list.",
    },
  },
});
