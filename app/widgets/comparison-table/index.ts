import { defineWidget } from "../types";

export const comparisonTableWidget = defineWidget({
  kind: "COMPARISON_TABLE",
  family: true,
  load: () => import("./ComparisonTable").then((m) => m.ComparisonTable),
});
