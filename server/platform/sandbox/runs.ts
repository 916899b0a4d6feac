import type { SubmissionStatus } from "~/contract/code-values";
import type { NotebookCellOutput } from "~/contract/sandbox";
import type { CodeRunRepository } from "../db/code-runs";
import {
  createDatabaseRuns,
  createMemoryRuns,
  type DatabaseRunsOptions,
  type RunOwner,
  type RunRowCodec,
} from "../practice/runs";

/** The answer of a finished sandbox run (sandbox/status, docs/contract.md "Sandboxes"). */
export interface SandboxRunResult {
  status: "ACCEPTED" | "REJECTED";
  stdout?: string;
  stderr?: string;
  message?: string;
  timeMs?: number;
  /** A PYTHON run that stopped at input() with its stdin used up (docs/contract.md). */
  awaitingInput?: boolean;
  /** Notebook cells only. */
  outputs?: NotebookCellOutput[];
}

/** A sandbox run (files or one notebook cell) in progress or finished. */
export interface SandboxRunRecord {
  id: string;
  kind: "files" | "cell";
  userId: string;
  languageId: string;
  status: SubmissionStatus;
  result?: SandboxRunResult;
  createdAt: number;
}

/** A files run as a `code_runs` row: kind "sandbox", its result's JSON in the verdict column. */
const sandboxCodec: RunRowCodec<SandboxRunRecord> = {
  kinds: ["sandbox"],
  columns: (run) => ({
    kind: "sandbox",
    user_id: run.userId,
    mode: "RUN",
    language_id: run.languageId,
  }),
  read: (row) => ({
    id: row.id,
    kind: "files",
    userId: row.user_id ?? "",
    languageId: row.language_id,
    status: row.status,
    result: row.verdict ? (JSON.parse(row.verdict) as SandboxRunResult) : undefined,
    createdAt: row.created_at,
  }),
  verdict: (run) => (run.result ? JSON.stringify(run.result) : null),
  fail(run, message) {
    run.status = "REJECTED";
    run.result = { status: "REJECTED", message };
  },
};

/**
 * The sandbox runs, kept like practice runs: in this process's memory (createMemoryRuns), or with
 * `database` (EXECUTION_BACKEND=judge0, decision 056) the files runs (PLAYGROUND and PYTHON) in
 * the platform's database, so any platform process answers their status and a run whose process
 * died is closed with RUNNER_LOST. Notebook cells stay in memory: a cell runs on its kernel's
 * history, which lives in the process that holds the kernel (kernels.ts).
 * `save` is called after each change of a run's status (the memory store holds the very object).
 */
export function createSandboxRunStore(
  now: () => number,
  database?: { rows: CodeRunRepository; owner: RunOwner; options?: DatabaseRunsOptions },
) {
  const memory = createMemoryRuns<SandboxRunRecord>(now);
  const stored =
    database &&
    createDatabaseRuns(database.rows, now, database.owner, sandboxCodec, database.options);
  const storeOf = (kind: SandboxRunRecord["kind"]) =>
    kind === "files" && stored ? stored : memory;
  return {
    create(kind: SandboxRunRecord["kind"], userId: string, languageId: string): SandboxRunRecord {
      return storeOf(kind).create({ kind, userId, languageId });
    },
    /** A run of this user (someone else's run is as unknown as a missing one). */
    findOf(userId: string, id: string): SandboxRunRecord | undefined {
      const run = memory.find(id) ?? stored?.find(id);
      return run?.userId === userId ? run : undefined;
    },
    save(run: SandboxRunRecord): void {
      if (run.kind === "files") stored?.save(run);
    },
    /** The run is final now (its result set): saved, and its waiters in this process go on. */
    settle(run: SandboxRunRecord): void {
      storeOf(run.kind).settle(run);
    },
    /** Resolves once the run is final (at once when it is, or when it is unknown). */
    settled(id: string): Promise<void> {
      return memory.find(id) || !stored ? memory.settled(id) : stored.settled(id);
    },
  };
}

export type SandboxRunStore = ReturnType<typeof createSandboxRunStore>;
