import { randomBytes } from "node:crypto";
import { START_ANSWER_WAIT_MS, type SubmissionStatus } from "~/contract/code-values";
import type { CodeRunRepository, CodeRunRow } from "../db/code-runs";
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

export interface RunOwnerOptions {
  /** After how long without a heartbeat a run's process counts as dead (OWNER_LOST_MS). */
  ownerLostMs?: number;
  /** The real clock, for heartbeats (the business clock `now` may be moved in test mode). */
  wallClock?: () => number;
}

/**
 * This process as the owner of the runs it starts (decision 054): it says every HEARTBEAT_MS in
 * the database that it is alive, and removes that on a clean stop (`close`, before the database
 * closes). One per process, shared by every database run store (practice, compiler, sandbox).
 */
export function createRunOwner(rows: CodeRunRepository, options: RunOwnerOptions = {}) {
  const ownerLostMs = options.ownerLostMs ?? OWNER_LOST_MS;
  const wallClock = options.wallClock ?? Date.now;
  const id = randomBytes(9).toString("base64url");
  const beat = () => {
    const at = wallClock();
    rows.beat(id, at, at - 10 * Math.max(ownerLostMs, HEARTBEAT_MS));
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
  return {
    id,
    /** Whether the process following this row stopped or fell silent (never this process). */
    lost(row: { owner: string | null; owner_seen_at: number | null }): boolean {
      return (
        row.owner !== id &&
        (row.owner_seen_at === null || wallClock() - row.owner_seen_at > ownerLostMs)
      );
    },
    /** Stops following runs (a clean stop): readers close this process's runs at once. */
    close(): void {
      clearInterval(heartbeat);
      try {
        rows.gone(id);
      } catch {
        // the database is closed already
      }
    },
  };
}

export type RunOwner = ReturnType<typeof createRunOwner>;

/** How one kind of run lives in a `code_runs` row (the verdict column holds its answer's JSON). */
export interface RunRowCodec<R extends TrackedRun> {
  /** The row kinds this store answers: another store's rows are unknown to it. */
  kinds: readonly string[];
  columns(run: R): { kind: string; user_id: string | null; mode: string; language_id: string };
  /** The run of a row of one of `kinds`. */
  read(row: CodeRunRow): R;
  /** The answer's JSON for the verdict column, or null while there is none. */
  verdict(run: R): string | null;
  /** The run made final and failed with this message (its process died, or it is stuck). */
  fail(run: R, message: string): void;
}

/** How often a status call held on another process's run reads its row again (decision 056). */
const SETTLED_POLL_MS = 250;

export interface DatabaseRunsOptions {
  /** How long a held status call may wait (the platform's start-answer wait). */
  pollForMs?: number;
}

/**
 * Runs in the platform's database (EXECUTION_BACKEND=judge0, decision 050): any platform process
 * that shares the database answers any run's status. The process that started a run (its
 * `owner`) follows it on Judge0 and writes each change; a run whose owner stopped or fell silent
 * is closed by the first process that reads it, with RUNNER_LOST, so no poll waits for a verdict
 * that cannot come (decision 054). Finished runs go after KEEP_MS.
 */
export function createDatabaseRuns<R extends TrackedRun>(
  rows: CodeRunRepository,
  now: () => number,
  owner: RunOwner,
  codec: RunRowCodec<R>,
  options: DatabaseRunsOptions = {},
) {
  let pruned = 0;
  /** Start calls of this process waiting for their run (the process that follows it on Judge0). */
  const waiting = new Map<string, Array<() => void>>();
  const store = {
    create(fields: Omit<R, keyof TrackedRun>): R {
      const run = {
        ...fields,
        id: randomBytes(12).toString("base64url"),
        status: "CREATED",
        createdAt: now(),
      } as R;
      if (run.createdAt - pruned > 60_000) {
        pruned = run.createdAt;
        rows.prune(run.createdAt - KEEP_MS);
      }
      rows.insert({
        id: run.id,
        ...codec.columns(run),
        status: run.status,
        created_at: run.createdAt,
        owner: owner.id,
      });
      return run;
    },
    find(id: string): R | undefined {
      const row = rows.find(id);
      if (!row || !codec.kinds.includes(row.kind)) return undefined;
      const run = codec.read(row);
      if (finished(run)) return run;
      const ownerLost = owner.lost(row);
      if (ownerLost || now() - run.createdAt > ORPHAN_MS) {
        codec.fail(run, ownerLost ? RUNNER_LOST : RUNNER_FAILED);
        // Closed in the database, once: every process answers the same verdict from now on.
        if (!rows.closeUnfinished(run.id, "REJECTED", codec.verdict(run) ?? "null")) {
          return store.find(id);
        }
      }
      return run;
    },
    save(run: R): void {
      rows.update(run.id, run.status, codec.verdict(run));
    },
    settle(run: R): void {
      store.save(run);
      const waiters = waiting.get(run.id);
      waiting.delete(run.id);
      for (const wake of waiters ?? []) wake();
    },
    settled(id: string): Promise<void> {
      const run = store.find(id);
      if (!run || finished(run)) return Promise.resolve();
      if (rows.find(id)?.owner === owner.id) {
        return new Promise((resolve) => {
          waiting.set(id, [...(waiting.get(id) ?? []), resolve]);
        });
      }
      // Another process follows it: its changes reach this one through the database only. Read
      // (and close, once its owner is lost) until it is final or the caller's wait is over.
      const until = Date.now() + (options.pollForMs ?? START_ANSWER_WAIT_MS);
      return new Promise((resolve) => {
        const timer = setInterval(() => {
          let done = true;
          try {
            const again = store.find(id);
            done = !again || finished(again) || Date.now() >= until;
          } catch {
            // the database closed by a shutdown: nothing more to wait for
          }
          if (done) {
            clearInterval(timer);
            resolve();
          }
        }, SETTLED_POLL_MS);
        timer.unref();
      });
    },
  };
  return store;
}

/** Practice submissions and compiler runs as rows (kinds "submission" and "compiler"). */
const practiceCodec: RunRowCodec<RunRecord> = {
  kinds: ["submission", "compiler"],
  columns: (run) => ({
    kind: run.kind,
    user_id: run.userId ?? null,
    mode: run.mode,
    language_id: run.languageId,
  }),
  read: (row) => ({
    id: row.id,
    kind: row.kind === "compiler" ? "compiler" : "submission",
    userId: row.user_id ?? undefined,
    mode: row.mode === "SUBMIT" ? "SUBMIT" : "RUN",
    languageId: row.language_id,
    status: row.status,
    verdict: row.verdict ? (JSON.parse(row.verdict) as Verdict) : undefined,
    createdAt: row.created_at,
  }),
  verdict: (run) => (run.verdict ? JSON.stringify(run.verdict) : null),
  fail(run, message) {
    run.status = "REJECTED";
    run.verdict = lostVerdict(message);
  },
};

/** Practice and compiler runs in the database (createDatabaseRuns). */
export function createDatabaseRunStore(
  rows: CodeRunRepository,
  now: () => number,
  owner: RunOwner,
  options: DatabaseRunsOptions = {},
): RunStore {
  return createDatabaseRuns(rows, now, owner, practiceCodec, options);
}
