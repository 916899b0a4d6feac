import { z } from "zod";
import { buttonDataSchema, componentDataSchema, looseObject, opt, tolerantArray } from "..";
import { currencySchema, moneySchema } from "./account-fields";

/** One discount line of the summary: what it is and how much it takes off (minor units). */
export const checkoutDiscountSchema = looseObject({
  label: z.string().trim().min(1),
  amount: moneySchema,
});

/**
 * CHECKOUT componentData: a summary card of one item and the button that starts the existing
 * checkout flow. The amounts are the platform's (minor units), shown as they are: the card never
 * computes a price; /checkout prices the item again before anything is paid.
 */
export const checkoutSchema = componentDataSchema.extend({
  itemName: z.string().trim().min(1),
  /** COURSE, EVENT, WORKSHOP, SUBSCRIPTION, MENTORSHIP, ... (read as words when unknown). */
  itemType: opt(z.string()),
  /** One line under the name, e.g. the cohort. */
  subText: opt(z.string()),
  /** The list price. */
  price: moneySchema,
  discounts: opt(tolerantArray(checkoutDiscountSchema)),
  /** What the buyer pays. */
  total: moneySchema,
  currency: currencySchema,
  /** What the price includes, one line each. */
  includes: opt(tolerantArray(z.string().trim().min(1))),
  /** A short line under the total, e.g. instalments or the refund window. */
  note: opt(z.string()),
  /**
   * The button into the checkout flow: START_CHECKOUT (or PART_CHECKOUT) with the item in its
   * requestObject, or a NAVIGATION to /checkout?itemId=&itemType=.
   */
  checkoutButton: buttonDataSchema,
});

export type CheckoutData = z.output<typeof checkoutSchema>;
export type CheckoutInput = z.input<typeof checkoutSchema>;
