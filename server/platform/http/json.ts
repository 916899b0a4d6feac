import type { IncomingMessage, ServerResponse } from "node:http";

/** Bodies larger than this answer 413; page requests are a path and a few context strings. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The spec's error fields (spec 01 section 8): the client reads errorMessage, then statusMessage, then error. */
export interface ErrorBody {
  errorMessage: string;
  /** The action endpoints' own word for the same text (docs/contract.md, issue 5). */
  message?: string;
  statusMessage?: string;
  error?: string;
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

const tooLarge = (limit: number) =>
  new HttpError(
    413,
    { errorMessage: "Request body too large", statusMessage: `Limit is ${limit} bytes` },
    // The rest of an oversized body is not read, so this connection cannot be reused.
    { Connection: "close" },
  );

/**
 * Reads the whole body; 413 as soon as the limit is passed (the rest is drained, not stored, so
 * the client still reads the answer).
 */
export function readRawBody(req: IncomingMessage, limit: number = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(tooLarge(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on("data", (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        chunks.length = 0;
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on("error", (error) => {
      failed = true;
      reject(error);
    });
    req.on("end", () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
  });
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
