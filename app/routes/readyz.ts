import { readiness } from "~server/bff/readiness.server";

/**
 * Readiness (GET /readyz), read at once from what the background check keeps
 * (server/bff/readiness.server.ts, decision 063): 200 `ready`, or 200 `degraded` with the reason
 * when the upstream or the shared store fails (every instance shares them); 503 `not-ready` only
 * while the boot's first checks run, from the shutdown signal on, or when the event loop
 * stalls. Kept out of the info-level access log (server/web).
 */
export function loader() {
  const state = readiness();
  const status = !state.ready ? "not-ready" : state.degraded ? "degraded" : "ready";
  return new Response(JSON.stringify({ status, reason: state.reason, checks: state.checks }), {
    status: state.ready ? 200 : 503,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}
