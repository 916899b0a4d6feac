/**
 * Runs the built BFF (build/index.js) on PORT (3000) and HOST (all interfaces): `npm start` and
 * the test stacks start this file. SIGTERM and SIGINT stop taking requests, let running ones
 * finish for up to 10 s, then exit.
 */
import type { Server } from "node:http";
import path from "node:path";
import { installGlobals, type ServerBuild } from "@remix-run/node";
import { logger } from "../shared/logger";
import { createWebApp } from "./server";

const SHUTDOWN_GRACE_MS = 10_000;

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
  // The AI interview's live connection (docs/contract.md): the build's own WebSocket handlers.
  const entry = build.entry.module as { attachSockets?: (server: Server) => void };
  entry.attachSockets?.(server);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ event: "shutdown", signal }, "shutting down");
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main();
