import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "~/config/nonce";
import { bootBff } from "~server/bff/boot.server";
import { logger } from "~server/shared/logger";
import { applySecurityHeaders } from "~server/bff/security-headers.server";

// Parse the configuration when the server loads, not on the first request: a bad value stops
// the web server at once with a message naming the variable; then the shared store, the page
// cache's subscription and readiness's background check start (server/bff/boot.server.ts).
bootBff();

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
  // Crawlers and no-JS clients get the whole document at once; browsers get it streamed.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const respond = () => {
      shellRendered = true;
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
        onShellReady() {
          if (!waitForAll) respond();
        },
        onAllReady() {
          clearTimeout(abortTimer);
          if (waitForAll) respond();
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
          // Errors after the shell are cell crashes React recovers from in the browser.
          if (shellRendered) logger.error({ event: "render-error", err: error }, "render error");
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

/**
 * The web server's WebSocket handlers (server/web/main.ts attaches them to its HTTP server), from
 * the build, so that they share its modules (env, session, logger) with the routes.
 */
export { attachSockets } from "~server/bff/assistant/interview-socket.server";

/**
 * The web server's graceful stop (server/web/main.ts on SIGTERM or SIGINT): the first at the
 * signal (/readyz 503, final events to open streams), the second once its last connection has
 * closed; the answer of a request still running when the grace ends (docs/decisions/049).
 */
export { beginShutdown, finishShutdown, restartingAnswer } from "~server/bff/shutdown.server";

/**
 * The one request context (docs/decisions/039): Remix's getLoadContext, run by the web server
 * (server/web/remix-handler.ts) before each request, and the end of the request that writes the
 * session cookie once. From the build, so they share its session and CSRF modules.
 */
export { finishResponse, getLoadContext } from "~server/bff/context/load-context.server";

/**
 * The web server's step around Remix's answer: a visitor's page answered from, or kept in, the
 * document cache (docs/decisions/040), from the build so that it shares the page cache.
 */
export { documentCache } from "~server/web/document-cache/middleware";

/**
 * The web server's first middleware for Remix's routes: a mutating request from another origin
 * answers 403 with the CSRF text (Remix's own check would throw a 500).
 */
export { originGuard } from "~server/bff/origin-guard.server";

/** Runs and status polls past an address's share: 429 before Remix runs (decision 063). */
export { heldCallGate } from "~server/bff/held-calls.server";
