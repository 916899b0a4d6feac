/** Helpers the display family's looks share: zod-free, for the browser. */

/** The label of a known value of a lenient enum; an unknown value shows nothing. */
export function labelOf<K extends string>(
  labels: Record<K, string>,
  value: string | undefined,
): string | undefined {
  return value && Object.prototype.hasOwnProperty.call(labels, value)
    ? labels[value as K]
    : undefined;
}

/** A share as a whole percentage 0..100; undefined when there is no whole to share. */
export function percentOf(part: number | undefined, whole: number | undefined): number | undefined {
  if (part === undefined || !whole || whole <= 0 || !Number.isFinite(part)) return undefined;
  return Math.min(100, Math.max(0, Math.round((part / whole) * 100)));
}

/** A number without needless decimals: 18, 18.5. */
export function plainNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 10) / 10);
}
