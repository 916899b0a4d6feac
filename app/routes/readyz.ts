import type { LoaderFunctionArgs } from "@remix-run/node";
import { checkReadiness } from "~server/bff/readiness.server";

/**
 * Readiness (GET /readyz): 200 when the upstream answers its health check in time, else 503 with
 * a JSON reason; 503 from the shutdown signal on (server/bff/readiness.server.ts). A shared store
 * that fails keeps it 200, "degraded" with the reason in the body (docs/decisions/048). Kept out
 * of the info-level access log (server/web).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const readiness = await checkReadiness(request);
  return new Response(
    JSON.stringify(
      readiness.ready
        ? readiness.degraded
          ? { status: "degraded", reason: readiness.reason, checks: readiness.checks }
          : { status: "ready", checks: readiness.checks }
        : { status: "not-ready", reason: readiness.reason, checks: readiness.checks },
    ),
    {
      status: readiness.ready ? 200 : 503,
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
    },
  );
}
