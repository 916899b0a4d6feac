import type { RunIdentity } from "./fair-queue";

/**
 * The execution engine's interface: what the platform's practice service asks of it. The engine
 * runs one program on one input, sandboxed, off the event loop, in a bounded worker pool.
 */

export interface ExecutionLimits {
  /** Wall time of one run, from the moment a worker starts it (queue time not counted). */
  wallMs: number;
  /** Memory the program may use (QuickJS heap; WASM linear memory growth for the others). */
  memoryMb: number;
  /** Bytes of stdout + stderr kept; more ends the run with an output-limit outcome. */
  outputBytes: number;
}

export const DEFAULT_LIMITS: ExecutionLimits = {
  wallMs: 3000,
  memoryMb: 256,
  outputBytes: 64 * 1024,
};

export interface ExecutionRequest {
  languageId: string;
  sourceCode: string;
  /** stdin of the program. */
  input: string;
  /** SQL only: statements run before the learner's query (schema and rows), not timed. */
  setup?: string;
  limits?: Partial<ExecutionLimits>;
}

/** The rows of a SQL run's last statement with columns, with their headers (cells as text). */
export interface SqlTable {
  columns: string[];
  rows: (string | null)[][];
}

interface Measured {
  stdout: string;
  /** SQL runs: what stdout holds, as a table with column names. */
  table?: SqlTable;
  stderr: string;
  /** Wall time of the run itself, ms. */
  timeMs: number;
  /** Peak memory of the run, KB (best effort per runtime). */
  memoryKb: number;
}

export type ExecutionOutcome =
  | ({ kind: "ok" } & Measured)
  | ({ kind: "compile-error"; message: string } & Measured)
  | ({ kind: "runtime-error"; message: string } & Measured)
  | ({ kind: "time-limit"; message: string } & Measured)
  | ({ kind: "memory-limit"; message: string } & Measured)
  | ({ kind: "output-limit"; message: string } & Measured)
  /** A language this engine does not run (and no Judge0 is configured). */
  | { kind: "unsupported"; message: string }
  /** The engine itself failed (worker crashed on start, Judge0 unreachable): not the learner's fault. */
  | { kind: "internal-error"; message: string };

/** Who a run is for: its turn in the queue and its pending cap are its identity's (decision 033). */
export type { RunIdentity };

export interface RunHooks {
  /** Called once, when a worker takes the run (the submission turns from QUEUED to RUNNING). */
  onStart?: () => void;
}

/**
 * One of an identity's pending places, held from a submission's start call to its verdict (a
 * Submit's test cases are several runs of one submission). Its runs queue in its identity's lane.
 */
export interface RunAdmission {
  run(request: ExecutionRequest, hooks?: RunHooks): Promise<ExecutionOutcome>;
  /** A submission's cases: see ExecutionPool.runCases. */
  runCases(
    request: ExecutionRequest,
    inputs: readonly string[],
    hooks?: RunHooks,
  ): Promise<ExecutionOutcome[]>;
  /** Gives the place back (idempotent): call it once the submission has its verdict. */
  release(): void;
}

export interface PoolStats {
  size: number;
  busy: number;
  queued: number;
  /** Runs on Judge0 now, and runs waiting for one of its places (when Judge0 is configured). */
  judge0Active?: number;
  judge0Waiting?: number;
}

export interface ExecutionPool {
  /** A run of no identity (tests, tools): one shared lane, no pending cap. */
  run(request: ExecutionRequest, hooks?: RunHooks): Promise<ExecutionOutcome>;
  /**
   * One program on each of `inputs` (a submission's cases), as one job of one worker (decision
   * 062): each case has its own wall time and outcome; Python runs them in one fresh interpreter
   * (fresh globals and streams per case), the other runtimes in a fresh instance each. It stops
   * after a compile error, a time-out or a failure of the runner: the outcomes up to there.
   */
  runCases(
    request: ExecutionRequest,
    inputs: readonly string[],
    hooks?: RunHooks,
  ): Promise<ExecutionOutcome[]>;
  /** A pending place of this identity, or undefined when it has its cap of them already. */
  admit(identity: RunIdentity): RunAdmission | undefined;
  stats(): PoolStats;
  /**
   * The languages this pool can run (docs/contract.md "Languages that run"): the workers' own
   * WebAssembly runtimes, and Judge0's languages when JUDGE0_URL is set.
   */
  runnableLanguages(): ReadonlySet<string>;
  /**
   * Loads these languages' runtimes in every worker, in the background (a no-op run per worker),
   * so that the first learner's run does not pay the load. Resolves when they are loaded.
   */
  warm(languageIds: readonly string[]): Promise<void>;
  /** Ends every worker; runs still queued end with internal-error. */
  close(): Promise<void>;
}
