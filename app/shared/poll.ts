import { pollDelayMs, type PollSchedule } from "~/contract/code-values";

export type PollStep<T> = { done: true; value: T } | { done: false; value?: T };

export type PollOutcome<T> =
  | { kind: "done"; value: T; polls: number }
  | { kind: "timed-out"; last?: T; polls: number }
  | { kind: "aborted"; polls: number };

export interface PollOptions<T> {
  schedule: PollSchedule;
  /** One status call; a thrown error ends the polling (the caller shows its failure text). */
  poll: () => Promise<PollStep<T>>;
  signal?: AbortSignal;
  /** The wait between polls (tests pass fake timers through setTimeout). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /**
   * What the start call's answer already says (its `result`, docs/contract.md "A result in the
   * start answer"): when it is done, the outcome is that, without a wait or a status call.
   */
  first?: PollStep<T>;
  /** Told before each wait, e.g. to show the learner that the run is still going. */
  onProgress?: (value: T | undefined, poll: number) => void;
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
  });
}

/**
 * Polls on a schedule of spec 02 section 9: waits the schedule's delay before each poll (the
 * later delay after `changeAfter` polls) and gives up after `maxPolls`. An answer that is already
 * final needs no poll (spec 02 section 4 polls only while CREATED, QUEUED or RUNNING). The browser's pollers
 * and the BFF's (the no-JavaScript submit) share it, so both keep the same limits.
 */
export async function pollOnSchedule<T>(options: PollOptions<T>): Promise<PollOutcome<T>> {
  const sleep = options.sleep ?? defaultSleep;
  if (options.first?.done) return { kind: "done", value: options.first.value, polls: 0 };
  let last: T | undefined = options.first?.value;
  for (let poll = 1; poll <= options.schedule.maxPolls; poll++) {
    await sleep(pollDelayMs(options.schedule, poll), options.signal);
    if (options.signal?.aborted) return { kind: "aborted", polls: poll - 1 };
    const step = await options.poll();
    if (step.done) return { kind: "done", value: step.value, polls: poll };
    last = step.value ?? last;
    options.onProgress?.(last, poll);
  }
  return { kind: "timed-out", last, polls: options.schedule.maxPolls };
}
