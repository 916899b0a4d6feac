import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "../shared/logger";
import { CSRF_FAILED_MESSAGE } from "./csrf.server";

/** Methods that may change something: the ones Remix checks the `Origin` of. */
const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Remix's own rule (@remix-run/server-runtime, throwIfPotentialCSRFAttack): an `Origin`, when
 * sent, must name the host the request was sent to (`X-Forwarded-Host`'s first value, else
 * `Host`); "null" and a malformed origin never do.
 */
function crossOrigin(headers: IncomingMessage["headers"]): boolean {
  const origin = first(headers.origin);
  if (origin === undefined || origin === "") return false;
  let originHost: string;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return true;
  }
  const forwarded = first(headers["x-forwarded-host"])?.split(",")[0]?.trim();
  const host = forwarded || first(headers.host);
  return !host || originHost !== host;
}

/**
 * The web server's middleware before Remix: a mutating request from another origin is refused
 * here, 403 with the CSRF text, at every route (resource routes included). Remix would throw
 * for it instead (a 500 and a stack trace in the log); a valid CSRF token does not change that.
 */
export function originGuard(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  if (SAFE_METHODS.has(req.method ?? "GET") || !crossOrigin(req.headers)) return next();
  logger.info(
    { event: "cross-origin-refused", method: req.method, origin: first(req.headers.origin) },
    "cross-origin request refused",
  );
  const body = JSON.stringify({ message: CSRF_FAILED_MESSAGE });
  res.writeHead(403, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
    // The body was not read: the connection is not reused for another request.
    Connection: "close",
  });
  res.end(body);
}
