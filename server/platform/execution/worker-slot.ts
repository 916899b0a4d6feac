import path from "node:path";
import { Worker } from "node:worker_threads";
import type { ExecutionLimits, ExecutionOutcome, ExecutionRequest } from "./types";

/**
 * Plain JavaScript beside this file, so that it starts the same under tsx, vitest and node.
 * (`__dirname` is wrong when tsx loads this file for an ES module; `__filename` is not.)
 */
const WORKER_FILE = path.join(path.dirname(__filename), "worker.mjs");
/** Past the deadline the worker gets this long to end the run itself before it is killed. */
const KILL_GRACE_MS = 250;
/** Loading a runtime (Pyodide: about 2 s, more on a busy machine) may take this long. */
const LOAD_TIMEOUT_MS = 60_000;
const RESOURCE_LIMITS = {
  // JavaScript objects only (PGlite's result rows, output): the runtimes' heaps are WebAssembly.
  maxOldGenerationSizeMb: 512,
  // Deep recursion in QuickJS and Python runs on this stack (quickjs.mjs sizes its own below it).
  stackSizeMb: 16,
};

export const TIME_LIMIT = "Time limit exceeded";
export const WORKER_LOST = "The code runner stopped unexpectedly.";

export interface SlotAnswer {
  /** The run's outcome; for several inputs, the last case's. */
  outcome: ExecutionOutcome;
  /** Several inputs (a submission's cases): each case's outcome, in order, up to where it stopped. */
  outcomes?: ExecutionOutcome[];
  /** The worker is not to be used again (killed, crashed, or asked to be replaced). */
  recycle: boolean;
}

interface WorkerMessage {
  id: number;
  /** started: a case began (its wall time runs); case: it ended; done: the job ended. */
  type: "started" | "case" | "done" | "ready";
  outcome?: ExecutionOutcome;
  recycle?: boolean;
  /** ready: the languages whose next instance is prepared now (worker.mjs). */
  languages?: string[];
}

interface Current {
  id: number;
  limits: ExecutionLimits;
  started: boolean;
  /** The outcomes of the cases that ended so far. */
  outcomes: ExecutionOutcome[];
  onStart?: () => void;
  timer?: NodeJS.Timeout;
  resolve: (answer: SlotAnswer) => void;
}

let nextId = 0;

/**
 * One worker thread and the run it is doing. The hard wall-time limit lives here, on the main
 * thread: at the deadline the worker is asked to stop (Python: KeyboardInterrupt, QuickJS: its
 * interrupt handler), and a run still going KILL_GRACE_MS later is ended by terminating the
 * worker. The worker gets no environment variables: nothing secret is in reach of a runtime.
 */
export class WorkerSlot {
  private readonly worker: Worker;
  private readonly interrupt: Int32Array;
  private current?: Current;
  private crash?: Error;
  dead = false;
  /** The languages whose next run finds its instance prepared (the worker says after each job). */
  ready: ReadonlySet<string> = new Set();
  /** The languages this worker has loaded (prepared or being prepared). */
  readonly loaded = new Set<string>();

  constructor() {
    const interruptBuffer = new SharedArrayBuffer(4);
    this.interrupt = new Int32Array(interruptBuffer);
    this.worker = new Worker(WORKER_FILE, {
      workerData: { interruptBuffer },
      env: {},
      resourceLimits: RESOURCE_LIMITS,
    });
    this.worker.unref();
    this.worker.on("message", (message: WorkerMessage) => this.onMessage(message));
    this.worker.on("error", (error) => (this.crash = error));
    this.worker.on("exit", () => this.onExit());
  }

  get busy(): boolean {
    return this.current !== undefined;
  }

  /**
   * Runs the request on its input, or on each of `inputs` in one job (a submission's cases, each
   * with its own wall time; worker.mjs stops at a compile error, a time-out or a failure).
   */
  run(
    request: ExecutionRequest,
    limits: ExecutionLimits,
    onStart?: () => void,
    inputs?: readonly string[],
  ) {
    return new Promise<SlotAnswer>((resolve) => {
      const id = ++nextId;
      this.current = { id, limits, started: false, outcomes: [], onStart, resolve };
      this.loadTimer(this.current);
      this.ready = new Set();
      this.loaded.add(request.languageId);
      this.worker.postMessage({ id, request, limits, inputs: inputs ?? [request.input] });
    });
  }

  /** Until the next case starts, its runtime may take LOAD_TIMEOUT_MS to be made. */
  private loadTimer(current: Current) {
    clearTimeout(current.timer);
    current.timer = setTimeout(
      () => this.kill({ kind: "internal-error", message: "The runtime did not load in time." }),
      LOAD_TIMEOUT_MS,
    );
  }

  /** Ends the worker; a run in progress ends with `outcome`. */
  async terminate(outcome: ExecutionOutcome = { kind: "internal-error", message: WORKER_LOST }) {
    this.kill(outcome);
    await this.worker.terminate().catch(() => undefined);
  }

  /** Ends the job: the cases that ended, then `last` when the job ended inside a case. */
  private settle(recycle: boolean, last?: ExecutionOutcome) {
    const current = this.current;
    if (!current) return;
    clearTimeout(current.timer);
    this.current = undefined;
    if (recycle) this.dead = true;
    const outcomes = last ? [...current.outcomes, last] : current.outcomes;
    const outcome = outcomes.at(-1) ?? { kind: "internal-error", message: WORKER_LOST };
    current.resolve({ outcome, outcomes: outcomes.length ? outcomes : [outcome], recycle });
  }

  private kill(outcome: ExecutionOutcome) {
    this.dead = true;
    this.settle(true, outcome);
    void this.worker.terminate().catch(() => undefined);
  }

  private onMessage(message: WorkerMessage) {
    if (message.type === "ready") {
      // Said after a job's idle step: one that arrives once the next job began is already stale.
      if (!this.current) this.ready = new Set(message.languages ?? []);
      return;
    }
    const current = this.current;
    if (!current || message.id !== current.id) return;
    if (message.type === "done") {
      this.settle(Boolean(message.recycle));
      if (this.dead) void this.worker.terminate().catch(() => undefined);
      return;
    }
    if (message.type === "case") {
      current.outcomes.push(message.outcome ?? { kind: "internal-error", message: WORKER_LOST });
      this.loadTimer(current);
      return;
    }
    const first = !current.started;
    current.started = true;
    clearTimeout(current.timer);
    const { wallMs } = current.limits;
    current.timer = setTimeout(() => {
      Atomics.store(this.interrupt, 0, 2);
      current.timer = setTimeout(() => this.kill(timeUp(wallMs)), KILL_GRACE_MS);
    }, wallMs);
    if (!first) return;
    try {
      current.onStart?.();
    } catch {
      // The caller's bookkeeping failing is no reason to lose the run.
    }
  }

  private onExit() {
    this.dead = true;
    const current = this.current;
    if (!current) return;
    const outOfMemory =
      (this.crash as NodeJS.ErrnoException | undefined)?.code === "ERR_WORKER_OUT_OF_MEMORY";
    this.settle(
      true,
      outOfMemory && current.started
        ? { kind: "memory-limit", message: "Memory limit exceeded", ...noOutput(0) }
        : { kind: "internal-error", message: WORKER_LOST },
    );
  }
}

const noOutput = (timeMs: number) => ({ stdout: "", stderr: "", timeMs, memoryKb: 0 });

function timeUp(wallMs: number): ExecutionOutcome {
  return { kind: "time-limit", message: TIME_LIMIT, ...noOutput(wallMs) };
}
