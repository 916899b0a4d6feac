import { z } from "zod";
import { componentDataSchema, looseObject, opt, tolerantArray } from "..";

/** SALARY_CHART componentData: one series of bars, drawn in SVG, with a data table for all. */
export const salaryChartSchema = componentDataSchema.extend({
  /** The chart's title, also the table's caption: "Median salary by role, 2025 graduates". */
  caption: opt(z.string()),
  bars: tolerantArray(
    looseObject({
      label: z.string().trim().min(1),
      value: z.number().min(0).max(1e9),
      /** Drawn in the accent colour and marked in words (e.g. "after the fellowship"). */
      highlight: opt(z.boolean()),
      note: opt(z.string()),
    }),
  ).refine((b) => b.length > 0, "needs at least one bar"),
  /** Before each value: "₹", "$". */
  valuePrefix: opt(z.string().max(8)),
  /** After each value: " LPA", "k". */
  valueSuffix: opt(z.string().max(16)),
  /** The value column's heading in the table: "Median salary (₹ lakh a year)". */
  valueLabel: opt(z.string()),
  /** The label column's heading in the table: "Role". */
  groupLabel: opt(z.string()),
  source: opt(z.string()),
});

export type SalaryChartData = z.output<typeof salaryChartSchema>;
export type SalaryChartInput = z.input<typeof salaryChartSchema>;
