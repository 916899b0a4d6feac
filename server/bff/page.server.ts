import { pageResponseSchema, type PageResponse } from "~/contract/page";
import { pageExpiry } from "~/contract/values";
import { logger } from "../shared/logger";
import { buildUpstreamHeaders, requestIdOf } from "./headers.server";
import { time, type Timings } from "./timing.server";
import { callUpstream } from "./upstream.server";
import type { UpstreamFailureKind } from "./upstream-error.server";
import { UPSTREAM_CALLS } from "~/contract/calls";

const MAX_PAGE_URI = 2048;
const MAX_CONTEXT_KEYS = 50;
const MAX_CONTEXT_VALUE = 1000;

/** What the upstream answer said beside the page: its status (0: none) and headers. */
export interface UpstreamAnswer {
  status: number;
  headers?: Headers;
}

export type PageLoad = (
  | { status: "loaded"; page: PageResponse; expiresAt: number; requestId: string }
  | { status: "not-found"; requestId: string }
  | { status: "errored"; httpStatus: number; reason: UpstreamFailureKind; requestId: string }
) & { upstream: UpstreamAnswer };

/** Shell parameters of the address that are not part of the page's context. */
const SHELL_PARAMS = new Set(["login"]);

/** The query of the address, as the page call's context: first value per key, bounded. */
export function contextFromQuery(query: URLSearchParams): Record<string, string> {
  const context: Record<string, string> = {};
  for (const [key, value] of query) {
    if (key in context || SHELL_PARAMS.has(key)) continue;
    if (Object.keys(context).length >= MAX_CONTEXT_KEYS) break;
    if (key.length > 100) continue;
    context[key] = value.slice(0, MAX_CONTEXT_VALUE);
  }
  return context;
}

/** "/course/x/" and "/course/x" are one page; "" is "/". */
export function pageUriOf(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * Path + query -> POST /api/v1/page {pageUri, context}. An unknown page is "not-found"; a failing,
 * slow or garbled upstream is "errored" with the status the browser should see.
 */
export async function fetchPage(
  request: Request,
  timings: Timings,
  pathname = new URL(request.url).pathname,
  options: { authToken?: string } = {},
): Promise<PageLoad> {
  const url = new URL(request.url);
  const requestId = requestIdOf(request);
  const pageUri = pageUriOf(pathname);
  if (pageUri.length > MAX_PAGE_URI)
    return { status: "not-found", requestId, upstream: { status: 0 } };
  const result = await time(timings, "upstream-page", () =>
    callUpstream({
      path: UPSTREAM_CALLS.page.path,
      body: { pageUri, context: contextFromQuery(url.searchParams) },
      headers: buildUpstreamHeaders(request, {
        query: url.searchParams,
        requestId,
        authToken: options.authToken,
      }),
      schema: pageResponseSchema,
      signal: request.signal,
    }),
  );
  if (result.ok) {
    const expiresAt = pageExpiry(result.data, Date.now());
    const upstream = { status: result.status, headers: result.headers };
    return { status: "loaded", page: result.data, expiresAt, requestId, upstream };
  }
  const { error } = result;
  const upstream = { status: error.kind === "http" ? error.status : 0, headers: result.headers };
  if (error.kind === "http" && error.status === 404) {
    return { status: "not-found", requestId, upstream };
  }
  const httpStatus = error.kind === "timeout" ? 504 : 502;
  // The support reference on the errored page leads here: why the page could not be shown.
  logger.warn(
    { event: "page-failed", pageUri, kind: error.kind, upstreamStatus: upstream.status },
    "page failed",
  );
  return { status: "errored", httpStatus, reason: error.kind, requestId, upstream };
}
