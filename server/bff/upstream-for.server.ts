import { buildUpstreamHeaders, type UpstreamHeaderOptions } from "./headers.server";
import { createUpstreamClient, type UpstreamClient } from "./upstream-client.server";

/**
 * The one place a request's upstream client is made (docs/decisions/041): its allow-listed
 * headers (with the user's token when given) and the browser's signal.
 */
export function upstreamFor(request: Request, options: UpstreamHeaderOptions = {}): UpstreamClient {
  return createUpstreamClient({
    headers: buildUpstreamHeaders(request, options),
    signal: request.signal,
  });
}
