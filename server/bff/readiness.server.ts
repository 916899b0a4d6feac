import { createUpstreamClient } from "./upstream-client.server";
import { getEnv } from "./env.server";
import { requestIdOf } from "./headers.server";
import { sharedStore } from "./shared-store-instance.server";
import { isShuttingDown } from "./shutdown.server";

/** The upstream's health check must answer within this (or UPSTREAM_TIMEOUT_MS when shorter). */
const READY_TIMEOUT_MS = 2_000;

/** One dependency's state: "ok", or why it is not. */
interface CheckResult {
  ok: boolean;
  /** A short reason for operators: no address, no token, no stack. */
  reason?: string;
}

export interface Readiness {
  ready: boolean;
  /** The first failing check's reason (or the shutdown), when not ready. */
  reason?: string;
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
 * PING within the same short time-out; without REDIS_URL there is no store to ask.
 */
async function checkSharedStore(): Promise<CheckResult | undefined> {
  if (!getEnv().REDIS_URL) return undefined;
  const answered = await sharedStore().ping(READY_TIMEOUT_MS);
  return answered
    ? { ok: true }
    : { ok: false, reason: `shared store did not answer within ${READY_TIMEOUT_MS} ms` };
}

/** GET /readyz: every dependency this instance needs to serve a page, asked at once. */
export async function checkReadiness(request: Request): Promise<Readiness> {
  if (isShuttingDown()) {
    return { ready: false, reason: "shutting down", checks: {} };
  }
  const pending: Array<[string, Promise<CheckResult | undefined>]> = [
    ["upstream", checkUpstream(request)],
    ["sharedStore", checkSharedStore()],
  ];
  const results = (
    await Promise.all(pending.map(async ([name, check]) => [name, await check] as const))
  ).flatMap(([name, result]) => (result ? [[name, result] as const] : []));
  const failed = results.find(([, result]) => !result.ok);
  const checks = Object.fromEntries(
    results.map(([name, result]) => [name, result.ok ? "ok" : "failed"] as const),
  );
  return failed
    ? { ready: false, reason: failed[1].reason ?? `${failed[0]} failed`, checks }
    : { ready: true, checks };
}
