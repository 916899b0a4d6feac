import type { UpstreamCallName } from "~/contract/calls";
import { callUpstreamAsUser } from "../auth.server";
import type { CallBody, CallOptions } from "../upstream-client.server";

/**
 * The commerce calls of the call catalogue (spec 02 section 7), each on the user's behalf: the
 * token goes as auth-header and the answer's user state is settled (append
 * `settlement.setCookies` to whatever the route answers). Error bodies are `{message, errors}`.
 */
function commerceCall<N extends UpstreamCallName>(
  request: Request,
  name: N,
  body: CallBody<N>,
  allowEmpty = false,
) {
  // Generic over N, TypeScript cannot check the options; the body is typed at each caller.
  const options = { body, readMessageField: true, allowEmpty } as CallOptions<N>;
  return callUpstreamAsUser(request, (upstream) => upstream.call(name, options));
}

export const fetchCheckoutSummary = (request: Request, body: CallBody<"checkoutSummary">) =>
  commerceCall(request, "checkoutSummary", body);

export const applyCouponUpstream = (request: Request, body: CallBody<"couponApply">) =>
  commerceCall(request, "couponApply", body);

export const createOrder = (request: Request, body: CallBody<"checkout">) =>
  commerceCall(request, "checkout", body);

export const createPartOrder = (request: Request, body: CallBody<"checkoutPart">) =>
  commerceCall(request, "checkoutPart", body);

export const confirmPaymentUpstream = (request: Request, body: CallBody<"payment">) =>
  commerceCall(request, "payment", body);

/** Its answer does not matter (200 {} or 204): the attempt is recorded as failed. */
export const reportPaymentErrorUpstream = (request: Request, body: CallBody<"paymentError">) =>
  commerceCall(request, "paymentError", body, true);

export const fetchOrderDetails = (request: Request, orderId: string) =>
  commerceCall(request, "orderDetails", { orderId });
