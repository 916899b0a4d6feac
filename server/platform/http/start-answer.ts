import type { ServerResponse } from "node:http";

/**
 * A start call's `result` (docs/contract.md "A result in the start answer"): what `read()` gives
 * when `isFinal` holds at once, or once `settled` resolves (the run store's promise: the run
 * finished) within `waitMs` (PLATFORM_START_ANSWER_WAIT_MS, START_ANSWER_WAIT_MS by default);
 * undefined when the run is still going then (the client polls on the spec's schedule) or the
 * caller left. Nothing polls: the wait ends on the first of the three.
 */
export async function resultWithin<T>(
  res: ServerResponse,
  read: () => T | undefined,
  isFinal: (value: T) => boolean,
  waitMs: number,
  settled: Promise<unknown>,
): Promise<T | undefined> {
  const final = () => {
    const value = read();
    return value !== undefined && isFinal(value) ? value : undefined;
  };
  const now = final();
  if (now !== undefined || waitMs <= 0 || res.destroyed) return now;
  let timer: NodeJS.Timeout | undefined;
  let onClose: (() => void) | undefined;
  try {
    await Promise.race([
      settled,
      new Promise((resolve) => (timer = setTimeout(resolve, waitMs))),
      new Promise<void>((resolve) => res.once("close", (onClose = resolve))),
    ]);
  } finally {
    clearTimeout(timer);
    if (onClose) res.off("close", onClose);
  }
  return res.destroyed ? undefined : final();
}

/**
 * A status call's answer, held like a start call (docs/contract.md "A result in the start
 * answer"): up to `waitMs` for the run to finish, then the answer as it stands. A run that waits
 * for its runtime to load (the first runs after the platform starts, decision 053) is then seen
 * finished within the spec's poll count, which counts calls, not seconds.
 */
export async function statusWithin<T>(
  res: ServerResponse,
  read: () => T,
  isFinal: (value: T) => boolean,
  waitMs: number,
  settled: Promise<unknown>,
): Promise<T> {
  return (await resultWithin(res, read, isFinal, waitMs, settled)) ?? read();
}

/** The start answer: the fields, plus `result` when there is one. */
export function withResult<A extends object, R>(answer: A, result: R | undefined) {
  return result === undefined ? answer : { ...answer, result };
}
