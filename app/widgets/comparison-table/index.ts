import { defineWidget } from "../types";

export const comparisonTableWidget = defineWidget({
  kind: "COMPARISON_TABLE",
  load: () => import("./ComparisonTable").then((m) => m.ComparisonTable),
});
