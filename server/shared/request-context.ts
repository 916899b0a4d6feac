import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/**
 * What the web server knows of the request being handled and Remix's Fetch `Request` does not:
 * the socket's peer address and the request id. The web server (server/web) runs every request
 * inside `runInRequestContext`; loaders, actions and the logger read it with `requestContext()`.
 *
 * The store lives on globalThis under a registered symbol: the web server (run by tsx) and the
 * Remix server build (a bundle) each load their own copy of this module, and must share it.
 */
export interface RequestContext {
  requestId: string;
  /**
   * The id came from the client's X-Request-Id (kept because it looked like one): it may be any
   * text, so the document cache never treats it as a value of this request alone.
   */
  requestIdFromClient?: boolean;
  /** The TCP peer of the request, as the socket reports it (not a header). */
  socketAddress?: string;
  /**
   * Aborts when the client goes away before its answer is finished. Remix's `request.signal`
   * should too, but in Node 20 it follows the web server's through a weakly held link (undici's
   * Request): once garbage-collected it never fires, and a stream relayed for a browser that
   * left would run on (measured by `npm run bench:sse`).
   */
  clientGone?: AbortSignal;
}

const KEY = Symbol.for("career-learning.request-context");
const holder = globalThis as { [KEY]?: AsyncLocalStorage<RequestContext> };
const storage = (holder[KEY] ??= new AsyncLocalStorage<RequestContext>());

export function runInRequestContext<T>(context: RequestContext, run: () => T): T {
  return storage.run(context, run);
}

/** Undefined outside a request of our web server (unit tests, another server). */
export function requestContext(): RequestContext | undefined {
  return storage.getStore();
}

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * A proxy's or client's X-Request-Id is kept when it looks like one (so one id follows the
 * request through every hop); anything else gets a new UUID.
 */
export function requestIdFrom(incoming: string | null | undefined): string {
  return incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
