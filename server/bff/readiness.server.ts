import { createUpstreamClient } from "./upstream-client.server";
import { getEnv } from "./env.server";
import { requestIdOf } from "./headers.server";
import { sharedStore } from "./shared-store-instance.server";
import { isShuttingDown } from "./shutdown.server";

/** The upstream's health check must answer within this (or UPSTREAM_TIMEOUT_MS when shorter). */
const READY_TIMEOUT_MS = 2_000;
/**
 * The shared store's PING must answer within this: a balancer's probe has a short time-out of its
 * own, and a store that is down answers at once (its breaker) instead.
 */
const STORE_PING_MS = 500;

/** One dependency's state: "ok", or why it is not. */
interface CheckResult {
  ok: boolean;
  /** A short reason for operators: no address, no token, no stack. */
  reason?: string;
}

export interface Readiness {
  ready: boolean;
  /**
   * The first failing check's reason (or the shutdown), when not ready; when ready, the reason
   * the instance is degraded (a shared store that does not answer), if it is.
   */
  reason?: string;
  /** Ready, but a dependency it can do without has failed (docs/decisions/048). */
  degraded?: boolean;
  checks: Record<string, "ok" | "failed">;
}

/**
 * The page host (UPSTREAM_URL) answers its health call (UPSTREAM_CALLS.health) with a 2xx within
 * the time-out; its body is not read. The code host (CODE_UPSTREAM_URL) is not asked: it serves
 * the practice and sandbox calls only, and an instance is no better off out of rotation when it
 * is down (docs/decisions/017).
 */
async function checkUpstream(request: Request): Promise<CheckResult> {
  const timeoutMs = Math.min(READY_TIMEOUT_MS, getEnv().UPSTREAM_TIMEOUT_MS);
  // A probe, not a visitor's call: none of the browser's headers, only the request id.
  const probe = createUpstreamClient({
    headers: { accept: "application/json", channel: "web", "x-request-id": requestIdOf(request) },
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

/**
 * The shared store (REDIS_URL: rate limits, revocations, the page cache's invalidations) answers a
 * PING within STORE_PING_MS, or at once "failed" while its breaker is open; without REDIS_URL
 * there is no store to ask. Reported, never a reason to leave rotation (docs/decisions/048).
 */
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

/**
 * GET /readyz: every dependency, asked at once. Only the upstream decides: the shared store is
 * the same for every instance, so an instance is no less ready than its peers when it fails, and
 * taking all of them out would stop a site that still serves (docs/decisions/048).
 */
export async function checkReadiness(request: Request): Promise<Readiness> {
  if (isShuttingDown()) {
    return { ready: false, reason: "shutting down", checks: {} };
  }
  const [upstream, store] = await Promise.all([checkUpstream(request), checkSharedStore()]);
  const checks: Readiness["checks"] = { upstream: upstream.ok ? "ok" : "failed" };
  if (store) checks.sharedStore = store.ok ? "ok" : "failed";
  if (!upstream.ok) return { ready: false, reason: upstream.reason ?? "upstream failed", checks };
  if (store && !store.ok) return { ready: true, degraded: true, reason: store.reason, checks };
  return { ready: true, checks };
}
