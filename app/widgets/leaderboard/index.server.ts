import { leaderboardSchema } from "~/contract/widgets/leaderboard";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./leaderboard.css";
import { leaderboardSamples } from "./samples";

export const leaderboardServer = defineWidgetServer({
  kind: "LEADERBOARD",
  schema: leaderboardSchema,
  stylesheets: [stylesheet],
  samples: leaderboardSamples,
  help: { description: "Learners ranked by score, such as in a contest." },
});
