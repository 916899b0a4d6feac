import path from "node:path";
import { Worker } from "node:worker_threads";
import { notExecutedMessage } from "../../../app/contract/code-values";
import { createJudge0Client } from "./judge0";
import {
  DEFAULT_LIMITS,
  type ExecutionLimits,
  type ExecutionOutcome,
  type ExecutionPool,
  type ExecutionRequest,
  type RunHooks,
} from "./types";

export interface ExecutionPoolOptions {
  /** Worker threads (each keeps its runtimes warm). */
  size: number;
  /** Runs waiting beyond this end at once (a busy platform says so instead of piling up). */
  maxQueue?: number;
  /** JUDGE0_URL: the languages this engine does not run go there. */
  judge0Url?: string;
  judge0Token?: string;
  defaultLimits?: Partial<ExecutionLimits>;
}

/** The languages the workers run (server/platform/execution/runtimes). */
export const LOCAL_LANGUAGES = new Set(["javascript12", "python3", "sqlite", "psql"]);
export const POOL_BUSY = "The code runner is busy. Try again in a minute.";
export const POOL_CLOSED = "The code runner has stopped.";
/** Past the deadline, the worker gets this long to end the run itself before it is killed. */
const KILL_GRACE_MS = 1000;
/** Loading a runtime (Pyodide: about 2 s) may take this long before the run is given up. */
const LOAD_TIMEOUT_MS = 60_000;

interface Job {
  request: ExecutionRequest;
  limits: ExecutionLimits;
  hooks?: RunHooks;
  resolve: (outcome: ExecutionOutcome) => void;
}

interface Slot {
  worker: Worker;
  interrupt: Int32Array;
  job?: Job;
  timer?: NodeJS.Timeout;
}

const WORKER_FILE = path.join(__dirname, "worker.mjs");
let nextJobId = 0;

/**
 * A bounded pool of worker threads that run learners' code off the event loop (docs/contract.md,
 * "Code practice"). Runs wait in a FIFO queue while every worker is busy; a run past its wall
 * time is interrupted, and killed (its worker replaced) if it does not stop.
 */
export function createExecutionPool(options: ExecutionPoolOptions): ExecutionPool {
  const maxQueue = options.maxQueue ?? 200;
  const base = { ...DEFAULT_LIMITS, ...options.defaultLimits };
  const judge0 = options.judge0Url
    ? createJudge0Client({ url: options.judge0Url, token: options.judge0Token })
    : undefined;
  const slots: (Slot | undefined)[] = Array.from({ length: options.size }, () => undefined);
  const queue: Job[] = [];
  let closed = false;

  const spawn = (): Slot => {
    const shared = new SharedArrayBuffer(4);
    const worker = new Worker(WORKER_FILE, { workerData: { interruptBuffer: shared } });
    // A worker that dies unasked (a crash inside a runtime) fails its run; the slot is refilled.
    worker.on("error", () => undefined);
    worker.unref();
    return { worker, interrupt: new Int32Array(shared) };
  };

  const finish = (index: number, outcome: ExecutionOutcome, replace: boolean) => {
    const slot = slots[index];
    if (!slot?.job) return;
    const job = slot.job;
    slot.job = undefined;
    clearTimeout(slot.timer);
    if (replace) {
      slot.worker.removeAllListeners("message");
      void slot.worker.terminate();
      slots[index] = undefined;
    }
    job.resolve(outcome);
    pump();
  };

  const start = (index: number, job: Job) => {
    const slot = (slots[index] ??= spawn());
    slot.job = job;
    const id = ++nextJobId;
    const timeUp = (message: string) =>
      finish(
        index,
        {
          kind: "time-limit",
          message,
          stdout: "",
          stderr: "",
          timeMs: job.limits.wallMs,
          memoryKb: 0,
        },
        true,
      );
    slot.timer = setTimeout(
      () =>
        finish(
          index,
          { kind: "internal-error", message: "The runtime did not load in time." },
          true,
        ),
      LOAD_TIMEOUT_MS,
    );
    slot.worker.removeAllListeners("message");
    slot.worker.removeAllListeners("exit");
    slot.worker.on("exit", () => {
      if (slots[index] === slot) slots[index] = undefined;
      if (slot.job) {
        const orphan = slot.job;
        slot.job = undefined;
        clearTimeout(slot.timer);
        orphan.resolve({
          kind: "internal-error",
          message: "The code runner stopped unexpectedly.",
        });
        pump();
      }
    });
    slot.worker.on(
      "message",
      (message: {
        id: number;
        type: string;
        outcome?: ExecutionOutcome & { recycle?: boolean };
      }) => {
        if (message.id !== id) return;
        if (message.type === "started") {
          job.hooks?.onStart?.();
          clearTimeout(slot.timer);
          // First ask the runtime to stop (Python: KeyboardInterrupt; QuickJS checks its own
          // deadline), then kill the worker if it has not.
          slot.timer = setTimeout(() => {
            Atomics.store(slot.interrupt, 0, 2);
            slot.timer = setTimeout(() => timeUp("Time limit exceeded"), KILL_GRACE_MS);
          }, job.limits.wallMs);
          return;
        }
        const { recycle, ...outcome } = message.outcome ?? {
          kind: "internal-error",
          message: "No outcome",
        };
        finish(index, outcome as ExecutionOutcome, Boolean(recycle));
      },
    );
    slot.worker.postMessage({ id, request: job.request, limits: job.limits });
  };

  function pump() {
    if (closed) return;
    for (let index = 0; index < slots.length && queue.length; index++) {
      if (!slots[index]?.job) start(index, queue.shift()!);
    }
  }

  const busy = () => slots.filter((slot) => slot?.job).length;

  return {
    run(request, hooks) {
      const limits = { ...base, ...request.limits };
      if (closed) return Promise.resolve({ kind: "internal-error", message: POOL_CLOSED });
      if (!LOCAL_LANGUAGES.has(request.languageId)) {
        if (!judge0) {
          return Promise.resolve({
            kind: "unsupported",
            message: notExecutedMessage(request.languageId),
          });
        }
        return judge0.run(request, limits, hooks);
      }
      if (queue.length >= maxQueue)
        return Promise.resolve({ kind: "internal-error", message: POOL_BUSY });
      return new Promise((resolve) => {
        queue.push({ request, limits, hooks, resolve });
        pump();
      });
    },
    stats() {
      return { size: slots.length, busy: busy(), queued: queue.length };
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0))
        job.resolve({ kind: "internal-error", message: POOL_CLOSED });
      await Promise.all(
        slots.map(async (slot, index) => {
          if (!slot) return;
          if (slot.job) {
            const job = slot.job;
            slot.job = undefined;
            clearTimeout(slot.timer);
            job.resolve({ kind: "internal-error", message: POOL_CLOSED });
          }
          slots[index] = undefined;
          slot.worker.removeAllListeners();
          await slot.worker.terminate();
        }),
      );
    },
  };
}
