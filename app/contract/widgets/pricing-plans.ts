import { z } from "zod";
import { buttonDataSchema, componentDataSchema, looseObject, opt, tolerantArray } from "..";

export const pricingPlanSchema = looseObject({
  name: z.string().trim().min(1),
  /** As shown: "₹1,49,000". Prices are the platform's; this widget never computes one. */
  price: z.string().trim().min(1),
  /** A struck-through earlier price: "₹1,99,000". */
  originalPrice: opt(z.string()),
  /** "one-time", "a month", "+ GST". */
  period: opt(z.string()),
  description: opt(z.string()),
  features: opt(tolerantArray(z.string().trim().min(1))),
  /** The recommended plan: drawn prominent, with `badge` said in words. */
  highlighted: opt(z.boolean()),
  badge: opt(z.string()),
  /** The buy or enrol action (START_CHECKOUT, ENROL, SUBSCRIPTION_ENROL, …). */
  button: opt(buttonDataSchema),
  /** "No-cost EMI from ₹8,280 a month". */
  note: opt(z.string()),
});
export type PricingPlan = z.output<typeof pricingPlanSchema>;

/** PRICING_PLANS componentData: plan cards with a buy or enrol action each. */
export const pricingPlansSchema = componentDataSchema.extend({
  plans: tolerantArray(pricingPlanSchema).refine((p) => p.length > 0, "needs at least one plan"),
  /** Under the cards: "Prices include GST. 14-day refund policy." */
  footnote: opt(z.string()),
});

export type PricingPlansData = z.output<typeof pricingPlansSchema>;
export type PricingPlansInput = z.input<typeof pricingPlansSchema>;
