import type { CouponRecord, ItemRecord } from "../db/catalog";

/**
 * Prices come from the items table and nothing else: the browser names an item, a quantity and
 * maybe a coupon; every amount is computed here, in integer paise.
 */
export const CURRENCY = "INR";
export const COUPON_INVALID = "This coupon is not valid";
export const COUPON_APPLIED = "Coupon applied";

export interface Price {
  unitPrice: number;
  quantity: number;
  /** unitPrice x quantity. */
  subtotal: number;
  discount: number;
  /** subtotal - discount: what the whole order costs. */
  total: number;
}

/** A coupon applies when it exists, has not ended and is for this kind of item. */
export function couponFor(
  coupon: CouponRecord | undefined,
  item: ItemRecord,
  nowIso: string,
): CouponRecord | undefined {
  if (!coupon) return undefined;
  if (coupon.validUntil !== null && coupon.validUntil <= nowIso) return undefined;
  if (coupon.itemType !== null && coupon.itemType !== item.itemType) return undefined;
  return coupon;
}

export function priceOf(item: ItemRecord, quantity: number, coupon?: CouponRecord): Price {
  const subtotal = item.price * quantity;
  // Whole paise, rounded half up: a 10 % coupon on 49,999.00 takes off 4,999.90.
  const discount = coupon ? Math.round((subtotal * coupon.percentOff) / 100) : 0;
  return { unitPrice: item.price, quantity, subtotal, discount, total: subtotal - discount };
}

/** The first of n instalments: the remainder of an uneven split is paid first. */
export const firstInstalment = (total: number, instalments: number) =>
  Math.ceil(total / instalments);

/** ₹49,999.00: how amounts read on the platform's own pages. */
export function formatInr(paise: number): string {
  return new Intl.NumberFormat("en-IN", { style: "currency", currency: CURRENCY }).format(
    paise / 100,
  );
}
