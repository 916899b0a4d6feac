import type { CatalogRepository } from "../db/catalog";
import type { UserRecord } from "../db/users";
import { couponFor } from "../commerce/pricing";
import { applyCoupon } from "../seed/actions";
import { ITEM_IDS } from "../seed/catalog";

/**
 * A COUPON cell's componentData for this caller (/coupons): every coupon of the catalogue, the
 * expired ones marked `expired` (shown as expired, without Apply), the valid ones with the
 * APPLY_COUPON action on the Product Manager Fellowship when the coupon fits it (the checkout
 * starts with the code). A visitor gets an empty list (the BFF asks for a login first).
 */
export function couponCellData(
  data: Record<string, unknown>,
  catalog: CatalogRepository,
  user: UserRecord | undefined,
  now: number,
): Record<string, unknown> {
  if (!user) return { ...data, coupons: [] };
  const nowIso = new Date(now).toISOString();
  const fellowship = catalog.findItem(ITEM_IDS.pmFellowship);
  const coupons = catalog.listCoupons().map((coupon) => {
    const expired = coupon.validUntil !== null && coupon.validUntil <= nowIso;
    const fits = !expired && fellowship && couponFor(coupon, fellowship, nowIso);
    return {
      code: coupon.code,
      discountText: `${coupon.percentOff} % off`,
      description: coupon.description,
      appliesTo:
        coupon.itemType === "COURSE"
          ? "Applies to fellowships and bootcamps"
          : coupon.itemType
            ? `Applies to ${coupon.itemType.toLowerCase().replace(/_/g, " ")}s`
            : "Applies to every programme",
      ...(coupon.validUntil ? { validUntil: coupon.validUntil } : {}),
      ...(expired ? { expired: true } : {}),
      ...(fits
        ? {
            applyText: `Apply to the ${fellowship.name}`,
            applyAction: applyCoupon(coupon.code, {
              itemId: fellowship.id,
              itemType: fellowship.itemType,
            }),
          }
        : {}),
    };
  });
  // Valid coupons first, then the expired ones; each group by code.
  coupons.sort((a, b) => Number(!!a.expired) - Number(!!b.expired) || a.code.localeCompare(b.code));
  return { ...data, coupons };
}
