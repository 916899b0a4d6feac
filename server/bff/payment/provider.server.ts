import type { PayableOrder, PaymentStep } from "~/shared/payment-view";
import { getEnv, type Env } from "../env.server";

/**
 * The payment step behind one interface (docs/decisions/006). Both providers end the same way:
 * a success posts the confirmation (pgPaymentId, pgCreationId, pgSignature, orderId) that goes to
 * /api/v1/checkout/payment, a failure posts the error report for /api/v1/checkout/payment/error.
 *
 * - test-gateway: a local gateway page (our route) that lets the buyer pay or fail, signs like a
 *   provider with PAYMENT_GATEWAY_SECRET and needs neither JavaScript nor network.
 * - hosted-card: the provider's checkout script (PAYMENT_SCRIPT_URL, opened with PAYMENT_KEY_ID)
 *   in the browser; its callbacks post the confirmation and error forms to /payment.
 */
export interface PaymentProvider {
  id: Env["PAYMENT_PROVIDER"];
  /** What the payment page renders to start paying this order. */
  step(order: PayableOrder): PaymentStep;
}

export const TEST_GATEWAY_PATH = "/payment/test-gateway";

export function testGatewayPath(orderId: string): string {
  return `${TEST_GATEWAY_PATH}?${new URLSearchParams({ orderId }).toString()}`;
}

const testGateway: PaymentProvider = {
  id: "test-gateway",
  step: (order) => ({ provider: "test-gateway", gatewayPath: testGatewayPath(order.orderId) }),
};

function hostedCard(env: Pick<Env, "PAYMENT_SCRIPT_URL" | "PAYMENT_KEY_ID">): PaymentProvider {
  return {
    id: "hosted-card",
    step: () => ({
      provider: "hosted-card",
      scriptUrl: env.PAYMENT_SCRIPT_URL,
      keyId: env.PAYMENT_KEY_ID,
    }),
  };
}

/** The configured provider (PAYMENT_PROVIDER, checked at boot). */
export function paymentProvider(
  env: Pick<Env, "PAYMENT_PROVIDER" | "PAYMENT_SCRIPT_URL" | "PAYMENT_KEY_ID"> = getEnv(),
): PaymentProvider {
  return env.PAYMENT_PROVIDER === "hosted-card" ? hostedCard(env) : testGateway;
}
