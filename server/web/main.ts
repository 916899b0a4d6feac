/**
 * Runs the built BFF (build/index.js) on PORT (3000) and HOST (all interfaces): `npm start` and
 * the test stacks start this file. SIGTERM and SIGINT stop it gracefully (docs/decisions/017):
 * no new connections, running requests finish, open assistant streams end with their final
 * event, then the upstream pools close and the process exits 0; whatever still runs after
 * SHUTDOWN_GRACE_MS is cut and the process exits 1, well within 10 s of the signal.
 */
import type { Server, ServerResponse } from "node:http";
import path from "node:path";
import { installGlobals, type ServerBuild } from "@remix-run/node";
import { logger } from "../shared/logger";
import { startMetrics } from "./metrics-listener";
import { createWebApp } from "./server";

/** Running requests get this long after the signal; then the process exits anyway. */
const SHUTDOWN_GRACE_MS = 8_000;
/** After the signal, connections that have become idle are closed this often. */
const IDLE_SWEEP_MS = 100;

/** What the build's entry (app/entry.server.tsx) gives the web server besides the handler. */
interface EntryHooks {
  attachSockets?: (server: Server) => void;
  beginShutdown?: () => void;
  finishShutdown?: () => Promise<void>;
}

function portOf(raw: string | undefined): number {
  const port = Number(raw ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    logger.fatal({ event: "boot-failed", port: raw }, "PORT must be a number from 0 to 65535");
    process.exit(1);
  }
  return port;
}

function main(): void {
  const buildPath = path.resolve(__dirname, "../../build/index.js");
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build is CommonJS, made at run time
  const build = require(buildPath) as ServerBuild;
  installGlobals({ nativeFetch: build.future.v3_singleFetch });
  const mode = process.env.NODE_ENV === "production" ? "production" : "development";
  const app = createWebApp(build, mode);
  const port = portOf(process.env.PORT);
  const host = process.env.HOST || undefined;
  const onListen = () => {
    const address = server.address();
    const shown = typeof address === "object" && address ? address.port : port;
    logger.info({ event: "listening", port: shown, host: host ?? "all" }, `listening on ${shown}`);
  };
  const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);
  // Prometheus metrics on METRICS_PORT, a listener of their own (decision 050); off when unset.
  startMetrics(server, process.env);
  // The AI interview's live connection (docs/contract.md): the build's own WebSocket handlers.
  const entry = build.entry.module as EntryHooks;
  entry.attachSockets?.(server);

  // Responses not yet finished: told to close their connection once a shutdown has begun.
  const running = new Set<ServerResponse>();
  let stopping = false;
  server.on("request", (_req, res: ServerResponse) => {
    if (stopping) return closeAfter(res);
    running.add(res);
    res.once("close", () => running.delete(res));
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ event: "shutdown", signal, running: running.size }, "shutting down");
    const forced = setTimeout(() => {
      logger.warn({ event: "shutdown-forced", running: running.size }, "shutdown cut short");
      server.closeAllConnections();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    // No new connections; the "close" callback runs once the last open one has ended.
    server.close(() => {
      void finish(entry).then(() => {
        clearTimeout(forced);
        logger.info({ event: "shutdown-complete" }, "stopped");
        process.exit(0);
      });
    });
    for (const res of running) closeAfter(res);
    entry.beginShutdown?.();
    // A kept-alive connection whose request has finished is closed at once, and so is each one
    // that becomes idle afterwards (a browser may not have read "Connection: close").
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

/** The connection of this response ends with it (no keep-alive while shutting down). */
function closeAfter(res: ServerResponse): void {
  if (!res.headersSent) res.setHeader("Connection", "close");
}

/** The BFF's last step (the upstream pools); a failure is logged, never a reason to hang. */
async function finish(entry: EntryHooks): Promise<void> {
  try {
    await entry.finishShutdown?.();
  } catch (error) {
    logger.error({ event: "shutdown-failed", err: error }, "closing the upstream pools failed");
  }
}

main();
