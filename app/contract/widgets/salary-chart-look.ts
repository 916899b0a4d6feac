/** The salary-chart widget's texts and scale: zod-free, for the browser. */
import { plainNumber } from "./display-look";

export const SALARY_CHART_TEXTS = {
  tableCaption: (caption: string) => `${caption} (data table)`,
  defaultCaption: "Salaries",
  label: "Group",
  value: "Value",
} as const;

/** A bar value with the chart's prefix and suffix: "₹18.5 LPA". */
export function chartValue(value: number, prefix = "", suffix = ""): string {
  return `${prefix}${plainNumber(value)}${suffix}`;
}

/** The bar lengths' scale: the largest value, or 1 when every value is 0. */
export function chartMax(values: number[]): number {
  return Math.max(1, ...values);
}
