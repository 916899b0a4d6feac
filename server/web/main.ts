/**
 * The BFF's web server on PORT (3000) and HOST (all interfaces): `npm start`, the image and the
 * test stacks start this file. It is remix.config.js's `server` entry: `remix build` compiles it
 * with the app into one bundle, build/web-server/main.js, and the Remix build and its hooks are
 * typed imports of it (docs/decisions/060), so production runs plain JavaScript in one node
 * process with one copy of every module. SIGTERM and SIGINT
 * stop it in three steps a load balancer can follow (docs/decisions/017, 049):
 *
 * 1. **Drain** (DRAIN_DELAY_MS, 5 s): /readyz answers 503 at once, open assistant streams end
 *    with their final event, and the listener still takes and serves every request (each answer
 *    closes its connection), so the balancer learns from its probe, not from refused connections.
 * 2. **Stop accepting**: the listener closes, idle connections close, running requests finish.
 * 3. **Grace** (SHUTDOWN_GRACE_MS, 8 s after step 2): a request still running then gets a 503
 *    page saying the server restarts (never an empty reply), and the process exits 1; a stop
 *    with nothing left running exits 0 as soon as the last connection has closed.
 *
 * The upstream time-out (UPSTREAM_TIMEOUT_MS, 7 s) is below the grace, so a request accepted at
 * the end of the drain has its upstream answer, or its time-out page, before the grace ends.
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import net from "node:net";
import * as build from "@remix-run/dev/server-build";
import { installGlobals } from "@remix-run/node";
import { attachSockets } from "../bff/assistant/interview-socket.server";
import { bootBff } from "../bff/boot.server";
import { getEnv } from "../bff/env.server";
import { beginShutdown, finishShutdown, restartingAnswer } from "../bff/shutdown.server";
import { logger } from "../shared/logger";
import { reportListening } from "../shared/report-listening";
import { flushTracing, startTracing } from "../shared/tracing";
import { configurationFailure, upstreamTimeoutWarning } from "./boot-checks";
import { boundHeapGrowth, heapGrowthPercentOf } from "./heap-growth";
import { startMetrics } from "./metrics-listener";
import { createWebApp } from "./server";

/** Step 1's length: /readyz answers 503 while everything else is still served. */
const DEFAULT_DRAIN_DELAY_MS = 5_000;
/** Step 3: running requests get this long after the listener closed; then a 503 page. */
const DEFAULT_SHUTDOWN_GRACE_MS = 8_000;
/** Longer than the idle time-out of the common balancers (60 s). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** After the listener closed, connections that have become idle are closed this often. */
const IDLE_SWEEP_MS = 100;
/** How long the 503 pages of step 3 get to leave before the connections are cut. */
const LAST_WORDS_MS = 250;

/** A whole number of milliseconds from the environment, or a clear boot error. */
function millisOf(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 120_000) {
    logger.fatal(
      { event: "boot-failed", [name]: raw },
      `${name} must be milliseconds, 0 to 120000`,
    );
    process.exit(1);
  }
  return value;
}

function portOf(raw: string | undefined): number {
  const port = Number(raw ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    logger.fatal({ event: "boot-failed", port: raw }, "PORT must be a number from 0 to 65535");
    process.exit(1);
  }
  return port;
}

/**
 * The configuration, parsed before anything starts: a refusal is one JSON line naming the
 * variables (decision 063), not a stack trace.
 */
function parsedEnv(): ReturnType<typeof getEnv> {
  try {
    return getEnv();
  } catch (error) {
    const failure = configurationFailure(error);
    if (!failure) throw error;
    logger.fatal({ event: "boot-failed", variables: failure.variables }, failure.message);
    process.exit(1);
  }
}

function main(): void {
  const env = parsedEnv();
  // The shared store, the page-answer cache's subscription and readiness's background check.
  bootBff();
  // OpenTelemetry first, before any server or connection exists (decision 054); off, and
  // nothing of it loaded, unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
  startTracing("bff");
  // A heap bounded by what is alive, not by how fast the renders allocate (decision 057).
  const growth = heapGrowthPercentOf(process.env.WEB_HEAP_GROWTH_PERCENT);
  if (growth instanceof Error) {
    logger.fatal(
      { event: "boot-failed", WEB_HEAP_GROWTH_PERCENT: process.env.WEB_HEAP_GROWTH_PERCENT },
      growth.message,
    );
    process.exit(1);
  }
  boundHeapGrowth(growth);
  installGlobals({ nativeFetch: build.future.v3_singleFetch });
  // From the parsed environment: the compiler replaces `process.env.NODE_ENV` with the build's mode.
  const mode = env.NODE_ENV === "production" ? "production" : "development";
  const app = createWebApp(build, mode);
  const port = portOf(process.env.PORT);
  const host = process.env.HOST || undefined;
  // The HTTP server takes its connections from a listener of its own: step 2 stops accepting by
  // closing it, which touches no connection (http.Server.close() would also close the ones Node
  // counts as idle), and which connections are idle is decided below, from our own count.
  const server = http.createServer(app);
  // An idle kept-alive connection is closed by the client or the balancer in front (60 s is
  // common), not by this server first: a client reusing it as Node drops it gets ECONNRESET.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  const listener = net.createServer((socket) => server.emit("connection", socket));
  listener.on("error", (error) => {
    logger.fatal({ event: "boot-failed", err: error.message }, `cannot listen on ${port}`);
    process.exit(1);
  });
  const onListen = () => {
    const address = listener.address();
    const shown = typeof address === "object" && address ? address.port : port;
    logger.info({ event: "listening", port: shown, host: host ?? "all" }, `listening on ${shown}`);
    // PORT=0: a parent with an IPC channel (tests, the launcher) learns the port bound.
    const local = !host || host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
    const shownHost = local.includes(":") ? `[${local}]` : local;
    reportListening({ event: "listening", service: "bff", url: `http://${shownHost}:${shown}` });
  };
  if (host) listener.listen(port, host, onListen);
  else listener.listen(port, onListen);
  // Prometheus metrics on METRICS_PORT, a listener of their own (decision 050); off when unset.
  startMetrics(server, process.env);
  // The AI interview's live connection (docs/contract.md).
  attachSockets(server);

  const drainMs = millisOf("DRAIN_DELAY_MS", DEFAULT_DRAIN_DELAY_MS);
  const graceMs = millisOf("SHUTDOWN_GRACE_MS", DEFAULT_SHUTDOWN_GRACE_MS);
  const slowUpstream = upstreamTimeoutWarning(process.env, graceMs);
  if (slowUpstream) {
    logger.warn(
      { event: "upstream-timeout-not-below-grace", ...slowUpstream },
      "UPSTREAM_TIMEOUT_MS is not below SHUTDOWN_GRACE_MS: a request accepted as a stop drains may get the restart page instead of its answer",
    );
  }

  // Responses not yet finished (with their request): told to close their connection once a
  // shutdown has begun, and answered 503 if still running when the grace ends.
  const running = new Map<ServerResponse, IncomingMessage>();
  /** Per socket, how many of its responses are unfinished: a socket at 0 is idle. */
  const busy = new Map<net.Socket, number>();
  let stopping = false;
  /** 1 once the grace has cut the stop short, whichever way the process ends then. */
  let exitCode = 0;
  server.on("connection", (socket) => {
    busy.set(socket, 0);
    socket.once("close", () => busy.delete(socket));
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (stopping) closeAfter(res);
    running.set(res, req);
    const socket = req.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    res.once("close", () => {
      running.delete(res);
      const left = (busy.get(socket) ?? 1) - 1;
      if (busy.has(socket)) busy.set(socket, left);
    });
  });
  /** Closes the connections with no unfinished response (none of their requests running). */
  const closeIdle = () => {
    for (const [socket, count] of busy) if (count <= 0) socket.destroy();
  };

  const stopAccepting = () => {
    logger.info({ event: "shutdown-stop-accepting", running: running.size }, "listener closed");
    listener.close();
    for (const res of running.keys()) closeAfter(res);
    const forced = setTimeout(() => cutShort(), graceMs);
    forced.unref();
    const sweep = setInterval(() => {
      closeIdle();
      if (busy.size > 0) return;
      clearInterval(sweep);
      clearTimeout(forced);
      void finish().then(() => {
        logger.info({ event: "shutdown-complete", exitCode }, "stopped");
        process.exit(exitCode);
      });
    }, IDLE_SWEEP_MS);
    closeIdle();
  };

  /** Step 3: whatever still runs hears that the server restarts, then the process exits 1. */
  const cutShort = () => {
    // The 503 pages below end their requests: the sweep may then find nothing left and exit
    // before the timer below does; a stop cut short exits 1 either way.
    exitCode = 1;
    logger.warn({ event: "shutdown-forced", running: running.size }, "shutdown cut short");
    for (const [res, req] of running) answerRestarting(req, res);
    setTimeout(() => {
      for (const socket of busy.keys()) socket.destroy();
      process.exit(1);
    }, LAST_WORDS_MS).unref();
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(
      { event: "shutdown", signal, running: running.size, drainMs, graceMs },
      "shutting down: draining",
    );
    // /readyz answers 503 from now on; open streams end with their final event.
    beginShutdown();
    for (const res of running.keys()) closeAfter(res);
    setTimeout(stopAccepting, drainMs).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

/** A running request's last answer: the 503 page, or the end of a body already under way. */
function answerRestarting(req: IncomingMessage, res: ServerResponse): void {
  try {
    if (res.headersSent) {
      res.end();
      return;
    }
    const requestId = String(res.getHeader("X-Request-Id") ?? "");
    const answer = restartingAnswer(req.headers.accept, requestId);
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  } catch {
    // a response that cannot be written any more is cut with its connection
  }
}

/** The connection of this response ends with it (no keep-alive while shutting down). */
function closeAfter(res: ServerResponse): void {
  if (!res.headersSent) res.setHeader("Connection", "close");
}

/** The BFF's last step (the upstream pools); a failure is logged, never a reason to hang. */
async function finish(): Promise<void> {
  try {
    await finishShutdown();
  } catch (error) {
    logger.error({ event: "shutdown-failed", err: error }, "closing the upstream pools failed");
  }
  // The spans still buffered leave before the process does.
  await flushTracing();
}

main();
