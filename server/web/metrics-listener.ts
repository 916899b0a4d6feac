import type { Server } from "node:http";
import { logger } from "../shared/logger";
import { gauge, startMetricsServer } from "../shared/metrics";
import { reportListening } from "../shared/report-listening";

const openConnections = gauge({
  name: "bff_open_connections",
  help: "TCP connections open on the public site",
});

/**
 * The BFF's metrics (decision 050): GET /metrics on METRICS_PORT (METRICS_HOST, default
 * 127.0.0.1), never on the public site; nothing listens when METRICS_PORT is unset. Counts the
 * public server's open connections; the rest is counted where it happens (requests in server.ts,
 * upstream calls in upstream.server.ts, the page-answer cache, streams and sockets).
 */
export function startMetrics(server: Server, env: NodeJS.ProcessEnv): void {
  const raw = env.METRICS_PORT?.trim();
  if (!raw) return;
  const port = Number(raw);
  // 0: any free port, reported to a parent with an IPC channel (tests, decision 064).
  if (!/^\d{1,5}$/.test(raw) || port > 65535) {
    logger.fatal({ event: "boot-failed", metricsPort: raw }, "METRICS_PORT must be a port 0-65535");
    process.exit(1);
  }
  server.on("connection", (socket) => {
    openConnections.inc();
    socket.once("close", () => openConnections.dec());
  });
  startMetricsServer(port, { host: env.METRICS_HOST || undefined, prefix: "bff" }).then(
    (metrics) => {
      logger.info({ event: "metrics-listening", url: metrics.url }, "metrics");
      reportListening({ event: "metrics-listening", service: "bff", url: metrics.url });
    },
    (error: unknown) => logger.error({ event: "metrics-failed", err: error }, "metrics listener"),
  );
}
