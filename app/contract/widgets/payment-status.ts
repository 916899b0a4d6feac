import { z } from "zod";
import { buttonDataSchema, componentDataSchema, lenientEnum, opt } from "..";
import { currencySchema, isoDateSchema, moneySchema, recordIdSchema } from "./account-fields";
import { PAYMENT_STATES } from "./payment-status-look";

export { PAYMENT_STATES };

/**
 * PAYMENT_STATUS componentData: where a payment or order stands. An unknown status is kept and
 * shown as words with a neutral look. Without a button, the next step is the existing flow's:
 * the order page (/order/{orderId}) or, after a failure, /payment?orderId= to try again.
 */
export const paymentStatusSchema = componentDataSchema.extend({
  status: lenientEnum(PAYMENT_STATES),
  orderId: opt(recordIdSchema),
  itemName: opt(z.string().trim().min(1)),
  amount: opt(moneySchema),
  currency: currencySchema,
  /** When the payment was made or attempted. */
  date: opt(isoDateSchema),
  /** The platform's own words, shown instead of the state's default detail. */
  message: opt(z.string().trim().min(1)),
  nextButton: opt(buttonDataSchema),
});

export type PaymentStatusData = z.output<typeof paymentStatusSchema>;
export type PaymentStatusInput = z.input<typeof paymentStatusSchema>;
