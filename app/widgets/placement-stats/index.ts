import { defineWidget } from "../types";

export const placementStatsWidget = defineWidget({
  kind: "PLACEMENT_STATS",
  load: () => import("./PlacementStats").then((m) => m.PlacementStats),
});
