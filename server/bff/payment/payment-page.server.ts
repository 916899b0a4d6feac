import { safeReturnPath } from "~/shared/login-url";
import { redirect, type AppLoadContext } from "@remix-run/node";
import {
  FAILED_PARAM,
  FAILED_VALUE,
  PAYMENT_INTENTS,
  type PaymentView,
} from "~/shared/payment-view";
import { answer, answerHeaders } from "../actions/answers.server";
import { INVALID_ACTION_MESSAGE } from "../actions/payload.server";
import { loggedInUserOf } from "../auth.server";
import { readCheckedForm } from "../csrf.server";

import { confirmPayment, reportPaymentFailure } from "./confirm.server";
import { confirmationSchema, errorReportSchema, fieldsOf } from "./payment-input.server";
import { pageData, payableOrderOrAnswer } from "./payment-page-data.server";
import { paymentProvider } from "./provider.server";
import { readPayableOrder } from "./read-order.server";
import { ownedAnswer } from "../checkout/ownership.server";

/**
 * GET /payment?orderId= : login first; the order as the platform has it (a paid one goes to its
 * order page); then the configured provider's step.
 */
export async function loadPayment(request: Request, context: AppLoadContext) {
  const auth = context.session.auth;
  if (!auth.user) return pageData<PaymentView>({ state: "login" }, 401);
  const found = await payableOrderOrAnswer(request, context);
  if ("answer" in found) return found.answer;
  const { order, setCookies } = found;
  const user = loggedInUserOf(auth);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  const view: PaymentView = {
    state: "ready",
    order,
    step: paymentProvider().step(order),
    failed: new URL(request.url).searchParams.get(FAILED_PARAM) === FAILED_VALUE,
    buyer: { name: name || undefined, email: user?.email },
  };
  return pageData(view, 200, setCookies);
}

const CONFIRM_FIELDS = ["orderId", "pgPaymentId", "pgCreationId", "pgSignature"] as const;
const ERROR_FIELDS = ["orderId", "pgPaymentId", "pgCreationId", "code", "message"] as const;

/**
 * POST /payment: what the hosted card checkout's callbacks post (docs/decisions/006), the
 * confirmation on success and the error report on failure. CSRF first; logged out (the session
 * ended while the provider's window was open) goes back to the address to log in again.
 */
export async function handlePaymentAction(request: Request, context: AppLoadContext) {
  const form = await readCheckedForm(request, context);
  const url = new URL(request.url);
  const intent = form.get("intent");
  const refused = (status = 400) =>
    answer({ intent: String(intent ?? ""), ok: false, message: INVALID_ACTION_MESSAGE }, status);
  if (intent !== PAYMENT_INTENTS.confirm && intent !== PAYMENT_INTENTS.error) return refused();
  const auth = context.session.auth;
  if (!auth.user) {
    return redirect(safeReturnPath(`${url.pathname}${url.search}`), { headers: answerHeaders() });
  }
  if (intent === PAYMENT_INTENTS.confirm) {
    const confirmation = confirmationSchema.safeParse(fieldsOf(form, CONFIRM_FIELDS));
    if (!confirmation.success) return refused();
    // Nobody pays twice (issue 30): an open order of a programme owned already is not forwarded.
    const read = await readPayableOrder(context, confirmation.data.orderId);
    if (read.kind === "ready" && read.owned && !read.settled) {
      return ownedAnswer({ intent: PAYMENT_INTENTS.confirm }, read.ownedPageUri, read.setCookies);
    }
    return confirmPayment(context, confirmation.data);
  }
  const report = errorReportSchema.safeParse(fieldsOf(form, ERROR_FIELDS));
  return report.success ? reportPaymentFailure(context, report.data) : refused();
}
