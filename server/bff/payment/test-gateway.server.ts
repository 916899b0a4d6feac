import { safeReturnPath } from "~/shared/login-url";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { GATEWAY_INTENTS, PAYMENT_TEXT, type TestGatewayView } from "~/shared/payment-view";
import { answer, answerHeaders } from "../actions/answers.server";
import { INVALID_ACTION_MESSAGE } from "../actions/payload.server";
import { paymentPath } from "~/shared/paths";
import { readCheckedForm } from "../csrf.server";
import { getEnv } from "../env.server";

import { confirmPayment, reportPaymentFailure } from "./confirm.server";
import { pageData, payableOrderOrAnswer } from "./payment-page-data.server";
import { paymentProvider } from "./provider.server";
import { newPaymentId, paymentSignature } from "./signature.server";
import { ownedAnswer } from "../checkout/ownership.server";

/** The test gateway exists only while it is the configured provider. */
function requireTestGateway(): void {
  if (paymentProvider().id !== "test-gateway") {
    throw data({ message: "Not found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
}

/** GET /payment/test-gateway?orderId= : the gateway page for an open order of this user. */
export async function loadTestGateway(request: Request, context: AppLoadContext) {
  requireTestGateway();
  const auth = context.session.auth;
  if (!auth.user) return pageData<TestGatewayView>({ state: "login" }, 401);
  const found = await payableOrderOrAnswer(request, context);
  if ("answer" in found) return found.answer;
  const view: TestGatewayView = {
    state: "ready",
    order: found.order,
    paymentPath: paymentPath(found.order.orderId),
  };
  return pageData(view, 200, found.setCookies);
}

/**
 * POST /payment/test-gateway: the buyer pays or fails. Like a card provider, the gateway makes a
 * payment id and signs it for the platform's order (HMAC-SHA256 with PAYMENT_GATEWAY_SECRET),
 * then the confirmation goes the way every provider's does. An order already paid (a double
 * click, a resubmitted form) goes to its order page without a second payment.
 */
export async function handleTestGatewayAction(request: Request, context: AppLoadContext) {
  requireTestGateway();
  const form = await readCheckedForm(request, context);
  const url = new URL(request.url);
  const intent = form.get("intent");
  if (intent !== GATEWAY_INTENTS.pay && intent !== GATEWAY_INTENTS.fail) {
    return answer(
      { intent: String(intent ?? ""), ok: false, message: INVALID_ACTION_MESSAGE },
      400,
    );
  }
  const auth = context.session.auth;
  if (!auth.user) {
    return redirect(safeReturnPath(`${url.pathname}${url.search}`), { headers: answerHeaders() });
  }

  const found = await payableOrderOrAnswer(request, context);
  if ("answer" in found) {
    // A stale gateway page of a programme owned since: refused, and the page says why.
    if (found.owned) {
      return ownedAnswer({ intent }, found.owned.pageUri, found.owned.setCookies);
    }
    return found.answer;
  }
  const { order } = found;
  const pgPaymentId = newPaymentId();
  if (intent === GATEWAY_INTENTS.fail) {
    return reportPaymentFailure(context, {
      orderId: order.orderId,
      pgPaymentId,
      pgCreationId: order.orderCreationId,
      code: "PAYMENT_DECLINED",
      message: PAYMENT_TEXT.failed,
    });
  }
  return confirmPayment(context, {
    orderId: order.orderId,
    pgPaymentId,
    pgCreationId: order.orderCreationId,
    pgSignature: paymentSignature(
      getEnv().PAYMENT_GATEWAY_SECRET,
      order.orderCreationId,
      pgPaymentId,
    ),
  });
}
