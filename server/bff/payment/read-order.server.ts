import type { PayableOrder } from "~/shared/payment-view";
import { failureMessage } from "../actions/answers.server";
import { fetchOrderDetails, type CommerceContext } from "../checkout/commerce-calls.server";
import { isSettled } from "~/contract/commerce";

export type OrderRead =
  | {
      kind: "ready";
      order: PayableOrder;
      settled: boolean;
      /** The learner owns the order's programme (by this order once paid, or by another). */
      owned: boolean;
      ownedPageUri?: string;
      setCookies: string[];
    }
  | { kind: "login"; setCookies: string[] }
  | { kind: "missing"; setCookies: string[] }
  | { kind: "failed"; message: string; status: number; setCookies: string[] };

/**
 * The order to pay, from the platform (/api/v1/order/details): its amount and provider order id
 * are the platform's, never the browser's. A 401 ends the session (login again); an order that is
 * not this user's is missing, like an unknown one.
 */
export async function readPayableOrder(
  context: CommerceContext,
  orderId: string,
): Promise<OrderRead> {
  const { result, settlement } = await fetchOrderDetails(context, orderId);
  const setCookies = settlement.setCookies;
  if (settlement.kind === "ended") return { kind: "login", setCookies };
  if (!result.ok) {
    const { error } = result;
    if (error.kind === "http" && [400, 403, 404].includes(error.status)) {
      return { kind: "missing", setCookies };
    }
    const status = error.kind === "timeout" ? 504 : 502;
    return { kind: "failed", message: failureMessage(error), status, setCookies };
  }
  const details = result.data;
  return {
    kind: "ready",
    settled: isSettled(details),
    owned: details.owned === true,
    ownedPageUri: details.ownedPageUri,
    setCookies,
    order: {
      orderId: details.orderId,
      orderCreationId: details.orderCreationId,
      itemName: details.itemName ?? details.itemId ?? details.orderId,
      amount: details.amount,
      currency: details.currency,
      status: details.status,
      paymentPlan: details.paymentPlan
        ? { name: details.paymentPlan.name, description: details.paymentPlan.description }
        : undefined,
    },
  };
}

/** Where a paid order is shown (the platform's order page). */
export function orderPagePath(orderId: string): string {
  return `/order/${encodeURIComponent(orderId)}`;
}
