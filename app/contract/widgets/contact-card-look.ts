/** The contact card widget's labels and rules: zod-free, for the browser. */

export const CONTACT_CARD_LABELS = {
  email: "Email",
  phone: "Phone",
  location: "Location",
  hours: "Hours",
} as const;

/** mailto: for a plausible address (one @, no spaces or markup); else none. */
export function mailtoOf(email: string | undefined): string | undefined {
  const value = email?.trim();
  return value && /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/.test(value)
    ? `mailto:${value}`
    : undefined;
}

/** tel: with the digits (and a leading +) of a number of 6 to 15 digits; else none. */
export function telOf(phone: string | undefined): string | undefined {
  const value = phone?.trim() ?? "";
  if (!/^\+?[0-9 ().-]+$/.test(value)) return undefined;
  const digits = value.replace(/[^0-9]/g, "");
  if (digits.length < 6 || digits.length > 15) return undefined;
  return `tel:${value.startsWith("+") ? "+" : ""}${digits}`;
}
