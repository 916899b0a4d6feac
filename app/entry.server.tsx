import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "~/config/nonce";
import { logger } from "~server/shared/logger";
import { applySecurityHeaders } from "~server/bff/security-headers.server";

const ABORT_DELAY = 10_000;

export const streamTimeout = ABORT_DELAY;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The request's own nonce, from its context: the document cache knows it from there too.
  const { nonce } = loadContext;
  applySecurityHeaders(responseHeaders, nonce);
  // The document goes out once every <Suspense> boundary is ready (the lazily loaded parts render
  // in microtasks here), so its HTML is whole for every client, with or without JavaScript; the
  // page's data is all in the loaders, nothing is deferred (decision 058).
  return new Promise<Response>((resolve, reject) => {
    const respond = () => {
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={ABORT_DELAY}
          nonce={nonce}
        />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(abortTimer);
          respond();
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          loadContext.cache.refuse();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A cell that crashed on the server: this HTML is not kept (decision 040).
          loadContext.cache.refuse();
          // A cell's crash: the browser renders that cell again; the answer says 500.
          logger.error({ event: "render-error", err: error }, "render error");
        },
      },
    );
    // Cleared once all is rendered: a pending timer would keep the whole render (React's request,
    // the loader data, the streams) in memory for ABORT_DELAY after the answer went out.
    const abortTimer = setTimeout(abort, ABORT_DELAY);
  });
}

/** A loader's, an action's or a render's error: one log line, with the request's id. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logger.error(
    { event: "request-error", err: error, path: new URL(request.url).pathname },
    "request error",
  );
};
