import type { Database } from "better-sqlite3";
import { COMPILER_RUNS_PER_MINUTE, START_ANSWER_WAIT_MS } from "~/contract/code-values";
import { isoAt, type Clock } from "./clock";
import { createCodeRunRepository } from "./db/code-runs";
import { createPracticeRepository } from "./db/practice";
import { createRunLimitRepository } from "./db/run-limits";
import { createSandboxRepository } from "./db/sandboxes";
import { createExecutionPool } from "./execution/pool";
import { platformLog } from "./log";
import { watchPool } from "./metrics";
import type { PlatformOptions } from "./platform-options";
import { createDatabaseRunStore, createRunOwner, createRunStore } from "./practice/runs";
import { createPracticeService } from "./practice/service";
import { createKernelStore } from "./sandbox/kernels";
import { createSandboxRunStore } from "./sandbox/runs";
import { createSandboxService } from "./sandbox/service";

/**
 * The platform's code execution: the runner pool, where runs live (memory, or the database on
 * Judge0, decisions 050, 054, 056), and the practice and sandbox services that start them.
 */
export function createCodeExecution(db: Database, clock: Clock, options: PlatformOptions) {
  const execution = options.execution;
  const practice = createPracticeRepository(db);
  // Workers start lazily (on the first run), so a platform that runs no code pays nothing.
  const pool = createExecutionPool({
    size: execution?.workers ?? 2,
    judge0Url: execution?.judge0Url,
    judge0Token: execution?.judge0Token,
    backend: execution?.backend,
    log: (event, message) => platformLog.warn(event, message),
  });
  watchPool(pool);
  const startAnswerWaitMs = options.startAnswerWaitMs ?? START_ANSWER_WAIT_MS;
  // On Judge0 several platform processes may share the database: runs live there (decision 050).
  const codeRuns = execution?.backend === "judge0" ? createCodeRunRepository(db) : undefined;
  // A status call held on another process's run reads its row until the hold ends (056).
  const heldRuns = { pollForMs: startAnswerWaitMs };
  // This process's heartbeat as the owner of the runs it starts (decision 054), one for all.
  const runOwner = codeRuns && createRunOwner(codeRuns, { ownerLostMs: execution?.runOwnerLostMs });
  const inDatabase = codeRuns && runOwner ? { rows: codeRuns, owner: runOwner } : undefined;
  // Compiler runs a minute per identity, counted in the database: every process shares it (054).
  const runLimits = createRunLimitRepository(db);
  const runsPerMinute = execution?.compilerRunsPerMinute ?? COMPILER_RUNS_PER_MINUTE;
  const practiceService = createPracticeService({
    pool,
    runs: inDatabase
      ? createDatabaseRunStore(inDatabase.rows, clock, inDatabase.owner, heldRuns)
      : createRunStore(clock),
    practice,
    now: () => isoAt(clock()),
    compilerRunWait: (identity) =>
      runsPerMinute > 0 ? runLimits.hit(identity, clock(), runsPerMinute, 60_000) : 0,
  });
  const sandboxService = createSandboxService({
    pool,
    // PLAYGROUND and PYTHON runs beside practice runs; notebook cells in memory (decision 056).
    runs: createSandboxRunStore(clock, inDatabase && { ...inDatabase, options: heldRuns }),
    kernels: createKernelStore(clock),
    sandboxes: createSandboxRepository(db),
    clock,
    shareLimits: options.sandboxShares,
  });
  return { pool, practice, practiceService, sandboxService, runOwner, startAnswerWaitMs };
}
