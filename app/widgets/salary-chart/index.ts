import { defineWidget } from "../types";

export const salaryChartWidget = defineWidget({
  kind: "SALARY_CHART",
  load: () => import("./SalaryChart").then((m) => m.SalaryChart),
});
