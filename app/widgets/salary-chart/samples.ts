import type { WidgetSample } from "../types";
import type { SalaryChartInput } from "~/contract/widgets/salary-chart";

export const salaryChartSamples: WidgetSample<SalaryChartInput>[] = [
  {
    title: "Median salary before and after the fellowship",
    data: {
      type: "SALARY_CHART",
      headerData: { textData: { text: "What graduates earn" } },
      caption: "Median salary by stage, Product Manager Fellowship 2025",
      valuePrefix: "₹",
      valueSuffix: " LPA",
      groupLabel: "Stage",
      valueLabel: "Median salary (₹ lakh a year)",
      bars: [
        { label: "Before the fellowship", value: 10.6 },
        { label: "First role after", value: 18.5, highlight: true, note: "412 graduates" },
        { label: "Two years after", value: 27 },
      ],
      source: "Source: placement report 2025, self-reported offers checked against offer letters.",
    },
  },
  {
    title: "Starting salary by analytics role",
    data: {
      type: "SALARY_CHART",
      caption: "Starting salary by role, Data Analyst Fellowship",
      valuePrefix: "₹",
      valueSuffix: " LPA",
      groupLabel: "Role",
      bars: [
        { label: "Business Analyst", value: 9.5 },
        { label: "Data Analyst", value: 11 },
        { label: "Product Analyst", value: 14.2 },
        { label: "Analytics Engineer", value: 16.8 },
      ],
    },
  },
];
