import { defineWidget } from "../types";

export const salaryChartWidget = defineWidget({
  kind: "SALARY_CHART",
  family: true,
  load: () => import("./SalaryChart").then((m) => m.SalaryChart),
});
