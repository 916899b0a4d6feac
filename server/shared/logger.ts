import pino, { type Logger } from "pino";
import { requestContext } from "./request-context";
import { activeTraceId } from "./tracing";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** LOG_LEVEL (info by default); an unknown value is info, never a crash at the first log line. */
export function logLevelOf(raw: string | undefined): (typeof LOG_LEVELS)[number] {
  return (LOG_LEVELS as readonly string[]).includes(raw ?? "")
    ? (raw as (typeof LOG_LEVELS)[number])
    : "info";
}

/**
 * The one structured logger of the BFF and its web server: one JSON line per event on stdout,
 * with the request id of the request being handled (request-context.ts), so a line can be found
 * from the "Support reference" a learner reads on an error page. Events are named in `event`;
 * messages never carry tokens, passcodes, cookies or query strings.
 *
 * Written through process.stdout (not pino's own file descriptor stream) so that tests can read
 * what was logged.
 */
export const logger: Logger = createLogger("bff");

/**
 * The same logger for another service of this repository (the reference platform logs as
 * "platform", decision 050): one format, one request-id rule, one place to change them.
 */
export function createLogger(service: string): Logger {
  return pino(
    {
      level: logLevelOf(process.env.LOG_LEVEL),
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const context = requestContext();
        // With OpenTelemetry on (decision 054), the line joins its trace too.
        const traceId = activeTraceId();
        if (!context) return traceId ? { traceId } : {};
        return traceId
          ? { requestId: context.requestId, traceId }
          : { requestId: context.requestId };
      },
    },
    { write: (line: string) => process.stdout.write(line) },
  );
}
