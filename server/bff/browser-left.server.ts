import { requestContext } from "../shared/request-context";

/**
 * A signal that aborts when the browser of this request goes away: Remix's `request.signal`, or
 * the web server's own (request-context.ts says why both). The listeners hold the new controller
 * strongly, so it fires as long as either source lives. For a reader of an upstream body (the
 * assistant's relay); the upstream client folds the web server's signal into every call itself.
 */
export function browserLeft(request: Request): AbortSignal {
  const fromServer = requestContext()?.clientGone;
  if (!fromServer) return request.signal;
  const left = new AbortController();
  const abort = () => left.abort();
  if (request.signal.aborted || fromServer.aborted) abort();
  request.signal.addEventListener("abort", abort, { once: true });
  fromServer.addEventListener("abort", abort, { once: true });
  return left.signal;
}
