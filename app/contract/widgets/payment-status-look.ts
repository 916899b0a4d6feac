import type { StatusLook } from "./account-look";

/**
 * The PAYMENT_STATUS widget's states and texts: zod-free, for the browser. FAILED says what the
 * /payment page says after a failed attempt: both read PAYMENT_FAILED_TEXTS.
 */

/** A failed payment's words, on /payment (app/shared/payment-view.ts) and in the widget. */
export const PAYMENT_FAILED_TEXTS = {
  label: "Payment failed",
  detail: "Your order is still open. You were not charged; you can try again.",
  next: "Try again",
} as const;
export const PAYMENT_STATES = ["SUCCESS", "PENDING", "FAILED"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export interface PaymentStateLook extends StatusLook {
  /** What happened and what it means for the learner. */
  detail: string;
  /** The next step's button text when the page gives no button. */
  next: string;
}

export const PAYMENT_STATE_LOOKS: Record<PaymentState, PaymentStateLook> = {
  SUCCESS: {
    label: "Payment successful",
    icon: "check",
    bg: "green-light",
    detail:
      "Your payment is confirmed and your seat is reserved. A receipt is on its way to your email.",
    next: "View order",
  },
  PENDING: {
    label: "Payment pending",
    icon: "clock",
    bg: "yellow-light",
    detail:
      "We are waiting for the payment provider to confirm. This usually takes a few minutes; do not pay again.",
    next: "Check order status",
  },
  FAILED: {
    ...PAYMENT_FAILED_TEXTS,
    icon: "cross",
    bg: "pink-light",
  },
};

/** Field labels of the status card. */
export const PAYMENT_STATUS_LABELS = {
  order: "Order",
  item: "Programme",
  amount: "Amount",
  date: "Date",
} as const;
