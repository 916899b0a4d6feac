import { randomBytes } from "node:crypto";
import type { SubmissionStatus } from "../../../app/contract/code-values";
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

/**
 * The runs of this process. Runs live in memory: a status is asked for within seconds, and a
 * restart ends the runs in flight anyway (their pollers then answer "Something went wrong").
 */
export function createRunStore(now: () => number = Date.now) {
  const runs = new Map<string, RunRecord>();

  const prune = () => {
    const cutoff = now() - KEEP_MS;
    for (const [id, run] of runs) {
      if (runs.size <= MAX_RUNS && run.createdAt >= cutoff) break;
      if (run.status === "ACCEPTED" || run.status === "REJECTED" || runs.size > MAX_RUNS) {
        runs.delete(id);
      }
    }
  };

  return {
    create(fields: Omit<RunRecord, "id" | "status" | "createdAt">): RunRecord {
      prune();
      const run: RunRecord = {
        ...fields,
        id: randomBytes(12).toString("base64url"),
        status: "CREATED",
        createdAt: now(),
      };
      runs.set(run.id, run);
      return run;
    },
    find(id: string): RunRecord | undefined {
      return runs.get(id);
    },
    /** Runs of this user that have not finished yet. */
    pendingOf(userId: string | undefined, kind: RunRecord["kind"]): number {
      let count = 0;
      for (const run of runs.values()) {
        if (run.kind !== kind || run.userId !== userId) continue;
        if (run.status !== "ACCEPTED" && run.status !== "REJECTED") count += 1;
      }
      return count;
    },
  };
}

export type RunStore = ReturnType<typeof createRunStore>;
