import { placementStatsSchema } from "~/contract/widgets/placement-stats";
import { defineWidgetServer } from "../define.server";
import { placementStatsSamples } from "./samples";
import { PlacementStats } from "./PlacementStats";

export const placementStatsServer = defineWidgetServer({
  kind: "PLACEMENT_STATS",
  schema: placementStatsSchema,
  samples: placementStatsSamples,
  component: PlacementStats,
});
