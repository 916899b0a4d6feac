import { mount } from "../http/mount";
import type { UserRecord } from "../db/users";
import type { OrderPlan, OrderRecord } from "../db/orders";
import type { ItemRecord } from "../db/catalog";
import { newOrderCreationId, newOrderId } from "../commerce/ids";
import { itemOfType, sellableItem } from "../commerce/items";
import { ownedPageUri, ownsItem, refuseOwned } from "../commerce/ownership";
import {
  COUPON_APPLIED,
  COUPON_INVALID,
  couponFor,
  CURRENCY,
  firstInstalment,
  formatInr,
  priceOf,
  type Price,
} from "../commerce/pricing";
import {
  checkoutSchema,
  couponApplySchema,
  partCheckoutSchema,
  summarySchema,
} from "../commerce/schemas";
import { actionError, parseAction, readActionBody, requireUser } from "../http/action-body";
import { sendJson } from "../http/json";
import type { RouteTable } from "../http/route";
import { nowOf, type ActionDeps } from "./action-deps";

export const PART_NOT_OFFERED = "This program cannot be paid in parts";

/** Spec 02 section 3, the checkout response. */
export function checkoutAnswer(order: OrderRecord) {
  return {
    amount: order.amount,
    currency: order.currency,
    orderCreationId: order.creationId,
    orderId: order.id,
    paymentPlan:
      order.plan === "PART"
        ? { name: "Part payment", description: `Instalment 1 of ${order.instalments}` }
        : { name: "Full payment", description: `One payment of ${formatInr(order.amount)}` },
  };
}

function validCoupon(deps: ActionDeps, item: ItemRecord, code: string | undefined) {
  if (!code) return undefined;
  const coupon = couponFor(deps.catalog.findCoupon(code), item, nowOf(deps));
  if (!coupon) throw actionError(400, COUPON_INVALID, { couponCode: COUPON_INVALID });
  return coupon;
}

interface OrderInput {
  user: UserRecord;
  item: ItemRecord;
  price: Price;
  couponCode: string | undefined;
  plan: OrderPlan;
  instalments: number;
  amount: number;
  buyer: Record<string, unknown>;
}

/**
 * The order for this checkout: the unpaid one already open for the same user, item, quantity,
 * coupon and plan (a double click or a resubmitted form), else a new one. Synchronous from the
 * lookup to the insert, so two requests cannot both create one.
 */
function openOrder(deps: ActionDeps, input: OrderInput): OrderRecord {
  const key = {
    userId: input.user.id,
    itemId: input.item.id,
    quantity: input.price.quantity,
    couponCode: input.couponCode ?? null,
    plan: input.plan,
  };
  const existing = deps.orders.findOpen(key);
  if (existing) return existing;
  const id = newOrderId();
  deps.orders.insert({
    ...key,
    id,
    creationId: newOrderCreationId(),
    instalments: input.instalments,
    unitPrice: input.price.unitPrice,
    discount: input.price.discount,
    total: input.price.total,
    amount: input.amount,
    currency: CURRENCY,
    buyer: input.buyer,
    createdAt: nowOf(deps),
  });
  return deps.orders.findById(id)!;
}

/** Checkout, part checkout, the price summary and coupons (spec 02 section 7). */
export function checkoutRoutes(deps: ActionDeps): RouteTable {
  return {
    ...mount("checkoutSummary", async (req, res, { session }) => {
      const input = parseAction(summarySchema, await readActionBody(req));
      const item = itemOfType(deps.catalog, input.itemId, input.itemType);
      const owned = session ? ownsItem(deps.enrolments, session.user.id, item.id) : false;
      const typed = input.couponCode?.trim().toUpperCase();
      const coupon = typed
        ? couponFor(deps.catalog.findCoupon(typed), item, nowOf(deps))
        : undefined;
      const price = priceOf(item, input.quantity, coupon);
      sendJson(res, 200, {
        itemId: item.id,
        itemType: item.itemType,
        itemName: item.name,
        quantity: price.quantity,
        price: price.subtotal,
        discount: price.discount,
        amount: price.total,
        currency: CURRENCY,
        ...(coupon ? { couponCode: coupon.code } : {}),
        ...(typed ? { couponMessage: coupon ? COUPON_APPLIED : COUPON_INVALID } : {}),
        partPayment: item.partInstalments
          ? {
              instalments: item.partInstalments,
              firstAmount: firstInstalment(price.subtotal, item.partInstalments),
            }
          : null,
        purchasable: item.isLive && item.price > 0,
        owned,
        ...(owned ? { ownedPageUri: ownedPageUri(item.id) } : {}),
      });
    }),
    ...mount("couponApply", async (req, res, { session }) => {
      requireUser(session);
      const input = parseAction(couponApplySchema, await readActionBody(req));
      const item = itemOfType(deps.catalog, input.itemId, input.itemType);
      const coupon = validCoupon(deps, item, input.couponCode)!;
      const price = priceOf(item, input.quantity, coupon);
      sendJson(res, 200, {
        couponCode: coupon.code,
        discount: price.discount,
        amount: price.total,
        currency: CURRENCY,
        message: COUPON_APPLIED,
      });
    }),
    ...mount("checkout", async (req, res, { session }) => {
      const user = requireUser(session);
      const input = parseAction(checkoutSchema, await readActionBody(req));
      const item = sellableItem(deps.catalog, input.itemId, input.itemType);
      refuseOwned(deps.enrolments, user.id, item.id);
      const couponCode = input.couponInfo?.couponCode;
      const coupon = validCoupon(deps, item, couponCode);
      const price = priceOf(item, input.quantity, coupon);
      const order = openOrder(deps, {
        user,
        item,
        price,
        couponCode: coupon?.code,
        plan: "FULL",
        instalments: 1,
        amount: price.total,
        buyer: {
          userInfo: input.userInfo,
          prePayMode: input.prePayMode ?? undefined,
          partPaymentToken: input.partPaymentToken ?? undefined,
          placeOfSupply: input.placeOfSupply,
          context: input.context ?? undefined,
        },
      });
      sendJson(res, 200, checkoutAnswer(order));
    }),
    ...mount("checkoutPart", async (req, res, { session }) => {
      const user = requireUser(session);
      const input = parseAction(partCheckoutSchema, await readActionBody(req));
      const init = input.checkoutInitRequest;
      const item = sellableItem(deps.catalog, init.itemId, init.itemType);
      refuseOwned(deps.enrolments, user.id, item.id);
      if (!item.partInstalments) throw actionError(400, PART_NOT_OFFERED);
      const price = priceOf(item, init.quantity);
      const order = openOrder(deps, {
        user,
        item,
        price,
        couponCode: undefined,
        plan: "PART",
        instalments: item.partInstalments,
        amount: firstInstalment(price.total, item.partInstalments),
        buyer: {
          userInfo: input.userInfo,
          partPaymentToken: init.partPaymentToken ?? undefined,
        },
      });
      sendJson(res, 200, checkoutAnswer(order));
    }),
  };
}
