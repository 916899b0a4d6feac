import { matchListSchema } from "~/contract/widgets/match-list";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./match-list.css";
import { matchListSamples } from "./samples";

export const matchListServer = defineWidgetServer({
  kind: "MATCH_LIST",
  schema: matchListSchema,
  stylesheets: [stylesheet],
  samples: matchListSamples,
  help: { description: "Mentor or peer matches with their status." },
});
