import { randomUUID } from "node:crypto";
import { logger } from "../shared/logger";
import { outsideRequestContext } from "../shared/request-context";
import { createUpstreamClient } from "./upstream-client.server";
import { getEnv } from "./env.server";
import { sharedStore } from "./shared-store-instance.server";
import { isShuttingDown } from "./shutdown.server";

/**
 * Readiness is the instance's own state (decision 063): GET /readyz answers at once from what a
 * background check keeps, never by asking a dependency while a probe waits. Only what is this
 * instance's alone takes it out of rotation: the shutdown's drain, a boot not finished (no
 * check round done yet) and an event loop that stalls. The upstream and the shared store are
 * the same for every instance: when they fail, every instance fails alike, and taking them all
 * out would stop a site that still serves from its caches; they read `degraded` (200).
 */

/** How often the background check asks the upstream and the shared store. */
const CHECK_EVERY_MS = 2_000;
/** The upstream's health check must answer within this (or UPSTREAM_TIMEOUT_MS when shorter). */
const READY_TIMEOUT_MS = 2_000;
/** The shared store's PING must answer within this (a store known down answers at once). */
const STORE_PING_MS = 500;
/** The event loop is sampled this often… */
const LOOP_SAMPLE_MS = 250;
/** …and counts as stalled while a sample of the last LOOP_WINDOW came this late or later. */
export const LOOP_STALL_MS = 2_000;
const LOOP_WINDOW = 20;

/** One dependency's state: "ok", or why it is not. */
interface CheckResult {
  ok: boolean;
  /** A short reason for operators: no address, no token, no stack. */
  reason?: string;
}

export interface Readiness {
  ready: boolean;
  /** Why not ready, or why degraded. */
  reason?: string;
  /** Ready, but a dependency every instance shares has failed (docs/decisions/048, 063). */
  degraded?: boolean;
  checks: Record<string, "ok" | "failed" | "stalled" | "pending">;
}

interface KeptState {
  /** A whole round of checks has finished since the start. */
  booted: boolean;
  upstream?: CheckResult;
  /** Undefined without REDIS_URL. */
  sharedStore?: CheckResult;
  /** The latest event-loop samples' lateness (ms), newest last. */
  loopLag: number[];
}

const state: KeptState = { booted: false, loopLag: [] };
let started = false;

/**
 * The page host (UPSTREAM_URL) answers its health call (UPSTREAM_CALLS.health) with a 2xx within
 * the time-out; its body is not read. The code host is not asked (docs/decisions/017).
 */
async function checkUpstream(): Promise<CheckResult> {
  const timeoutMs = Math.min(READY_TIMEOUT_MS, getEnv().UPSTREAM_TIMEOUT_MS);
  // A probe, not a visitor's call: no browser's headers, a request id of its own.
  const probe = createUpstreamClient({
    headers: { accept: "application/json", channel: "web", "x-request-id": randomUUID() },
  });
  const answer = await probe.stream("health", { timeoutMs, maxBytes: 64 * 1024 });
  if (answer.ok) {
    await answer.body.cancel();
    return { ok: true };
  }
  const { kind, status } = answer.error;
  if (kind === "http") return { ok: false, reason: `upstream health check answered ${status}` };
  if (kind === "timeout") {
    return { ok: false, reason: `upstream health check did not answer within ${timeoutMs} ms` };
  }
  return { ok: false, reason: `upstream health check failed (${kind})` };
}

/** The shared store (REDIS_URL) answers a PING; without REDIS_URL there is none to ask. */
async function checkSharedStore(): Promise<CheckResult | undefined> {
  if (!getEnv().REDIS_URL) return undefined;
  const answered = await sharedStore().ping(STORE_PING_MS);
  return answered
    ? { ok: true }
    : {
        ok: false,
        reason:
          "shared store unavailable: rate limits and revocations answered from this instance's memory",
      };
}

/** One round of the background check; its results replace the kept ones. */
export async function runReadinessRound(): Promise<void> {
  const failed = (error: unknown): CheckResult => ({ ok: false, reason: String(error) });
  const [upstream, store] = await Promise.all([
    checkUpstream().catch(failed),
    checkSharedStore().catch(failed),
  ]);
  keepRound(upstream, store);
}

/** A finished round's results, kept for /readyz (the boot is done from the first one on). */
export function keepRound(upstream: CheckResult, store: CheckResult | undefined): void {
  if (state.upstream?.ok !== upstream.ok) {
    const line = { event: "readiness-upstream", ok: upstream.ok, reason: upstream.reason };
    if (upstream.ok) logger.info(line, "upstream health check answers");
    else logger.warn(line, "upstream health check fails: readiness reads degraded");
  }
  state.upstream = upstream;
  state.sharedStore = store;
  state.booted = true;
}

/** Records how late an event-loop sample came (ms); exported for the unit tests. */
export function recordLoopLag(lateMs: number): void {
  state.loopLag.push(Math.max(0, lateMs));
  if (state.loopLag.length > LOOP_WINDOW) state.loopLag.shift();
}

/**
 * Starts the background check (once per process, at the build's boot): a round as soon as the
 * boot's synchronous part is done, then every CHECK_EVERY_MS (none while one runs), and the
 * event-loop sampler. All its timers are made here, never keep the process alive, and its calls
 * run outside any request.
 */
export function startReadinessChecks(): void {
  if (started) return;
  started = true;
  outsideRequestContext(() => {
    let running = false;
    const round = () => {
      if (running || isShuttingDown()) return;
      running = true;
      void runReadinessRound().finally(() => (running = false));
    };
    // After the boot's synchronous part (loading the build blocks the loop): a check started
    // during it would time out on the load, not on the upstream.
    setTimeout(round, 0).unref();
    setInterval(round, CHECK_EVERY_MS).unref();
    let expected = performance.now() + LOOP_SAMPLE_MS;
    setInterval(() => {
      const now = performance.now();
      // From the first round on: the boot's load is not a stall.
      if (state.booted) recordLoopLag(now - expected);
      expected = now + LOOP_SAMPLE_MS;
    }, LOOP_SAMPLE_MS).unref();
  });
}

/** The kept state's lateness: the worst of the latest samples. */
function loopLagMs(): number {
  return state.loopLag.length ? Math.max(...state.loopLag) : 0;
}

/** GET /readyz: what the background check keeps, read at once (no call, no wait). */
export function readiness(): Readiness {
  if (isShuttingDown()) return { ready: false, reason: "shutting down", checks: {} };
  if (!state.booted) {
    return { ready: false, reason: "starting: first checks under way", checks: {} };
  }
  const checks: Readiness["checks"] = {
    upstream: state.upstream?.ok ? "ok" : "failed",
    eventLoop: "ok",
  };
  if (state.sharedStore) checks.sharedStore = state.sharedStore.ok ? "ok" : "failed";
  const lag = loopLagMs();
  if (lag >= LOOP_STALL_MS) {
    checks.eventLoop = "stalled";
    return {
      ready: false,
      reason: `event loop stalled: a tick came ${Math.round(lag)} ms late`,
      checks,
    };
  }
  const failed = [state.upstream, state.sharedStore].filter((check) => check && !check.ok);
  if (failed.length) {
    return { ready: true, degraded: true, reason: failed.map((f) => f?.reason).join("; "), checks };
  }
  return { ready: true, checks };
}

/** Back to a fresh process's state (unit tests). */
export function resetReadiness(): void {
  state.booted = false;
  state.upstream = undefined;
  state.sharedStore = undefined;
  state.loopLag = [];
}
