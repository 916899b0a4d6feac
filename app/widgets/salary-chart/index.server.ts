import { salaryChartSchema } from "~/contract/widgets/salary-chart";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./salary-chart.css";
import { salaryChartSamples } from "./samples";

export const salaryChartServer = defineWidgetServer({
  kind: "SALARY_CHART",
  schema: salaryChartSchema,
  stylesheets: [stylesheet],
  samples: salaryChartSamples,
  help: { description: "Salaries by role or experience as a chart." },
});
