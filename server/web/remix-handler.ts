import type { ServerResponse } from "node:http";
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { finishResponse, getLoadContext } from "../bff/context/load-context.server";
import { requestContext, runInRequestContext } from "../shared/request-context";

/**
 * Sees (and may replace) Remix's answer before the end of the request writes the session and
 * CSRF cookies: the document cache (server/web/document-cache, decision 040).
 */
export type AnswerStep = (
  request: Request,
  context: AppLoadContext,
  /** Remix's answer to this request, or to the one given (the same address, canonical). */
  answer: (request?: Request) => Promise<Response>,
) => Promise<Response>;

/**
 * Remix's fetch-style handler run by the web server itself, as @remix-run/express does it
 * (createRemixRequest, sendRemixResponse: abort on a client that leaves, streamed bodies, SSE
 * flushed at once), so the request context is made before (the BFF's getLoadContext, one
 * request context, docs/decisions/039) and the answer seen after (finishResponse writes the
 * session cookie once). Both are imports of the one server bundle (docs/decisions/060).
 */
export function remixHandler(build: ServerBuild, mode: string, around?: AnswerStep) {
  const handle = createRequestHandler(build, mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction): Promise<void> => {
    try {
      const request = remixRequestOf(req, res);
      const context = await getLoadContext(request, requestContext());
      const answer = (asked: Request = request) => handle(asked, context);
      // The context replaces the web server's in the store: the same object, extended.
      const response = await runInRequestContext(context, async () => {
        const response = await (around ? around(request, context, answer) : answer());
        return finishResponse(context, response);
      });
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function remixHeadersOf(incoming: ExpressRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(incoming)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

/** @remix-run/express's createRemixRequest: the same URL, headers, body and abort rule. */
function remixRequestOf(req: ExpressRequest, res: ExpressResponse): Request {
  const [, forwardedPort] = req.get("X-Forwarded-Host")?.split(":") ?? [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const forwarded = Number.parseInt(forwardedPort ?? "", 10);
  const own = Number.parseInt(hostPort ?? "", 10);
  const port = Number.isSafeInteger(forwarded) ? forwarded : Number.isSafeInteger(own) ? own : "";
  const url = new URL(
    `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`,
  );
  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: remixHeadersOf(req.headers),
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  // Loaders and actions are aborted once the answer can no longer be written (close, no finish).
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  return new Request(url.href, init);
}

/** @remix-run/express's sendRemixResponse. */
async function send(res: ExpressResponse & ServerResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
