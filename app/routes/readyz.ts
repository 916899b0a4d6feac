import type { LoaderFunctionArgs } from "@remix-run/node";
import { checkReadiness } from "~server/bff/readiness.server";

/**
 * Readiness (GET /readyz): 200 when the upstream answers its health check in time, else 503 with
 * a JSON reason; 503 from the shutdown signal on (server/bff/readiness.server.ts). Kept out of
 * the info-level access log (server/web).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const readiness = await checkReadiness(request);
  return new Response(
    JSON.stringify(
      readiness.ready
        ? { status: "ready", checks: readiness.checks }
        : { status: "not-ready", reason: readiness.reason, checks: readiness.checks },
    ),
    {
      status: readiness.ready ? 200 : 503,
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
    },
  );
}
