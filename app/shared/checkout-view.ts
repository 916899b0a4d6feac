import type { ActionResult } from "~/shared/action-result";

/**
 * What the /checkout route's loader and action hand the page (built by server/bff/checkout).
 * Every amount is in minor units, as the platform answered it.
 */

export const CHECKOUT_FORM_ID = "checkout";

/** The item being bought, as the /checkout address names it. */
export interface CheckoutItemView {
  itemId: string;
  itemType: string;
  quantity: number;
  couponCode?: string;
  partPaymentToken?: string;
  prePayMode?: string;
  placeOfSupply?: string;
}

export interface CheckoutPrice {
  itemName: string;
  quantity: number;
  price: number;
  discount: number;
  amount: number;
  currency: string;
  couponCode?: string;
  couponMessage?: string;
  partPayment?: { instalments: number; firstAmount: number };
}

/**
 * A programme the learner owns already (issue 30): nothing to buy or pay; the text and a link to
 * where the learner finds it. Shown by the checkout and payment steps alike.
 */
export interface OwnedView {
  state: "owned";
  message: string;
  itemName: string;
  pageUri: string;
}

export type CheckoutView =
  | OwnedView
  | { state: "login" }
  | { state: "unavailable"; message: string }
  | { state: "errored"; message: string }
  | {
      state: "ready";
      item: CheckoutItemView;
      price: CheckoutPrice;
      /** The buyer's name from the login, to fill the optional fields in. */
      prefill: { firstName?: string; lastName?: string };
    };

/** A coupon the platform accepted for this item: the new amount to pay. */
export interface AppliedCoupon {
  couponCode: string;
  discount: number;
  amount: number;
  currency: string;
  message: string;
}

/**
 * After a refused "Proceed to pay": the price of what the form posted (its coupon field, as the
 * platform priced it), so the summary shows what the next post would charge (issue 30).
 */
export interface PostedPricing {
  couponCode?: string;
  discount: number;
  amount: number;
}

/** A purchase step's answer; `owned`: refused because the learner owns the programme (issue 30). */
export type PurchaseActionData = ActionResult & { owned?: { pageUri: string } };

export type CheckoutActionData = PurchaseActionData & {
  coupon?: AppliedCoupon;
  pricing?: PostedPricing;
};

/** Texts of the checkout step. */
export const CHECKOUT_TEXT = {
  invalidLink: "This checkout link is not valid. Go back to the programme and try again.",
  unavailable: "This programme is not available for purchase right now.",
  enterCoupon: "Enter a coupon code",
  couponApplied: "Coupon applied",
} as const;
