/** The pricing-plans widget's texts: zod-free, for the browser. */
export const PRICING_PLANS_TEXTS = {
  was: "Was",
  now: "Now",
  includes: (plan: string) => `What ${plan} includes`,
  /** The plan's button is named after its visible text and the plan (WCAG label in name). */
  action: (text: string, plan: string) => `${text}: ${plan}`,
  defaultAction: "Enrol now",
} as const;
