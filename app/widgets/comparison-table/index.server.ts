import { comparisonTableSchema } from "~/contract/widgets/comparison-table";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./comparison-table.css";
import { comparisonTableSamples } from "./samples";

export const comparisonTableServer = defineWidgetServer({
  kind: "COMPARISON_TABLE",
  schema: comparisonTableSchema,
  stylesheets: [stylesheet],
  samples: comparisonTableSamples,
  help: { description: "Plans or programmes compared side by side, feature by feature." },
});
