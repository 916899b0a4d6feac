/**
 * The platform's notion of "now", in milliseconds. Passcode and token expiry read it through this
 * one function so tests can move time (startPlatform's `now` option, POST /__test/advance-clock).
 */
export type Clock = () => number;

/** Timestamps are stored as ISO-8601 UTC text: fixed width, so text comparison is time order. */
export const isoAt = (ms: number): string => new Date(ms).toISOString();

export const msOf = (iso: string): number => Date.parse(iso);
