/**
 * Looks the account family's kinds share: zod-free, for the browser (the schemas are
 * server-side). Dates are shown in the product's home time zone, so the server's HTML and the
 * browser's render agree.
 */

/** "2026-03-02" or "2026-03-02T10:30:00Z" / "+05:30". */
export const ISO_DATE_PATTERN =
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

const TIME_ZONE = "Asia/Kolkata";

const DATE = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: TIME_ZONE });
const DATE_TIME = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: TIME_ZONE,
});

/** "2 Mar 2026"; a value that is not a date is shown as it is. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : DATE.format(new Date(time));
}

/**
 * "2 Mar 2026, 11:30 pm": the same day as formatDate for the same instant (an order and a
 * submission never disagree on the day, issue 44), whatever the server's or browser's zone.
 */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : DATE_TIME.format(new Date(time));
}

/** The machine-readable value of a <time> element: the date part of an ISO value. */
export function dateTimeAttr(iso: string): string {
  return ISO_DATE_PATTERN.test(iso) ? iso : "";
}

/** A status value as words when it is not one we know: "ON_HOLD" -> "On hold". */
export function wordsOf(value: string): string {
  const words = value.toLowerCase().replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * How a status reads: its text, the glyph beside it (the meaning never rests on colour alone)
 * and the background key of its badge.
 */
export interface StatusLook {
  label: string;
  icon: "check" | "clock" | "cross" | "info";
  bg: "green-light" | "yellow-light" | "pink-light" | "blue-light";
}

/** The glyph of each icon: text, so it shows with or without styles and images. */
export const STATUS_GLYPHS: Record<StatusLook["icon"], string> = {
  check: "✓",
  clock: "◷",
  cross: "✕",
  info: "i",
};
