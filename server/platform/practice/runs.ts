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
  };
}

/**
 * Practice submissions and compiler runs. `save` is called after each change of a run's status
 * or verdict: the memory store holds the very object (nothing to do), the database store writes
 * its row.
 */
export interface RunStore {
  create(fields: Omit<RunRecord, keyof TrackedRun>): RunRecord;
  find(id: string): RunRecord | undefined;
  save(run: RunRecord): void;
}

/** This process's memory: a status must be asked of the process that started the run. */
export function createRunStore(now: () => number = Date.now): RunStore {
  const runs = createMemoryRuns<RunRecord>(now);
  return { create: runs.create, find: runs.find, save: () => {} };
}

/**
 * A run still unfinished this long after it started has lost its process (a Judge0 run ends
 * within its wall time and Judge0's queue allowance, under a minute): it reads as failed.
 */
const ORPHAN_MS = 5 * 60 * 1000;

/**
 * The platform's database (EXECUTION_BACKEND=judge0, decision 050): any platform process that
 * shares the database answers any run's status. The process that started a run follows it on
 * Judge0 and writes each change; finished runs go after KEEP_MS.
 */
export function createDatabaseRunStore(rows: CodeRunRepository, now: () => number): RunStore {
  let pruned = 0;
  return {
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
      if (!finished(run) && now() - run.createdAt > ORPHAN_MS) {
        run.status = "REJECTED";
        run.verdict = {
          status: "REJECTED",
          message: RUNNER_FAILED,
          timeMs: 0,
          memoryKb: 0,
          testCases: [],
          passedCount: 0,
          totalCount: 0,
        };
      }
      return run;
    },
    save(run) {
      rows.update(run.id, run.status, run.verdict ? JSON.stringify(run.verdict) : null);
    },
  };
}
