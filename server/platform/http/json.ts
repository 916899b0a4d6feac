import type { IncomingMessage, ServerResponse } from "node:http";
import { BodyTimeoutError, BodyTooLargeError, readBounded } from "../../shared/bounded-body";

/** Bodies larger than this answer 413; page requests are a path and a few context strings. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The spec's error fields (spec 01 section 8): the client reads errorMessage, then statusMessage, then error. */
export interface ErrorBody {
  errorMessage: string;
  /** The action endpoints' own word for the same text (docs/contract.md, decision 006). */
  message?: string;
  statusMessage?: string;
  error?: string;
  /** A machine-readable reason where the contract names one (e.g. ALREADY_OWNED). */
  code?: string;
  /** Field path -> messages for invalid bodies; other answers put their details here too. */
  errors?: Record<string, unknown>;
}

/** An error that already knows the HTTP answer it becomes. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.errorMessage);
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(payload)),
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(payload);
}

export function sendError(res: ServerResponse, error: HttpError): void {
  sendJson(res, error.status, error.body, error.headers);
}

/** How much of an oversized body is read and dropped before the connection is cut. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

const tooSlow = () =>
  new HttpError(408, { errorMessage: "Request body too slow" }, { Connection: "close" });

const tooLarge = (limit: number) =>
  new HttpError(
    413,
    { errorMessage: "Request body too large", statusMessage: `Limit is ${limit} bytes` },
    // The rest of an oversized body is not read, so this connection cannot be reused.
    { Connection: "close" },
  );

/**
 * Reads the whole body with the shared bounded reader: 413 as soon as the limit is passed (the
 * rest is drained without being kept, up to 64 MB, so the client still reads the answer); 408
 * for a body that stops arriving.
 */
export async function readRawBody(
  req: IncomingMessage,
  limit: number = MAX_BODY_BYTES,
): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  try {
    return await readBounded(req, limit, {
      declaredLength: Number.isFinite(declared) ? declared : null,
      drainUpTo: MAX_DRAIN_BYTES,
    });
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw tooLarge(limit);
    if (error instanceof BodyTimeoutError) throw tooSlow();
    throw error;
  }
}

/** Reads the whole body as JSON; an empty body is undefined. 413 past the limit, 400 if not JSON. */
export async function readJsonBody(
  req: IncomingMessage,
  limit: number = MAX_BODY_BYTES,
): Promise<unknown> {
  const text = (await readRawBody(req, limit)).toString("utf8");
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, { errorMessage: "Request body is not valid JSON" });
  }
}
