import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import { existsSync, readdirSync } from "node:fs";
import { constants } from "node:zlib";
import express, { type Express } from "express";
import { heldCallGate } from "../bff/held-calls.server";
import { originGuard } from "../bff/origin-guard.server";
import { logger } from "../shared/logger";
import { counter, histogram } from "../shared/metrics";
import { requestIdFrom, runInRequestContext } from "../shared/request-context";
import { nameRequestSpan } from "../shared/tracing";
import { documentCache } from "./document-cache/middleware";
import { remixHandler } from "./remix-handler";
import { createRouteLabeler } from "./route-label";
import { staticMisses } from "./static-misses";

const requests = counter({
  name: "bff_http_requests_total",
  help: "Requests answered, by Remix route and status",
  labelNames: ["method", "route", "status"],
});
const requestSeconds = histogram({
  name: "bff_http_request_duration_seconds",
  help: "Time to the end of the answer, by Remix route",
  labelNames: ["method", "route"],
});

/**
 * The BFF's web server (docs/decisions/011): what remix-serve does (compression, the client
 * build served immutable, public files, the Remix handler), plus what remix-serve cannot give a
 * loader: each request runs in a request context holding the socket's peer address and its
 * request id (sent upstream as X-Request-Id, answered as X-Request-Id, printed on error pages
 * as the support reference), and one structured log line per request (at debug level for the
 * health probes, which orchestrators call every few seconds).
 */
export function createWebApp(build: ServerBuild, mode: string): Express {
  const app = express();
  app.disable("x-powered-by");
  // Express may not read a proxy's headers: the client address has one rule, in
  // client-address.server.ts (TRUST_PROXY), applied by the BFF itself.
  app.set("trust proxy", false);
  app.use(withRequestContext);
  app.use(countedBy(createRouteLabeler(build.routes, build.publicPath)));
  // Every answer over 256 bytes is compressed: the first load's many small chunks (0.3-1 KB
  // gzipped) were sent as is under the middleware's default 1 KB threshold (docs/decisions/010).
  // Brotli at quality 5, not the middleware's 4: a course page's 53 KB of HTML is 12.6 KB instead
  // of 13.4 KB for the same ~1 ms, which keeps it and its headers inside TCP's first window of
  // 14.6 KB (one round trip less on a phone's first visit, docs/decisions/028).
  app.use(
    compression({ threshold: 256, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } }),
  );
  app.use(
    build.publicPath,
    express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }),
  );
  app.use(publicFiles("public"));
  // A missing build chunk or file-like address: a small 404, no page call upstream (063).
  app.use(staticMisses(build.routes, build.publicPath));
  // A POST from another origin: 403 with the BFF's CSRF text, before any route (issue 30).
  app.all("*", originGuard);
  // Runs and status polls past an address's share: 429 before Remix runs (decision 063).
  app.all("*", heldCallGate);
  // A visitor's page may be answered from the document cache without running Remix (040).
  app.all("*", remixHandler(build, mode, documentCache));
  return app;
}

/**
 * The public folder's files, asked of the disk only for addresses under one of its top-level
 * entries (read once at boot): serve-static would otherwise stat "public/index.html" and the like
 * for every page request (issue 17's profile).
 */
function publicFiles(folder: string): Middleware {
  const entries = new Set(existsSync(folder) ? readdirSync(folder) : []);
  const serve = express.static(folder, { maxAge: "1h" }) as unknown as Middleware;
  return (req, res, next) => {
    const first = (req.url ?? "/").split(/[/?#]/, 2)[1] ?? "";
    if (entries.has(safeDecode(first))) serve(req, res, next);
    else next();
  };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Request rate and latency by route (METRICS_PORT, decision 050); a request cut short counts too.
 * The route is the one Express was asked for before any mount rewrote `req.url`.
 */
function countedBy(routeOf: (path: string) => string): Middleware {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url;
    const route = routeOf((url ?? "/").split("?")[0] ?? "/");
    const method = req.method ?? "GET";
    // The trace's server span is named by the same route (e.g. `GET routes/_index`, decision 054).
    nameRequestSpan(method, route);
    res.once("close", () => {
      const status = res.writableFinished ? String(res.statusCode) : "aborted";
      requests.inc({ method, route, status });
      requestSeconds.observe({ method, route }, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}

/** Exported for its unit test (tests/unit/web/request-context.test.ts). */
export function withRequestContext(
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
): void {
  const incoming = headerValue(req.headers["x-request-id"]);
  const requestId = requestIdFrom(incoming);
  // The Fetch Request Remix builds is made from these headers: the BFF reads the same id.
  req.headers["x-request-id"] = requestId;
  res.setHeader("X-Request-Id", requestId);
  const started = process.hrtime.bigint();
  res.once("finish", () => logRequest(req, res, started));
  // Held by the response's listener, so it lives as long as the request does.
  const gone = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) gone.abort();
  });
  runInRequestContext(
    {
      requestId,
      requestIdFromClient: requestId === incoming,
      socketAddress: req.socket.remoteAddress,
      clientGone: gone.signal,
      tally: { cookieOpens: 0, revocationLookups: 0 },
    },
    next,
  );
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Liveness, readiness and the tests' health route: asked every few seconds by orchestrators and
 * load balancers, so their lines are debug only (a failing /readyz says why in its own answer).
 */
const PROBE_PATHS: ReadonlySet<string> = new Set(["/healthz", "/readyz", "/health"]);

function logRequest(req: IncomingMessage, res: ServerResponse, started: bigint): void {
  // The path only: a query may hold a search text or a referral pair. Express rewrites req.url
  // inside a mounted handler (static files); originalUrl is what the client asked for.
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "";
  const path = url.split("?")[0];
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const line = {
    event: "request",
    method: req.method,
    path,
    status: res.statusCode,
    ms: Math.round(ms * 10) / 10,
  };
  if (PROBE_PATHS.has(path)) logger.debug(line, "probe");
  else if (res.statusCode >= 500) logger.error(line, "request failed");
  else logger.info(line, "request");
}
