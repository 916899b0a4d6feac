import { z } from "zod";
import { componentDataSchema, looseObject, opt, tolerantArray } from "..";

/** COMPARISON_TABLE componentData: options side by side, feature by feature. */
export const comparisonTableSchema = componentDataSchema.extend({
  caption: opt(z.string()),
  /** The options compared, one column each: "Fellowship", "Bootcamp", "Self-paced". */
  columns: tolerantArray(
    looseObject({
      title: z.string().trim().min(1),
      /** "₹1,49,000", "6 months". */
      subtitle: opt(z.string()),
      /** The recommended option, said in words in its heading. */
      highlight: opt(z.boolean()),
    }),
  ).refine((c) => c.length > 0, "needs at least one column"),
  rows: tolerantArray(
    looseObject({
      feature: z.string().trim().min(1),
      /** One per column, in order: text, or true/false for included/not included. */
      values: z.array(z.union([z.string(), z.boolean(), z.null()])),
    }),
  ).refine((r) => r.length > 0, "needs at least one row"),
});

export type ComparisonTableData = z.output<typeof comparisonTableSchema>;
export type ComparisonTableInput = z.input<typeof comparisonTableSchema>;
