import type { z } from "zod";
import { buildUpstreamHeaders, type UpstreamHeaderOptions } from "../headers.server";
import { callUpstream, type UpstreamCall, type UpstreamResult } from "../upstream.server";

/**
 * The upstream client as one request uses it (docs/decisions/039): the request's own parts
 * (the session's token, the request id, the client address and the browser's signal) are put on
 * every call here and nowhere else, so a handler names only what it asks for.
 */
export interface RequestUpstream {
  /** The spec's headers for this request (the allow-list of headers.server.ts), token included. */
  headers(options?: UpstreamHeaderOptions): Record<string, string>;
  /** One call on the visitor's behalf: headers and signal of this request. */
  call<S extends z.ZodTypeAny>(
    call: Omit<UpstreamCall<S>, "headers" | "signal"> & { headerOptions?: UpstreamHeaderOptions },
  ): Promise<UpstreamResult<z.output<S>>>;
}

export interface UpstreamRequestParts {
  request: Request;
  requestId: string;
  /** Read at each call: a sign-in or a session's end during the request changes it. */
  token: () => string | undefined;
}

export function upstreamForRequest(parts: UpstreamRequestParts): RequestUpstream {
  const headers = (options: UpstreamHeaderOptions = {}) =>
    buildUpstreamHeaders(parts.request, {
      requestId: parts.requestId,
      authToken: parts.token(),
      ...options,
    });
  return {
    headers,
    call: ({ headerOptions, ...call }) =>
      callUpstream({ ...call, headers: headers(headerOptions), signal: parts.request.signal }),
  };
}
