import { randomBytes } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import type { RequestContext, SessionTally } from "../../shared/request-context";
import { RequestCsrf } from "../csrf.server";
import { getEnv } from "../env.server";
import { requestIdOf } from "../headers.server";
import { CacheDeclaration } from "./cache-declaration.server";
import { RequestSession } from "./request-session.server";
import { upstreamForRequest, type RequestUpstream } from "./upstream-for-request.server";

/**
 * The one request context (docs/decisions/039), as Hydrogen's lib/context.ts makes it: made once
 * per request by the web server (Remix's getLoadContext) and handed to every loader and action
 * as `context`. The session is opened and its revocation looked up here, once; handlers change
 * `context.session` and the cookie is written once, by `finishResponse`, after Remix answered.
 */
export interface BffContext extends RequestContext {
  requestId: string;
  session: RequestSession;
  csrf: RequestCsrf;
  /** The upstream client with this request's token, id, headers and signal: every call's way. */
  upstream: RequestUpstream;
  tally: SessionTally;
  /** The CSP nonce of this request's scripts (the document cache fills it into a kept page). */
  nonce: string;
  /** What the loaders declare of the answer for the document cache (decision 040). */
  cache: CacheDeclaration;
}

declare module "@remix-run/server-runtime" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Remix's documented augmentation
  interface AppLoadContext extends BffContext {}
}

/**
 * Remix's getLoadContext: `base` is what the web server knows of the socket (request id, peer
 * address, client gone), extended here, so code that finds the context in the store (the logger,
 * the upstream client) and the loaders that are handed it see one object.
 */
export async function getLoadContext(
  request: Request,
  base: RequestContext | undefined,
): Promise<AppLoadContext> {
  const tally: SessionTally = base?.tally ?? { cookieOpens: 0, revocationLookups: 0 };
  const requestId = base?.requestId ?? requestIdOf(request);
  const [session, csrf] = await Promise.all([
    RequestSession.open(request),
    RequestCsrf.open(request),
  ]);
  const parts = {
    requestId,
    session,
    csrf,
    upstream: upstreamForRequest({ request, requestId, token: () => session.auth.token }),
    tally,
    nonce: randomBytes(16).toString("base64"),
    cache: new CacheDeclaration(),
  };
  // The web server's object itself, extended: one context, whichever way it is reached.
  const context: BffContext = base ? Object.assign(base, parts) : parts;
  return context as AppLoadContext;
}

/**
 * The end of every request through Remix: the session cookie (when it changed, was renewed or
 * ended) and a new CSRF secret (when a token of it went out) are written here, once.
 */
export async function finishResponse(
  context: AppLoadContext,
  response: Response,
): Promise<Response> {
  const cookies = [...(await context.session.setCookies())];
  const csrfCookie = await context.csrf.setCookie();
  if (csrfCookie) cookies.unshift(csrfCookie);
  if (getEnv().SERVER_TIMING) noteTally(response, context.tally);
  if (cookies.length === 0) return response;
  let answer = response;
  try {
    for (const cookie of cookies) answer.headers.append("Set-Cookie", cookie);
  } catch {
    // A Response with immutable headers (a fetch answer passed on): copied, body untouched.
    answer = new Response(response.body, response);
    for (const cookie of cookies) answer.headers.append("Set-Cookie", cookie);
  }
  // An answer that sets a cookie is this visitor's alone: never kept by anyone.
  const cacheControl = answer.headers.get("Cache-Control") ?? "";
  if (!/\b(no-store|private)\b/.test(cacheControl)) answer.headers.set("Cache-Control", "no-store");
  return answer;
}

/** With SERVER_TIMING=true: how often this request opened the session cookie (tests hold it to 1). */
function noteTally(response: Response, tally: SessionTally): void {
  const entry = `session;dur=0;desc="opens=${tally.cookieOpens} revocations=${tally.revocationLookups}"`;
  try {
    const before = response.headers.get("Server-Timing");
    response.headers.set("Server-Timing", before ? `${before}, ${entry}` : entry);
  } catch {
    // Immutable headers (a relayed answer): no figure, nothing else changes.
  }
}
