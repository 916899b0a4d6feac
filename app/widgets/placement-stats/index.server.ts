import { placementStatsSchema } from "~/contract/widgets/placement-stats";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./placement-stats.css";
import { placementStatsSamples } from "./samples";

export const placementStatsServer = defineWidgetServer({
  kind: "PLACEMENT_STATS",
  schema: placementStatsSchema,
  stylesheets: [stylesheet],
  samples: placementStatsSamples,
  help: { description: "Placement figures: offers, salaries and hiring companies." },
});
