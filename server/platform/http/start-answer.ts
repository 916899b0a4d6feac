import type { ServerResponse } from "node:http";

/** The run stores keep no listeners: a check every few ms, for at most a second, costs nothing. */
const CHECK_MS = 5;

/**
 * A start call's `result` (docs/contract.md "A result in the start answer"): what `read()` gives
 * once `isFinal` holds, checked at once and then every few ms for at most `waitMs`
 * (PLATFORM_START_ANSWER_WAIT_MS, START_ANSWER_WAIT_MS by default); undefined
 * when the run is still going then (the client polls on the spec's schedule) or the caller left.
 */
export async function resultWithin<T>(
  res: ServerResponse,
  read: () => T | undefined,
  isFinal: (value: T) => boolean,
  waitMs: number,
): Promise<T | undefined> {
  const until = Date.now() + waitMs;
  for (;;) {
    const value = read();
    if (value !== undefined && isFinal(value)) return value;
    if (Date.now() >= until || res.destroyed) return undefined;
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS));
  }
}

/** The start answer: the fields, plus `result` when there is one. */
export function withResult<A extends object, R>(answer: A, result: R | undefined) {
  return result === undefined ? answer : { ...answer, result };
}
