import { mount } from "../http/mount";
import type { OrderRecord } from "../db/orders";
import type { UserRecord } from "../db/users";
import { isValidSignature } from "../commerce/signature";
import { alreadyOwnedError, ownedPageUri, ownsItem } from "../commerce/ownership";
import {
  orderIdSchema,
  paymentErrorSchema,
  paymentSchema,
  PAYMENT_VERIFICATION_FAILED,
} from "../commerce/schemas";
import { actionError, parseAction, readActionBody, requireUser } from "../http/action-body";
import { sendJson } from "../http/json";
import type { RouteTable } from "../http/route";
import { nowOf, type ActionDeps } from "./action-deps";
import { checkoutAnswer } from "./checkout";

export const ORDER_NOT_FOUND = "Order not found";
const NOT_THIS_ORDER = "This payment does not belong to the order";

/** Where the product goes after a payment: the order's own page. */
export const orderPageUri = (orderId: string) => `/order/${orderId}`;

/** The user's own order, or 404 (another user's order is as unknown as a missing one). */
function ownOrder(deps: ActionDeps, user: UserRecord, orderId: string): OrderRecord {
  const order = deps.orders.findById(orderId);
  if (!order || order.userId !== user.id) throw actionError(404, ORDER_NOT_FOUND);
  return order;
}

function isConstraintError(error: unknown): boolean {
  return String((error as { code?: unknown })?.code ?? "").startsWith("SQLITE_CONSTRAINT");
}

/**
 * Marks the order paid, records the payment and the attempt and enrols the buyer, all or
 * nothing. A confirmation for an order that is paid already changes nothing.
 */
function settle(deps: ActionDeps, order: OrderRecord, pgPaymentId: string): void {
  const now = nowOf(deps);
  try {
    deps.db.transaction(() => {
      // Nobody pays twice: owning the item by another order (or an enrolment) makes this one 409.
      const owner = deps.enrolments.find(order.userId, order.itemId);
      if (owner?.orderId === order.id) return;
      if (owner) throw alreadyOwnedError();
      if (!deps.orders.markPaid(order.id, now)) return;
      deps.orders.insertPayment(pgPaymentId, order.id, order.amount, now);
      deps.orders.insertAttempt({
        orderId: order.id,
        pgPaymentId,
        outcome: "SUCCESS",
        message: null,
        code: null,
        createdAt: now,
      });
      deps.enrolments.enrol({
        userId: order.userId,
        itemId: order.itemId,
        source: "ORDER",
        orderId: order.id,
        now,
      });
    })();
  } catch (error) {
    // A provider payment id that already paid another order: not a payment for this one.
    if (isConstraintError(error)) throw actionError(400, PAYMENT_VERIFICATION_FAILED);
    throw error;
  }
}

/** Payment confirmation and failure report (spec 02 section 3), and one order's details. */
export function paymentRoutes(deps: ActionDeps): RouteTable {
  return {
    ...mount("payment", async (req, res, { session }) => {
      const user = requireUser(session);
      const input = parseAction(paymentSchema, await readActionBody(req));
      const order = ownOrder(deps, user, input.orderId);
      const signed =
        input.pgCreationId === order.creationId &&
        isValidSignature(
          deps.gatewaySecret,
          input.pgCreationId,
          input.pgPaymentId,
          input.pgSignature,
        );
      if (!signed) {
        throw actionError(400, PAYMENT_VERIFICATION_FAILED, {
          pgSignature: PAYMENT_VERIFICATION_FAILED,
        });
      }
      if (order.status === "CREATED") settle(deps, order, input.pgPaymentId);
      sendJson(res, 200, { redirectionPageUri: orderPageUri(order.id) });
    }),
    ...mount("paymentError", async (req, res, { session }) => {
      const user = requireUser(session);
      const input = parseAction(paymentErrorSchema, await readActionBody(req));
      const order = ownOrder(deps, user, input.orderId);
      if (input.pgCreationId !== order.creationId) {
        throw actionError(400, NOT_THIS_ORDER, { pgCreationId: NOT_THIS_ORDER });
      }
      // The order stays CREATED: the buyer may try again.
      deps.orders.insertAttempt({
        orderId: order.id,
        pgPaymentId: input.pgPaymentId ?? null,
        outcome: "FAILED",
        message: input.message ?? null,
        code: input.code ?? null,
        createdAt: nowOf(deps),
      });
      sendJson(res, 200, {});
    }),
    ...mount("orderDetails", async (req, res, { session }) => {
      const user = requireUser(session);
      const { orderId } = parseAction(orderIdSchema, await readActionBody(req));
      const order = ownOrder(deps, user, orderId);
      sendJson(res, 200, {
        ...checkoutAnswer(order),
        status: order.status,
        itemId: order.itemId,
        itemType: order.itemType,
        itemName: order.itemName,
        quantity: order.quantity,
        price: order.unitPrice * order.quantity,
        discount: order.discount,
        total: order.total,
        ...(order.couponCode ? { couponCode: order.couponCode } : {}),
        createdAt: order.createdAt,
        paidAt: order.paidAt,
        owned: ownsItem(deps.enrolments, user.id, order.itemId),
        ownedPageUri: ownedPageUri(order.itemId),
      });
    }),
  };
}
