import { createHash, randomBytes } from "node:crypto";
import { counter, histogram } from "../shared/metrics";

/** What the upstream client reports (decision 050): latency and failures by entry, the trace. */
export const upstreamSeconds = histogram({
  name: "bff_upstream_request_duration_seconds",
  help: "Time to the upstream's answer headers, by catalogue entry",
  labelNames: ["entry", "host"],
});
const upstreamErrors = counter({
  name: "bff_upstream_errors_total",
  help: "Upstream calls that failed, by catalogue entry and kind (timeout, network, aborted, http_5xx, parse)",
  labelNames: ["entry", "kind"],
});

/** One failed call of `entry` (METRICS_PORT, decision 050). */
export function countFailure(entry: string | undefined, kind: string): void {
  upstreamErrors.inc({ entry: entry ?? "described", kind });
}

/**
 * W3C Trace Context for the upstream (decision 050): the trace id is the request id's (a UUID
 * without its dashes; any other id, hashed), so the upstream's traces and the BFF's log lines of
 * one request share it; each call is a span of its own. No OpenTelemetry SDK is installed: this
 * header is what an instrumented upstream needs to join the trace.
 */
export function traceparentOf(requestId: string | undefined): string {
  const hex = requestId?.replace(/-/g, "").toLowerCase() ?? "";
  const traceId =
    /^[0-9a-f]{32}$/.test(hex) && !/^0+$/.test(hex)
      ? hex
      : createHash("sha256")
          .update(requestId ?? randomBytes(16))
          .digest("hex")
          .slice(0, 32);
  return `00-${traceId}-${randomBytes(8).toString("hex")}-01`;
}
