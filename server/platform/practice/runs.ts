import { randomBytes } from "node:crypto";
import type { SubmissionStatus } from "~/contract/code-values";
import type { Verdict } from "./judge";

/** A run in progress or finished: practice submissions and compiler runs alike. */
export interface RunRecord {
  id: string;
  kind: "submission" | "compiler";
  /** The learner who started it; undefined for a visitor's compiler run. */
  userId?: string;
  mode: "RUN" | "SUBMIT";
  languageId: string;
  status: SubmissionStatus;
  verdict?: Verdict;
  createdAt: number;
}

/** Finished runs are kept this long for their status calls (the poller asks within 90 s). */
const KEEP_MS = 30 * 60 * 1000;
const MAX_RUNS = 10_000;

/** What every kept run has: practice runs, compiler runs, sandbox runs and notebook cells. */
export interface TrackedRun {
  id: string;
  status: SubmissionStatus;
  createdAt: number;
}

const finished = (run: TrackedRun) => run.status === "ACCEPTED" || run.status === "REJECTED";

/**
 * Runs kept in this process's memory: a status is asked for within seconds, and a restart ends
 * the runs in flight anyway (their pollers then answer "Something went wrong"). Finished runs go
 * after KEEP_MS, the oldest first once there are more than MAX_RUNS.
 */
export function createMemoryRuns<R extends TrackedRun>(now: () => number) {
  const runs = new Map<string, R>();
  /** Who waits for a run to finish (a start call holding its answer, start-answer.ts). */
  const waiting = new Map<string, Array<() => void>>();

  const prune = () => {
    const cutoff = now() - KEEP_MS;
    for (const [id, run] of runs) {
      if (runs.size <= MAX_RUNS && run.createdAt >= cutoff) break;
      if (finished(run) || runs.size > MAX_RUNS) runs.delete(id);
    }
  };

  return {
    create(fields: Omit<R, keyof TrackedRun>): R {
      prune();
      const run = {
        ...fields,
        id: randomBytes(12).toString("base64url"),
        status: "CREATED",
        createdAt: now(),
      } as R;
      runs.set(run.id, run);
      return run;
    },
    find(id: string): R | undefined {
      return runs.get(id);
    },
    /** The run is final now (its status set): its waiters go on. */
    settle(run: R): void {
      const waiters = waiting.get(run.id);
      waiting.delete(run.id);
      for (const wake of waiters ?? []) wake();
    },
    /** Resolves once the run is final (at once when it is, or when it is unknown). */
    settled(id: string): Promise<void> {
      const run = runs.get(id);
      if (!run || finished(run)) return Promise.resolve();
      return new Promise((resolve) => {
        const waiters = waiting.get(id) ?? [];
        waiters.push(resolve);
        waiting.set(id, waiters);
      });
    },
  };
}

/** Practice submissions and compiler runs. */
export function createRunStore(now: () => number = Date.now) {
  const runs = createMemoryRuns<RunRecord>(now);
  return {
    create: runs.create,
    find: runs.find,
    settle: runs.settle,
    settled: runs.settled,
  };
}

export type RunStore = ReturnType<typeof createRunStore>;
