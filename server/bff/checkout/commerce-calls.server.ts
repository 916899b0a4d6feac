import { z } from "zod";
import { callUpstreamAsUser } from "../auth.server";
import {
  checkoutAnswerSchema,
  checkoutSummarySchema,
  couponAnswerSchema,
  orderDetailsSchema,
  paymentAnswerSchema,
} from "~/contract/commerce";
import { UPSTREAM_CALLS } from "~/contract/calls";

/**
 * The commerce calls of the call catalogue (spec 02 section 7), each on the user's behalf: the
 * token goes as auth-header and the answer's user state is settled (append
 * `settlement.setCookies` to whatever the route answers). Error bodies are `{message, errors}`.
 */
function commerceCall<S extends z.ZodTypeAny>(
  request: Request,
  path: string,
  body: unknown,
  schema: S,
  allowEmpty = false,
) {
  return callUpstreamAsUser(request, { path, body, schema, readMessageField: true, allowEmpty });
}

export const COMMERCE_PATHS = {
  summary: UPSTREAM_CALLS.checkoutSummary.path,
  coupon: UPSTREAM_CALLS.couponApply.path,
  checkout: UPSTREAM_CALLS.checkout.path,
  part: UPSTREAM_CALLS.checkoutPart.path,
  payment: UPSTREAM_CALLS.payment.path,
  paymentError: UPSTREAM_CALLS.paymentError.path,
  order: UPSTREAM_CALLS.orderDetails.path,
} as const;

export const fetchCheckoutSummary = (request: Request, body: unknown) =>
  commerceCall(request, COMMERCE_PATHS.summary, body, checkoutSummarySchema);

export const applyCouponUpstream = (request: Request, body: unknown) =>
  commerceCall(request, COMMERCE_PATHS.coupon, body, couponAnswerSchema);

export const createOrder = (request: Request, body: unknown) =>
  commerceCall(request, COMMERCE_PATHS.checkout, body, checkoutAnswerSchema);

export const createPartOrder = (request: Request, body: unknown) =>
  commerceCall(request, COMMERCE_PATHS.part, body, checkoutAnswerSchema);

export const confirmPaymentUpstream = (request: Request, body: unknown) =>
  commerceCall(request, COMMERCE_PATHS.payment, body, paymentAnswerSchema);

/** Its answer does not matter (200 {} or 204): the attempt is recorded as failed. */
export const reportPaymentErrorUpstream = (request: Request, body: unknown) =>
  commerceCall(request, COMMERCE_PATHS.paymentError, body, z.unknown(), true);

export const fetchOrderDetails = (request: Request, orderId: string) =>
  commerceCall(request, COMMERCE_PATHS.order, { orderId }, orderDetailsSchema);
