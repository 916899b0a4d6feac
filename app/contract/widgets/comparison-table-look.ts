/** The comparison-table widget's texts: zod-free, for the browser. */
export const COMPARISON_TABLE_TEXTS = {
  feature: "Feature",
  included: "Included",
  notIncluded: "Not included",
  recommended: "Recommended",
  caption: "Comparison of options",
} as const;
