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
  /** The languages whose next run finds its instance prepared (absent: unknown). */
  readonly ready?: ReadonlySet<string>;
  /** The languages this worker has loaded (absent: unknown). */
  readonly loaded?: ReadonlySet<string>;
  run(
    request: ExecutionRequest,
    limits: ExecutionLimits,
    onStart?: () => void,
    inputs?: readonly string[],
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
/** A case that ends like this ends a submission's job (the judge stops there too). */
const STOPPING_KINDS: ReadonlySet<string> = new Set([
  "compile-error",
  "time-limit",
  "internal-error",
  "unsupported",
]);
export const POOL_CLOSED = "The code runner has stopped.";

interface Job {
  /** Its identity's lane in the queue (fair-queue.ts). */
  key: string;
  request: ExecutionRequest;
  /** A submission's cases (one job); absent: the request's own input. */
  inputs?: readonly string[];
  limits: ExecutionLimits;
  hooks?: RunHooks;
  resolve: (outcomes: ExecutionOutcome[]) => void;
}

/** The worker time a job may take: its wall time per case. */
const reserved = (job: Job) => job.limits.wallMs * (job.inputs?.length ?? 1);

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
  /**
   * The free worker for a run of this language: one whose next instance is prepared, else one that
   * has the runtime loaded (its instance is on its way), else any free one. Back to back, a
   * learner's runs then alternate between workers instead of waiting for one worker's restore
   * (PGlite: seconds) while the other has an instance ready (decision 062).
   */
  const freeIndexFor = (languageId: string) => {
    let best = -1;
    let bestRank = -1;
    slots.forEach((slot, index) => {
      if (slot?.busy) return;
      // A dead worker is replaced by a new one, which has nothing loaded.
      const live = slot && !slot.dead ? slot : undefined;
      const rank = live?.ready?.has(languageId) ? 2 : live?.loaded?.has(languageId) ? 1 : 0;
      if (rank > bestRank) [best, bestRank] = [index, rank];
    });
    return best;
  };

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
    const answer = await slot.run(
      job.request,
      job.limits,
      () => {
        startedAt = now();
        job.hooks?.onStart?.();
      },
      job.inputs,
    );
    if (visitor) visitorsRunning -= 1;
    // The time this worker was taken: the run's own, but a reload another identity caused.
    let cost = now() - dispatchedAt;
    if (owedBy !== undefined && startedAt !== undefined) {
      const reload = startedAt - dispatchedAt;
      queue.charge(owedBy, reload);
      cost -= reload;
    }
    queue.charge(key, cost - reserved(job));
    if (answer.recycle) {
      if (slots[index] === slot) {
        slots[index] = undefined;
        void slot.terminate();
      }
      reloadOwedBy[index] = key;
    }
    settle(key, job, answer.outcomes ?? [answer.outcome]);
    dispatch();
  }

  /**
   * A job's outcomes, or, when its worker had to be replaced between cases (its memory grew, its
   * runtime's state is not trusted), its remaining cases as a job of their own on a fresh worker.
   */
  function settle(key: string, job: Job, outcomes: ExecutionOutcome[]) {
    const remaining = job.inputs?.slice(outcomes.length) ?? [];
    const last = outcomes.at(-1);
    if (closed || !remaining.length || !last || STOPPING_KINDS.has(last.kind)) {
      job.resolve(outcomes);
      return;
    }
    queue.push(key, {
      ...job,
      inputs: remaining,
      hooks: undefined, // onStart was said for the submission already
      resolve: (rest) => job.resolve([...outcomes, ...rest]),
    });
  }

  function dispatch() {
    while (!closed && queue.size && idleIndex() !== -1) {
      // Charged its wall-time limit up front: a lane with a run in flight waits behind the others;
      // the unused part is given back when the run ends.
      // Visitors holding their share of the workers wait: the rest is kept for learners.
      const next = queue.shift(
        reserved,
        (key) => !isVisitorKey(key) || visitorsRunning < visitorWorkers,
      );
      if (!next) return;
      void start(freeIndexFor(next.job.request.languageId), next.key, next.job);
    }
  }

  /** One job in its identity's lane: one input, or a submission's cases. */
  function enqueue(
    request: ExecutionRequest,
    inputs: readonly string[] | undefined,
    hooks: RunHooks | undefined,
    key: string,
  ): Promise<ExecutionOutcome[]> {
    const stop = (outcome: ExecutionOutcome) => Promise.resolve([outcome]);
    if (closed) return stop({ kind: "internal-error", message: POOL_CLOSED });
    const limits = sanitize({ ...base, ...request.limits });
    if (!local.has(request.languageId)) {
      if (judge0) return judge0Cases(judge0, request, inputs ?? [request.input], limits, hooks);
      return stop({ kind: "unsupported", message: notExecutedMessage(request.languageId) });
    }
    if (idleIndex() === -1 && queue.size >= maxQueue) {
      return stop({ kind: "internal-error", message: POOL_BUSY });
    }
    return new Promise<ExecutionOutcome[]>((resolve) => {
      queue.push(key, { key, request, inputs, limits, hooks, resolve });
      dispatch();
    });
  }

  /** Judge0 runs each case on its own, one after the other, stopping where a worker would. */
  async function judge0Cases(
    client: NonNullable<typeof judge0>,
    request: ExecutionRequest,
    inputs: readonly string[],
    limits: ExecutionLimits,
    hooks: RunHooks | undefined,
  ): Promise<ExecutionOutcome[]> {
    const outcomes: ExecutionOutcome[] = [];
    for (const input of inputs) {
      const outcome = await client.run({ ...request, input }, limits, hooks);
      outcomes.push(outcome);
      if (STOPPING_KINDS.has(outcome.kind)) break;
    }
    return outcomes;
  }

  const run = async (request: ExecutionRequest, hooks: RunHooks | undefined, key: string) =>
    (await enqueue(request, undefined, hooks, key))[0];
  const runCases = (
    request: ExecutionRequest,
    inputs: readonly string[],
    hooks: RunHooks | undefined,
    key: string,
  ) => (inputs.length ? enqueue(request, inputs, hooks, key) : Promise.resolve([]));

  const runnable: ReadonlySet<string> = judge0
    ? new Set([...LOCAL_LANGUAGES, ...Object.keys(JUDGE0_LANGUAGE_NAMES)])
    : LOCAL_LANGUAGES;

  return {
    run: (request, hooks) => run(request, hooks, ANONYMOUS),
    runCases: (request, inputs, hooks) => runCases(request, inputs, hooks, ANONYMOUS),
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
        runCases: (request, inputs, hooks) => runCases(request, inputs, hooks, key),
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
      for (const job of queue.drain()) job.resolve([stopped]);
      judge0?.close();
      await Promise.all(slots.splice(0).map((slot) => slot?.terminate(stopped)));
    },
  };
}
