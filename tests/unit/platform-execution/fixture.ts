import { afterAll, beforeAll, expect } from "vitest";
import { createExecutionPool, type ExecutionPoolOptions } from "~server/platform/execution/pool";
import type {
  ExecutionLimits,
  ExecutionOutcome,
  ExecutionPool,
} from "~server/platform/execution/types";

/** Loading Pyodide or PGlite takes seconds, more when test files load them side by side. */
export const LOAD_TIMEOUT = 120_000;
export const RUN_TIMEOUT = 60_000;

/** A pool of two real workers for one test file: created before its tests, closed after them. */
export function usePool(options: Partial<ExecutionPoolOptions> = {}, warmUp?: string) {
  let pool: ExecutionPool;
  beforeAll(async () => {
    pool = createExecutionPool({ size: 2, ...options });
    // One run per worker, so that the runtime under test is loaded before anything is timed.
    if (warmUp) await Promise.all([run(warmUp, ""), run(warmUp, "")]);
  }, LOAD_TIMEOUT);
  afterAll(() => pool.close());

  function run(
    languageId: string,
    sourceCode: string,
    extra: { input?: string; setup?: string; limits?: Partial<ExecutionLimits> } = {},
  ): Promise<ExecutionOutcome> {
    return pool.run({ languageId, sourceCode, input: extra.input ?? "", ...extra });
  }
  return { run, pool: () => pool };
}

/** Measures are best effort: only that they are there and not negative is checked. */
export function expectMeasured(outcome: ExecutionOutcome) {
  expect("timeMs" in outcome && outcome.timeMs >= 0).toBe(true);
  expect("memoryKb" in outcome && outcome.memoryKb >= 0).toBe(true);
}
