/** Helpers on enumerations that the browser uses too: no zod here (the bundle budget). */

/** A lenient enum value narrowed to the known ones: an unknown value becomes the fallback look. */
export function knownOr<const T extends readonly string[]>(
  values: T,
  value: string | undefined,
  fallback: T[number],
): T[number] {
  return (values as readonly string[]).includes(value ?? "") ? (value as T[number]) : fallback;
}
