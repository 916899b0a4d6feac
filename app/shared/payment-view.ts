import { PAYMENT_FAILED_TEXTS } from "~/contract/widgets/payment-status-look";
import type { OwnedView } from "./checkout-view";

/**
 * What the /payment and test-gateway routes hand their pages (built by server/bff/payment).
 * Amounts are in minor units, as the platform answered them.
 */

/** An order waiting for its payment. */
export interface PayableOrder {
  orderId: string;
  /** The provider-side order id (spec 02: the checkout response's orderCreationId). */
  orderCreationId: string;
  itemName: string;
  amount: number;
  currency: string;
  status: string;
  paymentPlan?: { name?: string; description?: string };
}

/** The browser half of the configured payment provider (docs/decisions/006). */
export type PaymentStep =
  | { provider: "test-gateway"; gatewayPath: string }
  | { provider: "hosted-card"; scriptUrl: string; keyId: string };

export type PaymentView =
  | OwnedView
  | { state: "login" }
  | { state: "unavailable"; message: string }
  | { state: "errored"; message: string }
  | {
      state: "ready";
      order: PayableOrder;
      step: PaymentStep;
      /** The last attempt failed (the provider's failure was reported). */
      failed: boolean;
      buyer: { name?: string; email?: string };
    };

export type TestGatewayView =
  | OwnedView
  | { state: "login" }
  | { state: "unavailable"; message: string }
  | { state: "errored"; message: string }
  | { state: "ready"; order: PayableOrder; paymentPath: string };

/** The confirmation and error forms the providers post to /payment. */
export const PAYMENT_INTENTS = {
  confirm: "PAYMENT_CONFIRM",
  error: "PAYMENT_ERROR",
} as const;

/** The test gateway's two buttons. */
export const GATEWAY_INTENTS = { pay: "GATEWAY_PAY", fail: "GATEWAY_FAIL" } as const;

export const PAYMENT_TEXT = {
  failed: PAYMENT_FAILED_TEXTS.label,
  failedHelp: PAYMENT_FAILED_TEXTS.detail,
  retry: PAYMENT_FAILED_TEXTS.next,
  gatewayTitle: "Test payment gateway",
  failPayment: "Fail payment",
  invalidLink: "This payment link is not valid. Start again from the programme page.",
  unavailable: "We could not find this order.",
  scriptFailed: "The payment window could not be opened. Check your connection and try again.",
} as const;

/** The query parameter that says the last attempt failed. */
export const FAILED_PARAM = "payment";
export const FAILED_VALUE = "failed";
