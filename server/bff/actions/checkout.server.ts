import { applyCouponFromPage } from "../checkout/coupon-from-page.server";
import { partCheckout } from "../checkout/part-checkout.server";
import { startCheckoutFromPage } from "../checkout/start-from-page.server";
import type { ActionHandler } from "./types.server";

/**
 * The commerce intents a page posts (docs/decisions/006). The /checkout and /payment steps have
 * actions of their own (server/bff/checkout, server/bff/payment).
 */

/** "Buy now": on to /checkout for the item. */
export const handleStartCheckout: ActionHandler = startCheckoutFromPage;

/** "Pay in parts": the first instalment's order, then the payment step. */
export const handlePartCheckout: ActionHandler = partCheckout;

/** A coupon chosen on a page: on to /checkout with it, when the page names the item. */
export const handleApplyCoupon: ActionHandler = applyCouponFromPage;
