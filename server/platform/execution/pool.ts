import { notExecutedMessage } from "~/contract/code-values";
import { ANONYMOUS, FairQueue, identityKey, isVisitorKey, pendingCapOf } from "./fair-queue";
import { createJudge0Client, JUDGE0_LANGUAGE_NAMES } from "./judge0";
import {
  DEFAULT_LIMITS,
  type ExecutionLimits,
  type ExecutionOutcome,
  type ExecutionPool,
  type ExecutionRequest,
  type RunAdmission,
  type RunHooks,
} from "./types";
import { WorkerSlot, type SlotAnswer } from "./worker-slot";

/** What the pool needs of a worker (WorkerSlot; a fake one in the scheduler's tests). */
export interface Slot {
  readonly busy: boolean;
  readonly dead: boolean;
  run(
    request: ExecutionRequest,
    limits: ExecutionLimits,
    onStart?: () => void,
  ): Promise<SlotAnswer>;
  terminate(outcome?: ExecutionOutcome): Promise<void>;
}

export interface ExecutionPoolOptions {
  /** Worker threads (each keeps its runtimes warm). Default 2. */
  size: number;
  /** Runs waiting beyond this end at once: a busy platform says so instead of piling up. Default 200. */
  maxQueue?: number;
  /** JUDGE0_URL: the languages the workers do not run go there. */
  judge0Url?: string;
  /** Sent as X-Auth-Token to Judge0. */
  judge0Token?: string;
  /**
   * EXECUTION_BACKEND: "workers" (default) runs JavaScript, Python and SQL here and the rest on
   * Judge0 when configured; "judge0" sends every language to Judge0 (decision 050).
   */
  backend?: "workers" | "judge0";
  /** Judge0's refusals and failures (the platform's structured log). */
  log?: (event: Record<string, unknown>, message: string) => void;
  defaultLimits?: Partial<ExecutionLimits>;
  /**
   * Workers visitors' runs may hold at once (default: all but one, at least one): a flood of
   * visitors' runs, and the reloads it causes, always leaves a worker for signed-in learners.
   */
  visitorWorkers?: number;
  /** Tests only: a worker of their own, and the clock the queue charges worker time by. */
  createSlot?: () => Slot;
  now?: () => number;
}

/** The languages the workers run (runtimes/). */
export const LOCAL_LANGUAGES: ReadonlySet<string> = new Set([
  "javascript12",
  "python3",
  "sqlite",
  "psql",
  "php",
]);
/** The no-op program that loads a runtime (warm): nothing to print, no input read. */
const WARM_PROGRAMS: Readonly<Record<string, string>> = {
  javascript12: "",
  python3: "pass",
  sqlite: "SELECT 1;",
  psql: "SELECT 1;",
  php: "<?php",
};
export const POOL_BUSY = "The code runner is busy. Try again in a minute.";
export const POOL_CLOSED = "The code runner has stopped.";

interface Job {
  /** Its identity's lane in the queue (fair-queue.ts). */
  key: string;
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
 * "Code practice"). A run waits in the fair queue while every worker is busy (the platform's
 * QUEUED) and `hooks.onStart` marks the moment a worker takes it (RUNNING). Workers start on
 * first use; a worker killed or crashed is replaced by a fresh one on the next run.
 *
 * Fairness (decision 033): each identity (user, or visitor address) holds at most its pending
 * cap of admissions, and the queue serves identities in turn, by the worker time each has been
 * charged: a run's own time, and for a run that forced its worker to be killed, the reload of the
 * worker that replaces it (measured on the next run of that worker, and charged to the killer).
 * Visitors together hold at most `visitorWorkers` workers, so a learner never waits behind them.
 */
export function createExecutionPool(options: ExecutionPoolOptions): ExecutionPool {
  const size = Math.max(1, Math.floor(options.size || 2));
  const maxQueue = options.maxQueue ?? 200;
  const base = { ...DEFAULT_LIMITS, ...options.defaultLimits };
  const judge0 = options.judge0Url
    ? createJudge0Client({ url: options.judge0Url, token: options.judge0Token, log: options.log })
    : undefined;
  if (options.backend === "judge0" && !judge0) {
    throw new Error("EXECUTION_BACKEND=judge0 needs JUDGE0_URL");
  }
  /** The languages the workers run here (none when Judge0 runs them all). */
  const local = options.backend === "judge0" ? new Set<string>() : LOCAL_LANGUAGES;
  const createSlot = options.createSlot ?? (() => new WorkerSlot());
  const now = options.now ?? (() => performance.now());
  const slots: (Slot | undefined)[] = Array.from({ length: size }, () => undefined);
  /** The identity whose run forced this worker's replacement: it pays the reload. */
  const reloadOwedBy: (string | undefined)[] = Array.from({ length: size }, () => undefined);
  const visitorWorkers = Math.min(
    size,
    Math.max(1, Math.floor(options.visitorWorkers ?? size - 1)),
  );
  /** Workers taken by visitors' runs now. */
  let visitorsRunning = 0;
  const queue = new FairQueue<Job>();
  /** Admissions held per identity key (absent: none). */
  const pending = new Map<string, number>();
  let closed = false;

  const idleIndex = () => slots.findIndex((slot) => !slot?.busy);

  async function start(index: number, key: string, job: Job) {
    let slot = slots[index];
    let owedBy: string | undefined;
    if (!slot || slot.dead) {
      slot = slots[index] = createSlot();
      owedBy = reloadOwedBy[index];
      reloadOwedBy[index] = undefined;
    }
    const dispatchedAt = now();
    let startedAt: number | undefined;
    const visitor = isVisitorKey(key);
    if (visitor) visitorsRunning += 1;
    const answer = await slot.run(job.request, job.limits, () => {
      startedAt = now();
      job.hooks?.onStart?.();
    });
    if (visitor) visitorsRunning -= 1;
    // The time this worker was taken: the run's own, but a reload another identity caused.
    let cost = now() - dispatchedAt;
    if (owedBy !== undefined && startedAt !== undefined) {
      const reload = startedAt - dispatchedAt;
      queue.charge(owedBy, reload);
      cost -= reload;
    }
    queue.charge(key, cost - job.limits.wallMs);
    if (answer.recycle) {
      if (slots[index] === slot) {
        slots[index] = undefined;
        void slot.terminate();
      }
      reloadOwedBy[index] = key;
    }
    job.resolve(answer.outcome);
    dispatch();
  }

  function dispatch() {
    for (let index = idleIndex(); !closed && queue.size && index !== -1; index = idleIndex()) {
      // Charged its wall-time limit up front: a lane with a run in flight waits behind the others;
      // the unused part is given back when the run ends.
      // Visitors holding their share of the workers wait: the rest is kept for learners.
      const next = queue.shift(
        (job) => job.limits.wallMs,
        (key) => !isVisitorKey(key) || visitorsRunning < visitorWorkers,
      );
      if (!next) return;
      void start(index, next.key, next.job);
    }
  }

  function run(request: ExecutionRequest, hooks: RunHooks | undefined, key: string) {
    if (closed) {
      return Promise.resolve<ExecutionOutcome>({ kind: "internal-error", message: POOL_CLOSED });
    }
    const limits = sanitize({ ...base, ...request.limits });
    if (!local.has(request.languageId)) {
      if (judge0) return judge0.run(request, limits, hooks);
      return Promise.resolve<ExecutionOutcome>({
        kind: "unsupported",
        message: notExecutedMessage(request.languageId),
      });
    }
    if (idleIndex() === -1 && queue.size >= maxQueue) {
      return Promise.resolve<ExecutionOutcome>({ kind: "internal-error", message: POOL_BUSY });
    }
    return new Promise<ExecutionOutcome>((resolve) => {
      queue.push(key, { key, request, limits, hooks, resolve });
      dispatch();
    });
  }

  const runnable: ReadonlySet<string> = judge0
    ? new Set([...LOCAL_LANGUAGES, ...Object.keys(JUDGE0_LANGUAGE_NAMES)])
    : LOCAL_LANGUAGES;

  return {
    run: (request, hooks) => run(request, hooks, ANONYMOUS),
    runnableLanguages: () => runnable,
    async warm(languageIds) {
      // One no-op run per worker and language, in the shared lane: each worker loads the runtime
      // once (worker.mjs keeps it), and a learner's run waits at most behind one of them.
      const local = languageIds.filter((id) => LOCAL_LANGUAGES.has(id));
      await Promise.all(
        local.flatMap((languageId) =>
          slots.map(() =>
            run(
              { languageId, sourceCode: WARM_PROGRAMS[languageId] ?? "", input: "" },
              undefined,
              ANONYMOUS,
            ),
          ),
        ),
      );
    },
    admit(identity): RunAdmission | undefined {
      const key = identityKey(identity);
      const held = pending.get(key) ?? 0;
      if (closed || held >= pendingCapOf(identity)) return undefined;
      pending.set(key, held + 1);
      let released = false;
      return {
        run: (request, hooks) => run(request, hooks, key),
        release() {
          if (released) return;
          released = true;
          const left = (pending.get(key) ?? 1) - 1;
          if (left > 0) pending.set(key, left);
          else pending.delete(key);
        },
      };
    },
    stats() {
      const remote = judge0?.stats();
      return {
        size,
        busy: slots.filter((slot) => slot?.busy).length,
        queued: queue.size,
        ...(remote ? { judge0Active: remote.active, judge0Waiting: remote.waiting } : {}),
      };
    },
    async close() {
      closed = true;
      const stopped: ExecutionOutcome = { kind: "internal-error", message: POOL_CLOSED };
      for (const job of queue.drain()) job.resolve(stopped);
      judge0?.close();
      await Promise.all(slots.splice(0).map((slot) => slot?.terminate(stopped)));
    },
  };
}
