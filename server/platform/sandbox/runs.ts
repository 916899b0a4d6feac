import { randomBytes } from "node:crypto";
import type { SubmissionStatus } from "../../../app/contract/code-values";
import type { NotebookCellOutput } from "../../../app/contract/sandbox";

/** The answer of a finished sandbox run (sandbox/status, docs/contract.md "Sandboxes"). */
export interface SandboxRunResult {
  status: "ACCEPTED" | "REJECTED";
  stdout?: string;
  stderr?: string;
  message?: string;
  timeMs?: number;
  /** Notebook cells only. */
  outputs?: NotebookCellOutput[];
}

/** A sandbox run (files or one notebook cell) in progress or finished. */
export interface SandboxRunRecord {
  id: string;
  kind: "files" | "cell";
  userId: string;
  status: SubmissionStatus;
  result?: SandboxRunResult;
  createdAt: number;
}

/** Finished runs are kept this long for their status calls (the poller asks within 90 s). */
const KEEP_MS = 30 * 60 * 1000;
const MAX_RUNS = 10_000;

/** The sandbox runs of this process, in memory like practice runs (server/platform/practice/runs.ts). */
export function createSandboxRunStore(now: () => number) {
  const runs = new Map<string, SandboxRunRecord>();
  const finished = (run: SandboxRunRecord) =>
    run.status === "ACCEPTED" || run.status === "REJECTED";

  const prune = () => {
    const cutoff = now() - KEEP_MS;
    for (const [id, run] of runs) {
      if (runs.size <= MAX_RUNS && run.createdAt >= cutoff) break;
      if (finished(run) || runs.size > MAX_RUNS) runs.delete(id);
    }
  };

  return {
    create(kind: SandboxRunRecord["kind"], userId: string): SandboxRunRecord {
      prune();
      const run: SandboxRunRecord = {
        id: randomBytes(12).toString("base64url"),
        kind,
        userId,
        status: "CREATED",
        createdAt: now(),
      };
      runs.set(run.id, run);
      return run;
    },
    /** A run of this user (someone else's run is as unknown as a missing one). */
    findOf(userId: string, id: string): SandboxRunRecord | undefined {
      const run = runs.get(id);
      return run?.userId === userId ? run : undefined;
    },
    pendingOf(userId: string): number {
      let count = 0;
      for (const run of runs.values()) if (run.userId === userId && !finished(run)) count += 1;
      return count;
    },
  };
}

export type SandboxRunStore = ReturnType<typeof createSandboxRunStore>;
