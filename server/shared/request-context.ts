import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/**
 * What the web server knows of the request being handled and Remix's Fetch `Request` does not:
 * the socket's peer address, the request id and the client's going away. The web server
 * (server/web) runs every request inside `runInRequestContext`; the BFF's load context
 * (server/bff/context, handed to loaders and actions as `context`) extends this very object and
 * replaces it in the store once it is made (docs/decisions/039).
 *
 * Why a store at all, beside the `context` argument: the logger stamps every line with the request
 * id, and the upstream client reads the request id and the client's going away, from code paths
 * (the upstream pool, log lines of a module) that no handler calls with its `context`. Handlers
 * are handed `context` and read the session from it, never from here.
 *
 * A module-level store: the web server and the Remix app are one bundle (docs/decisions/060), so
 * this module exists once in the process.
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
  /** How often this request opened the session cookie and asked for a revocation (tests). */
  tally?: SessionTally;
}

export interface SessionTally {
  cookieOpens: number;
  revocationLookups: number;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequestContext<T>(context: RequestContext, run: () => T): T {
  return storage.run(context, run);
}

/**
 * Runs `run` outside any request: what it starts (a connection to a shared store, its reconnects,
 * a background retry) keeps no request's context, so its log lines carry no request id of a
 * request that happened to start it.
 */
export function outsideRequestContext<T>(run: () => T): T {
  return storage.exit(run);
}

/** Undefined outside a request of our web server (unit tests, another server). */
export function requestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Counts one opening of the session cookie or one revocation lookup of this request. */
export function tally(kind: keyof SessionTally): void {
  const counts = storage.getStore()?.tally;
  if (counts) counts[kind] += 1;
}

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * A proxy's or client's X-Request-Id is kept when it looks like one (so one id follows the
 * request through every hop); anything else gets a new UUID.
 */
export function requestIdFrom(incoming: string | null | undefined): string {
  return incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
