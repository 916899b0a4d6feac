/** The addresses of the purchase steps (our routes; docs/decisions/006). */

export interface CheckoutAddress {
  itemId: string;
  itemType: string;
  quantity: number;
  couponCode?: string;
  partPaymentToken?: string;
  prePayMode?: string;
  placeOfSupply?: string;
}

const OPTIONAL_KEYS = ["couponCode", "partPaymentToken", "prePayMode", "placeOfSupply"] as const;

/** /checkout?itemId=&itemType=&quantity= (and the optional parts that were given). */
export function checkoutPath(item: CheckoutAddress): string {
  const params = new URLSearchParams({
    itemId: item.itemId,
    itemType: item.itemType,
    quantity: String(item.quantity),
  });
  for (const key of OPTIONAL_KEYS) {
    const value = item[key];
    if (value) params.set(key, value);
  }
  return `/checkout?${params.toString()}`;
}

/** /payment?orderId= (with extra parameters such as the failed marker). */
export function paymentPath(orderId: string, extra: Record<string, string> = {}): string {
  return `/payment?${new URLSearchParams({ orderId, ...extra }).toString()}`;
}
