import { defineWidget } from "../types";

export const placementStatsWidget = defineWidget({
  kind: "PLACEMENT_STATS",
  family: true,
  load: () => import("./PlacementStats").then((m) => m.PlacementStats),
});
