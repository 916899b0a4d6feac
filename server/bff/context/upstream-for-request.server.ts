import type { UpstreamHeaderOptions } from "../headers.server";
import type { UpstreamClient } from "../upstream-client.server";
import { upstreamFor } from "../upstream-for.server";

/** What a handler may add to a call of its request: the rest is the request's own. */
export interface RequestUpstreamOptions extends Pick<
  UpstreamHeaderOptions,
  "query" | "captchaToken"
> {
  /** The call goes without the session's token (the login steps: they are what makes one). */
  asVisitor?: boolean;
}

/**
 * The upstream client as one request uses it (docs/decisions/039, 041): `context.upstream()`, the
 * way every loader, action and handler calls upstream. The request's own parts (the session's
 * token, the request id and the browser's signal) are filled in by `upstreamFor`, the one place
 * a request becomes upstream headers; a handler names only what it asks for.
 */
export type RequestUpstream = (options?: RequestUpstreamOptions) => UpstreamClient;

export interface UpstreamRequestParts {
  request: Request;
  requestId: string;
  /** Read at each call: a sign-in or a session's end during the request changes it. */
  token: () => string | undefined;
}

export function upstreamForRequest(parts: UpstreamRequestParts): RequestUpstream {
  return ({ asVisitor, ...options } = {}) =>
    upstreamFor(parts.request, {
      ...options,
      requestId: parts.requestId,
      authToken: asVisitor ? undefined : parts.token(),
    });
}
