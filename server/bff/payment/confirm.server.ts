import { redirect } from "@remix-run/node";
import { safeReturnPath } from "~/shared/login-url";
import { FAILED_PARAM, FAILED_VALUE, PAYMENT_TEXT } from "~/shared/payment-view";
import { answer, answerHeaders, failureMessage, failureStatus } from "../actions/answers.server";
import { paymentPath } from "~/shared/paths";
import {
  confirmPaymentUpstream,
  reportPaymentErrorUpstream,
  type CommerceContext,
} from "../checkout/commerce-calls.server";
import type { PaymentConfirmation, PaymentErrorReport } from "./payment-input.server";
import { orderPagePath } from "./read-order.server";
import { logger } from "../../shared/logger";

/**
 * Both providers' success: the confirmation to /api/v1/checkout/payment (the platform checks the
 * signature, marks the order paid and enrols once), then its redirectionPageUri through the
 * same-site check. A replay for a paid order gets the same answer, so it lands on the same page.
 */
export async function confirmPayment(context: CommerceContext, confirmation: PaymentConfirmation) {
  const { result, settlement } = await confirmPaymentUpstream(context, confirmation);
  if (!result.ok) {
    return answer(
      {
        intent: "PAYMENT_CONFIRM",
        ok: false,
        message: failureMessage(result.error),
      },
      failureStatus(result.error),
      settlement.setCookies,
    );
  }
  const target = safeReturnPath(
    result.data.redirectionPageUri,
    orderPagePath(confirmation.orderId),
  );
  return redirect(target, { headers: answerHeaders(settlement.setCookies) });
}

/**
 * Both providers' failure: the attempt goes to /api/v1/checkout/payment/error (the order stays
 * open), and the buyer sees "Payment failed" on the payment step with a way to try again. The
 * report is best effort: the buyer sees the failure even when the report could not be sent.
 */
export async function reportPaymentFailure(context: CommerceContext, report: PaymentErrorReport) {
  const { result, settlement } = await reportPaymentErrorUpstream(context, {
    ...(report.pgPaymentId ? { pgPaymentId: report.pgPaymentId } : {}),
    pgCreationId: report.pgCreationId,
    orderId: report.orderId,
    message: report.message || PAYMENT_TEXT.failed,
    code: report.code || "PAYMENT_FAILED",
  });
  if (!result.ok) {
    logger.warn(
      {
        event: "payment-error-report-failed",
        orderId: report.orderId,
        status: result.error.status,
      },
      "payment error report failed",
    );
  }
  return redirect(paymentPath(report.orderId, { [FAILED_PARAM]: FAILED_VALUE }), {
    headers: answerHeaders(settlement.setCookies),
  });
}
