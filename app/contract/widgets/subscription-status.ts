import { z } from "zod";
import { buttonDataSchema, componentDataSchema, lenientEnum, opt, tolerantArray } from "..";
import { currencySchema, isoDateSchema, moneySchema } from "./account-fields";
import { MEMBERSHIP_TIERS, REGISTRATION_STATUSES } from "./subscription-status-look";

export { MEMBERSHIP_TIERS, REGISTRATION_STATUSES };

/**
 * SUBSCRIPTION_STATUS componentData: the learner's membership: tier (Scale Member, Rise Member;
 * absent: the logged-in user's own flags), membership label (Approved, Skipped, Registered, On the
 * waitlist), plan, renewal or end date, fee and benefits, and a button (SUBSCRIPTION_ENROL to
 * join, or a link to manage it). Unknown tiers and statuses are shown as words.
 */
export const subscriptionStatusSchema = componentDataSchema.extend({
  tier: opt(lenientEnum(MEMBERSHIP_TIERS)),
  status: opt(lenientEnum(REGISTRATION_STATUSES)),
  planName: opt(z.string().trim().min(1)),
  renewsOn: opt(isoDateSchema),
  endsOn: opt(isoDateSchema),
  /** The fee per period, in minor units. */
  price: opt(moneySchema),
  currency: currencySchema,
  /** "month", "year": shown as "₹999 / month". */
  billingPeriod: opt(
    z
      .string()
      .trim()
      .regex(/^[a-z ]{1,20}$/, "a period such as month"),
  ),
  benefits: opt(tolerantArray(z.string().trim().min(1))),
  button: opt(buttonDataSchema),
});

export type SubscriptionStatusData = z.output<typeof subscriptionStatusSchema>;
export type SubscriptionStatusInput = z.input<typeof subscriptionStatusSchema>;
