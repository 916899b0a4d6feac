import { z } from "zod";
import { componentDataSchema, looseObject, opt, serverActionSchema, tolerantArray } from "..";

const isoDateTime = z
  .string()
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), "needs an ISO 8601 date-time");

export const couponItemSchema = looseObject({
  code: z.string().trim().min(1).max(40),
  /** The discount in words: "10 % off", "₹2,000 off". */
  discountText: z.string().trim().min(1),
  description: opt(z.string()),
  validUntil: opt(isoDateTime),
  /** The course or kind of programme it applies to, in words. */
  appliesTo: opt(z.string()),
  /** Past its validUntil: shown as expired in words, without Apply. */
  expired: opt(z.boolean()),
  /** Starts the checkout with the code (APPLY_COUPON); absent: no Apply button. */
  applyAction: opt(serverActionSchema),
  /** The Apply button's text (default "Apply"). */
  applyText: opt(z.string()),
});

/**
 * COUPON componentData (docs/contract.md, "Widget kinds: community family"): the signed-in
 * user's coupons. The platform fills the list on /coupons; each has a copy-code button
 * (CLIPBOARD_COPY, built by the component) and, while valid, the APPLY_COUPON action.
 */
export const couponSchema = componentDataSchema.extend({
  title: opt(z.string()),
  coupons: tolerantArray(couponItemSchema),
  emptyText: opt(z.string()),
});

export type CouponData = z.output<typeof couponSchema>;
export type CouponInput = z.input<typeof couponSchema>;
