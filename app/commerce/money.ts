/**
 * Amounts arrive from the platform in minor units (paise for INR, docs/contract.md) and are only
 * ever shown, never computed from what a browser sent. Whole amounts drop the ".00".
 */
export function formatMoney(minorUnits: number, currency = "INR"): string {
  const major = minorUnits / 100;
  const whole = Number.isInteger(major);
  try {
    return new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(major);
  } catch {
    // An unknown currency code: the number with the code, rather than nothing.
    return `${currency} ${major.toFixed(whole ? 0 : 2)}`;
  }
}
