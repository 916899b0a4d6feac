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
import { WorkerSlot } from "./worker-slot";

export interface ExecutionPoolOptions {
  /** Worker threads (each keeps its runtimes warm). Default 2. */
  size: number;
  /** Runs waiting beyond this end at once: a busy platform says so instead of piling up. Default 200. */
  maxQueue?: number;
  /** JUDGE0_URL: the languages the workers do not run go there. */
  judge0Url?: string;
  /** Sent as X-Auth-Token to Judge0. */
  judge0Token?: string;
  defaultLimits?: Partial<ExecutionLimits>;
}

/** The languages the workers run (runtimes/). */
const LOCAL_LANGUAGES = new Set(["javascript12", "python3", "sqlite", "psql"]);
export const POOL_BUSY = "The code runner is busy. Try again in a minute.";
export const POOL_CLOSED = "The code runner has stopped.";

interface Job {
  request: ExecutionRequest;
  limits: ExecutionLimits;
  hooks?: RunHooks;
  resolve: (outcome: ExecutionOutcome) => void;
}

/** Limits as the runtimes can honour them (QuickJS's memory has at most 4 GB in all). */
function sanitize(limits: ExecutionLimits): ExecutionLimits {
  const clamp = (value: number, min: number, max: number, fallback: number) =>
    Number.isFinite(value) ? Math.min(max, Math.max(min, Math.floor(value))) : fallback;
  return {
    wallMs: clamp(limits.wallMs, 1, 600_000, DEFAULT_LIMITS.wallMs),
    memoryMb: clamp(limits.memoryMb, 1, 4000, DEFAULT_LIMITS.memoryMb),
    outputBytes: clamp(limits.outputBytes, 0, 64 * 1024 * 1024, DEFAULT_LIMITS.outputBytes),
  };
}

/**
 * A bounded pool of worker threads that run learners' code off the event loop (docs/contract.md,
 * "Code practice"). A run waits in a FIFO queue while every worker is busy (the platform's
 * QUEUED) and `hooks.onStart` marks the moment a worker takes it (RUNNING). Workers start on
 * first use; a worker killed or crashed is replaced by a fresh one on the next run.
 */
export function createExecutionPool(options: ExecutionPoolOptions): ExecutionPool {
  const size = Math.max(1, Math.floor(options.size || 2));
  const maxQueue = options.maxQueue ?? 200;
  const base = { ...DEFAULT_LIMITS, ...options.defaultLimits };
  const judge0 = options.judge0Url
    ? createJudge0Client({ url: options.judge0Url, token: options.judge0Token })
    : undefined;
  const slots: (WorkerSlot | undefined)[] = Array.from({ length: size }, () => undefined);
  const queue: Job[] = [];
  let closed = false;

  const idleIndex = () => slots.findIndex((slot) => !slot?.busy);

  async function start(index: number, job: Job) {
    let slot = slots[index];
    if (!slot || slot.dead) slot = slots[index] = new WorkerSlot();
    const answer = await slot.run(job.request, job.limits, job.hooks?.onStart);
    if (answer.recycle && slots[index] === slot) {
      slots[index] = undefined;
      void slot.terminate();
    }
    job.resolve(answer.outcome);
    dispatch();
  }

  function dispatch() {
    for (let index = idleIndex(); !closed && queue.length && index !== -1; index = idleIndex()) {
      void start(index, queue.shift()!);
    }
  }

  return {
    run(request, hooks) {
      if (closed) return Promise.resolve({ kind: "internal-error", message: POOL_CLOSED });
      const limits = sanitize({ ...base, ...request.limits });
      if (!LOCAL_LANGUAGES.has(request.languageId)) {
        if (judge0) return judge0.run(request, limits, hooks);
        return Promise.resolve({
          kind: "unsupported",
          message: notExecutedMessage(request.languageId),
        });
      }
      if (idleIndex() === -1 && queue.length >= maxQueue) {
        return Promise.resolve({ kind: "internal-error", message: POOL_BUSY });
      }
      return new Promise((resolve) => {
        queue.push({ request, limits, hooks, resolve });
        dispatch();
      });
    },
    stats() {
      return {
        size,
        busy: slots.filter((slot) => slot?.busy).length,
        queued: queue.length,
      };
    },
    async close() {
      closed = true;
      const stopped: ExecutionOutcome = { kind: "internal-error", message: POOL_CLOSED };
      for (const job of queue.splice(0)) job.resolve(stopped);
      judge0?.close();
      await Promise.all(slots.splice(0).map((slot) => slot?.terminate(stopped)));
    },
  };
}
