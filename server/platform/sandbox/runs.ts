import type { SubmissionStatus } from "~/contract/code-values";
import type { NotebookCellOutput } from "~/contract/sandbox";
import { createMemoryRuns } from "../practice/runs";

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

/** The sandbox runs of this process, kept like practice runs (createMemoryRuns). */
export function createSandboxRunStore(now: () => number) {
  const runs = createMemoryRuns<SandboxRunRecord>(now);
  return {
    create(kind: SandboxRunRecord["kind"], userId: string): SandboxRunRecord {
      return runs.create({ kind, userId });
    },
    /** A run of this user (someone else's run is as unknown as a missing one). */
    findOf(userId: string, id: string): SandboxRunRecord | undefined {
      const run = runs.find(id);
      return run?.userId === userId ? run : undefined;
    },
    settle: runs.settle,
    settled: runs.settled,
  };
}

export type SandboxRunStore = ReturnType<typeof createSandboxRunStore>;
