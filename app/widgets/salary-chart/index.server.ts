import { salaryChartSchema } from "~/contract/widgets/salary-chart";
import { defineWidgetServer } from "../define.server";
import { salaryChartSamples } from "./samples";

export const salaryChartServer = defineWidgetServer({
  kind: "SALARY_CHART",
  schema: salaryChartSchema,
  samples: salaryChartSamples,
  help: { description: "Salaries by role or experience as a chart." },
});
