import type { UpstreamHeaderOptions } from "../headers.server";
import type { UpstreamClient } from "../upstream-client.server";
import { upstreamFor } from "../upstream-for.server";

/**
 * The upstream client as one request uses it (docs/decisions/039, 041): the request's own parts
 * (the session's token, the request id and the browser's signal) are filled in by `upstreamFor`,
 * the one place a request becomes upstream headers; a handler names only what it asks for.
 */
export type RequestUpstream = (options?: UpstreamHeaderOptions) => UpstreamClient;

export interface UpstreamRequestParts {
  request: Request;
  requestId: string;
  /** Read at each call: a sign-in or a session's end during the request changes it. */
  token: () => string | undefined;
}

export function upstreamForRequest(parts: UpstreamRequestParts): RequestUpstream {
  return (options = {}) =>
    upstreamFor(parts.request, {
      requestId: parts.requestId,
      authToken: parts.token(),
      ...options,
    });
}
