import type { RequestUpstream } from "./context/upstream-for-request.server";
import type { UpstreamClient } from "./upstream-client.server";
import { upstreamFor } from "./upstream-for.server";
import { type PageResponse } from "~/contract/page";
import { pageExpiry } from "~/contract/values";
import { logger } from "../shared/logger";
import { requestIdOf } from "./headers.server";
import { time, type Timings } from "./timing.server";
import { viewportOf } from "./client-hints.server";
import {
  missingKey,
  pageAnswerCache,
  pageAnswerKey,
  type Offer,
  type PageAnswerCache,
} from "./page-answer-cache.server";
import {
  declaredParamsOf,
  learnDeclaredParams,
  pageContextOf,
  sameContext,
} from "./page-query.server";
import type { PageAnswerEntry } from "./page-answer-store.server";
import { runInRequestContext } from "../shared/request-context";
import { counter } from "../shared/metrics";

/** Page-answer cache lookups by outcome: hit, stale, miss, revalidated (METRICS_PORT, decision 050). */
const cacheLookups = counter({
  name: "bff_page_cache_lookups_total",
  help: "Page-answer cache lookups, by outcome",
  labelNames: ["outcome"],
});
import type { UpstreamFailureKind } from "./upstream-error.server";
import { ParsedAnswers } from "./parsed-answers.server";

const MAX_PAGE_URI = 2048;

/** What the upstream answer said beside the page: its status (0: none) and headers. */
export interface UpstreamAnswer {
  status: number;
  headers?: Headers;
}

/** The page-answer cache's entry a loaded page is, and its key: what a kept document belongs to. */
export interface PageSource {
  key: string;
  entry: PageAnswerEntry;
}

export type PageLoad = (
  | {
      status: "loaded";
      page: PageResponse;
      expiresAt: number;
      requestId: string;
      /** Set when the page is a fresh page-answer entry (a hit, or the answer just kept). */
      source?: PageSource;
    }
  | { status: "not-found"; requestId: string }
  | { status: "errored"; httpStatus: number; reason: UpstreamFailureKind; requestId: string }
) & { upstream: UpstreamAnswer };

/** "/course/x/" and "/course/x" are one page; "" is "/". */
export function pageUriOf(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * Page answers parsed, by digest (decision 047): a signed-in learner's page is never kept by the
 * page-answer cache, but the answer's text repeats, and its parse (and the page route's prepared copy,
 * keyed by the parsed value) is reused while it does. Bounded: a few hundred distinct answers.
 */
const parsedPages = new ParsedAnswers<PageResponse>({
  maxEntries: 256,
  maxBytes: 32 * 1024 * 1024,
});

/**
 * One page call upstream, parsed with the contract's schema once per distinct answer (the same
 * text is the same page, whoever asked); under revalidation `known` gives the kept page for an
 * answer whose digest is the kept one's (callUpstream: no parse then). A `detached` call is made
 * for whoever waits on it (single flight, a background refresh): no browser's leaving cancels
 * it, only the upstream time-out ends it.
 */
async function callPage(
  upstream: UpstreamClient,
  asked: AskedPage,
  known?: (digest: string) => PageResponse | undefined,
) {
  const result = await upstream.call("page", {
    body: { pageUri: asked.pageUri, context: asked.context },
    known: (digest) => known?.(digest) ?? parsedPages.get(digest),
  });
  if (result.ok && result.digest && result.length !== undefined)
    parsedPages.set(result.digest, result.data, result.length);
  return result;
}

/**
 * A call made for several (single flight) or after the answer (a background refresh): the same
 * request without the browser's signal, so no browser's leaving cancels it, only the upstream
 * time-out. Its headers are made here, in the request's context (its client address).
 */
function detachedCall(request: Request, asked: AskedPage, requestId: string) {
  const detached = new Request(request.url, { method: "GET", headers: request.headers });
  const upstream = upstreamFor(detached, { query: asked.query, requestId });
  return runInRequestContext({ requestId }, () => callPage(upstream, asked));
}

type PageCallResult = Awaited<ReturnType<typeof callPage>>;

/** What the page-answer cache is offered of a successful answer (its size from Content-Length). */
function offerOf(result: Extract<PageCallResult, { ok: true }>, path: string): Offer {
  const length = Number(result.headers.get("content-length"));
  const bytes = Number.isFinite(length) && length > 0 ? length : undefined;
  return { page: result.data, path, headers: result.headers, bytes, digest: result.digest };
}

/** One page asked: its path, its context (the declared parameters it carries) and its query. */
interface AskedPage {
  pageUri: string;
  context: Record<string, string>;
  /** The address's whole query: its tracking parameters become headers (headers.server.ts). */
  query: URLSearchParams;
}

/**
 * A stale entry's refresh, after the answer has gone: a request of its own (no browser signal,
 * no "client gone" of the request that found it stale), with the same headers.
 */
function refreshInBackground(
  cache: PageAnswerCache,
  key: string,
  request: Request,
  asked: AskedPage,
): void {
  const requestId = requestIdOf(request);
  void cache.refresh(key, async () => {
    const result = await detachedCall(request, asked, requestId);
    return result.ok ? offerOf(result, asked.pageUri) : undefined;
  });
}

/**
 * A visitor's miss: one upstream call for every request that misses the same key meanwhile
 * (single flight, decision 063), its answer offered to the cache, a 404 remembered a short
 * while (a junk address asked again costs no call).
 */
function sharedMiss(cache: PageAnswerCache, key: string, request: Request, asked: AskedPage) {
  const requestId = requestIdOf(request);
  return cache.shared(key, async () => {
    const result = await detachedCall(request, asked, requestId);
    const kept = result.ok ? await cache.offer(key, offerOf(result, asked.pageUri)) : undefined;
    if (!result.ok && result.error.kind === "http" && result.error.status === 404) {
      cache.rememberMissing(missingKey(asked.pageUri, asked.context), asked.pageUri);
    }
    return { result, kept };
  });
}

/**
 * A page load the document cache made before the render (revalidation: it asks upstream first,
 * decision 027), declared in the request context for the page loader so that upstream is asked once.
 */
export interface LoadedAhead {
  key: string;
  load: PageLoad;
  timings: Timings;
}

export interface FetchPageOptions {
  /** The request's upstream client (`context.upstream`): its token, id and signal. */
  upstream: RequestUpstream;
  /** The call carries the user's token: the page is theirs alone, never cached. */
  signedIn: boolean;
  /** The page route's main page (not a frame page): its path is a page route's (decision 063). */
  pageRoute?: boolean;
  /** Revalidation: the document cache's load before the render, for this request's loader. */
  loadedAhead?: LoadedAhead;
  /** Revalidation: told of the load made (the document cache declares it in the context). */
  onRevalidated?: (ahead: LoadedAhead) => void;
}

/**
 * Path + query -> POST /api/v1/page {pageUri, context}. The context holds only the parameters
 * the page declares (`cacheInfo.queryParams`, decision 063), as this process last heard them:
 * none before a path's first answer, which is asked again when its declaration names
 * parameters the address carries. An unknown page is "not-found"; a failing, slow or garbled
 * upstream is "errored" with the status the browser should see. A visitor's page (no upstream
 * token) may come from the page-answer cache (page-answer-cache.server.ts): Server-Timing says
 * `cache;desc="hit"|"miss"|"stale"|"not-found"`, or under revalidation `"revalidated"|"miss"`.
 */
export async function fetchPage(
  request: Request,
  timings: Timings,
  pathname = new URL(request.url).pathname,
  options: FetchPageOptions,
): Promise<PageLoad> {
  const requestId = requestIdOf(request);
  const pageUri = pageUriOf(pathname);
  if (pageUri.length > MAX_PAGE_URI)
    return { status: "not-found", requestId, upstream: { status: 0 } };
  const query = new URL(request.url).searchParams;
  const sent = pageContextOf(query, declaredParamsOf(pageUri)?.params ?? []);
  const load = await loadPage(request, timings, { pageUri, context: sent, query }, options);
  if (load.status !== "loaded") return load;
  const declared = learnDeclaredParams(pageUri, load.page, options.pageRoute === true);
  const wanted = pageContextOf(query, declared);
  // Its first answer here, or a declaration that grew: the parameters it reads were not sent.
  if (sameContext(wanted, sent)) return load;
  return loadPage(request, timings, { pageUri, context: wanted, query }, options);
}

/** One page load with this context: the page-answer cache's, or a call of its own. */
async function loadPage(
  request: Request,
  timings: Timings,
  asked: AskedPage,
  options: FetchPageOptions,
): Promise<PageLoad> {
  const requestId = requestIdOf(request);
  const { pageUri, context } = asked;
  // Signed-in users' pages are theirs alone: never looked up, never kept.
  const cache = options.signedIn ? undefined : pageAnswerCache();
  const key = cache ? pageAnswerKey(pageUri, context, viewportOf(request).deviceType) : "";
  if (cache?.revalidates) {
    // Only revalidation hands loads over (the document cache asked before the render).
    const ahead = options.loadedAhead;
    if (ahead?.key === key) {
      for (const [name, timing] of ahead.timings) timings.set(name, timing);
      return ahead.load;
    }
    const upstream = options.upstream({ query: asked.query });
    const load = await revalidatedLoad(cache, key, request, upstream, asked, timings);
    options.onRevalidated?.({ key, load, timings });
    return load;
  }
  if (cache) {
    const found = await cache.lookup(key);
    const missing = !found && cache.isMissing(missingKey(pageUri, context));
    const outcome = found?.outcome ?? (missing ? "not-found" : "miss");
    timings.set("cache", { dur: 0, desc: outcome });
    cacheLookups.inc({ outcome });
    if (missing) return { status: "not-found", requestId, upstream: { status: 404 } };
    if (found) {
      if (found.refresh) refreshInBackground(cache, key, request, asked);
      // The browser page store keeps it until the entry's expiry (past, when stale).
      const { page, storedAt, ttlMs } = found.entry;
      return {
        status: "loaded",
        page,
        expiresAt: storedAt + ttlMs,
        requestId,
        source: found.outcome === "hit" ? { key, entry: found.entry } : undefined,
        upstream: { status: 200 },
      };
    }
    const { result, kept } = await time(timings, "upstream-page", () =>
      sharedMiss(cache, key, request, asked),
    );
    return loadOf(result, kept && { key, entry: kept }, pageUri, requestId);
  }
  const result = await time(timings, "upstream-page", () =>
    callPage(options.upstream({ query: asked.query }), asked),
  );
  return loadOf(result, undefined, pageUri, requestId);
}

/**
 * Revalidation: every load asks upstream. An answer that repeats the key's entry word for word
 * is that entry again (its parse, its kept HTML); any other is offered as a new entry (which may
 * not be kept: then none). An answer that sets a cookie is never shared (offer drops the entry).
 */
async function revalidatedLoad(
  cache: PageAnswerCache,
  key: string,
  request: Request,
  upstream: UpstreamClient,
  asked: AskedPage,
  timings: Timings,
): Promise<PageLoad> {
  const requestId = requestIdOf(request);
  const previous = await cache.current(key);
  const known = (digest: string) => (previous?.digest === digest ? previous.page : undefined);
  const result = await time(timings, "upstream-page", () => callPage(upstream, asked, known));
  if (!result.ok) return loadOf(result, undefined, asked.pageUri, requestId);
  const same = previous !== undefined && result.data === previous.page;
  timings.set("cache", { dur: 0, desc: same ? "revalidated" : "miss" });
  cacheLookups.inc({ outcome: same ? "revalidated" : "miss" });
  const kept =
    same && !result.headers.has("set-cookie")
      ? previous
      : await cache.offer(key, offerOf(result, asked.pageUri));
  return loadOf(result, kept && { key, entry: kept }, asked.pageUri, requestId);
}

/** A page call's result as a page load: loaded, not found, or errored (and logged). */
function loadOf(
  result: PageCallResult,
  source: PageSource | undefined,
  pageUri: string,
  requestId: string,
): PageLoad {
  if (result.ok) {
    const expiresAt = pageExpiry(result.data, Date.now());
    const upstream = { status: result.status, headers: result.headers };
    return { status: "loaded", page: result.data, expiresAt, requestId, source, upstream };
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
