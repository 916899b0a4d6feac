import { randomBytes } from "node:crypto";
import type { SubmissionStatus } from "~/contract/code-values";
import type { CodeRunRepository } from "../db/code-runs";
import { RUNNER_FAILED, type Verdict } from "./judge";

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

/**
 * Practice submissions and compiler runs. `save` is called after each change of a run's status
 * or verdict: the memory store holds the very object (nothing to do), the database store writes
 * its row. `settle` saves a final run and wakes who waits for it in this process (`settled`).
 */
export interface RunStore {
  create(fields: Omit<RunRecord, keyof TrackedRun>): RunRecord;
  find(id: string): RunRecord | undefined;
  save(run: RunRecord): void;
  settle(run: RunRecord): void;
  /** Resolves once the run is final (at once when it is, or when it is unknown). */
  settled(id: string): Promise<void>;
  /** Stops following runs (the database store's heartbeat); before the database closes. */
  close?(): void;
}

/** This process's memory: a status must be asked of the process that started the run. */
export function createRunStore(now: () => number = Date.now): RunStore {
  const runs = createMemoryRuns<RunRecord>(now);
  return {
    create: runs.create,
    find: runs.find,
    save: () => {},
    settle: runs.settle,
    settled: runs.settled,
  };
}

/**
 * A run still unfinished this long after it started has lost its process (a Judge0 run ends
 * within its wall time and Judge0's queue allowance, under a minute): it reads as failed.
 */
const ORPHAN_MS = 5 * 60 * 1000;

/** How often a process following runs says so in the database (decision 054). */
const HEARTBEAT_MS = 2_000;
/** A process silent this long has died: its unfinished runs are closed by whoever reads them. */
export const OWNER_LOST_MS = 15_000;

/** A run whose process died before its verdict (ours, decision 054): the learner may run again. */
export const RUNNER_LOST = "The code runner stopped before this run finished. Run your code again.";

const lostVerdict = (message: string): Verdict => ({
  status: "REJECTED",
  message,
  timeMs: 0,
  memoryKb: 0,
  testCases: [],
  passedCount: 0,
  totalCount: 0,
});

export interface DatabaseRunStoreOptions {
  /** After how long without a heartbeat a run's process counts as dead (OWNER_LOST_MS). */
  ownerLostMs?: number;
  /** The real clock, for heartbeats (the business clock `now` may be moved in test mode). */
  wallClock?: () => number;
}

/**
 * The platform's database (EXECUTION_BACKEND=judge0, decision 050): any platform process that
 * shares the database answers any run's status. The process that started a run follows it on
 * Judge0, writes each change, and says every HEARTBEAT_MS that it is alive; a run whose process
 * stopped (a clean stop removes its heartbeat) or fell silent for `ownerLostMs` is closed by the
 * first process that reads it, with RUNNER_LOST, so no poll waits for a verdict that cannot come
 * (decision 054). Finished runs go after KEEP_MS.
 */
export function createDatabaseRunStore(
  rows: CodeRunRepository,
  now: () => number,
  options: DatabaseRunStoreOptions = {},
): RunStore {
  const ownerLostMs = options.ownerLostMs ?? OWNER_LOST_MS;
  const wallClock = options.wallClock ?? Date.now;
  const processId = randomBytes(9).toString("base64url");
  const beat = () => {
    const at = wallClock();
    rows.beat(processId, at, at - 10 * Math.max(ownerLostMs, HEARTBEAT_MS));
  };
  beat();
  const heartbeat = setInterval(() => {
    try {
      beat();
    } catch {
      // a database closed by a shutdown: the next reader finds this process gone
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let pruned = 0;
  /** Start calls of this process waiting for their run (the process that follows it on Judge0). */
  const waiting = new Map<string, Array<() => void>>();
  const store: RunStore = {
    create(fields) {
      const run: RunRecord = {
        ...fields,
        id: randomBytes(12).toString("base64url"),
        status: "CREATED",
        createdAt: now(),
      };
      if (run.createdAt - pruned > 60_000) {
        pruned = run.createdAt;
        rows.prune(run.createdAt - KEEP_MS);
      }
      rows.insert({
        id: run.id,
        kind: run.kind,
        user_id: run.userId ?? null,
        mode: run.mode,
        language_id: run.languageId,
        status: run.status,
        created_at: run.createdAt,
        owner: processId,
      });
      return run;
    },
    find(id) {
      const row = rows.find(id);
      if (!row) return undefined;
      const run: RunRecord = {
        id: row.id,
        kind: row.kind === "compiler" ? "compiler" : "submission",
        userId: row.user_id ?? undefined,
        mode: row.mode === "SUBMIT" ? "SUBMIT" : "RUN",
        languageId: row.language_id,
        status: row.status,
        verdict: row.verdict ? (JSON.parse(row.verdict) as Verdict) : undefined,
        createdAt: row.created_at,
      };
      if (finished(run)) return run;
      const ownerLost =
        row.owner !== processId &&
        (row.owner_seen_at === null || wallClock() - row.owner_seen_at > ownerLostMs);
      if (ownerLost || now() - run.createdAt > ORPHAN_MS) {
        const verdict = lostVerdict(ownerLost ? RUNNER_LOST : RUNNER_FAILED);
        // Closed in the database, once: every process answers the same verdict from now on.
        if (rows.closeUnfinished(run.id, "REJECTED", JSON.stringify(verdict))) {
          run.status = "REJECTED";
          run.verdict = verdict;
        } else return store.find(id);
      }
      return run;
    },
    save(run) {
      rows.update(run.id, run.status, run.verdict ? JSON.stringify(run.verdict) : null);
    },
    settle(run) {
      store.save(run);
      const waiters = waiting.get(run.id);
      waiting.delete(run.id);
      for (const wake of waiters ?? []) wake();
    },
    settled(id) {
      const run = store.find(id);
      if (!run || finished(run)) return Promise.resolve();
      return new Promise((resolve) => {
        waiting.set(id, [...(waiting.get(id) ?? []), resolve]);
      });
    },
    close() {
      clearInterval(heartbeat);
      try {
        rows.gone(processId);
      } catch {
        // the database is closed already
      }
    },
  };
  return store;
}
