import type { AppLoadContext } from "@remix-run/node";
import type { UpstreamCallName } from "~/contract/calls";
import { callUpstreamAsUser } from "../auth.server";
import type { CallBody, CallOptions } from "../upstream-client.server";

/**
 * The commerce calls of the call catalogue (spec 02 section 7), each on the user's behalf: the
 * token goes as auth-header and the answer's user state is settled (append
 * `settlement.setCookies` to whatever the route answers). Error bodies are `{message, errors}`.
 */
/** What a commerce call needs of the request context: its session and its upstream client. */
export type CommerceContext = Pick<AppLoadContext, "session" | "upstream">;

function commerceCall<N extends UpstreamCallName>(
  context: CommerceContext,
  name: N,
  body: CallBody<N>,
  allowEmpty = false,
) {
  // Generic over N, TypeScript cannot check the options; the body is typed at each caller.
  const options = { body, readMessageField: true, allowEmpty } as CallOptions<N>;
  return callUpstreamAsUser(context, (upstream) => upstream.call(name, options));
}

export const fetchCheckoutSummary = (context: CommerceContext, body: CallBody<"checkoutSummary">) =>
  commerceCall(context, "checkoutSummary", body);

export const applyCouponUpstream = (context: CommerceContext, body: CallBody<"couponApply">) =>
  commerceCall(context, "couponApply", body);

export const createOrder = (context: CommerceContext, body: CallBody<"checkout">) =>
  commerceCall(context, "checkout", body);

export const createPartOrder = (context: CommerceContext, body: CallBody<"checkoutPart">) =>
  commerceCall(context, "checkoutPart", body);

export const confirmPaymentUpstream = (context: CommerceContext, body: CallBody<"payment">) =>
  commerceCall(context, "payment", body);

/** Its answer does not matter (200 {} or 204): the attempt is recorded as failed. */
export const reportPaymentErrorUpstream = (
  context: CommerceContext,
  body: CallBody<"paymentError">,
) => commerceCall(context, "paymentError", body, true);

export const fetchOrderDetails = (context: CommerceContext, orderId: string) =>
  commerceCall(context, "orderDetails", { orderId });
