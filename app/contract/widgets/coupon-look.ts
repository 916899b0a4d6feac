/** The COUPON widget's texts: zod-free, for the browser too. */

export const COUPON_COPY_TEXT = "Copy code";
export const COUPON_COPIED_TEXT = "Copied to Clipboard!";
export const COUPON_APPLY_TEXT = "Apply";
export const COUPON_EXPIRED_TEXT = "Expired";
export const COUPON_ACTIVE_TEXT = "Active";
export const COUPON_NO_END_TEXT = "No end date";
export const COUPON_EMPTY_TEXT = "You have no coupons yet.";
export const COUPON_CODE_LABEL = "Code";

/** "14 Mar 2026" in India time; undefined for a date that does not parse. */
export function couponDateText(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return undefined;
  return new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" }).format(
    new Date(ms),
  );
}

/** "Valid until 14 Mar 2026", "Expired on 31 Dec 2024", "No end date". */
export function validityText(validUntil: string | undefined, expired: boolean): string {
  const date = couponDateText(validUntil);
  if (expired) return date ? `${COUPON_EXPIRED_TEXT} on ${date}` : COUPON_EXPIRED_TEXT;
  return date ? `Valid until ${date}` : COUPON_NO_END_TEXT;
}
