import { EDIT_MODE_PARAM } from "~/contract/editor-values";
import { declaredQueryParams, TRACKING_PARAMS } from "~/contract/page-query";
import { SEARCH_QUERY_PARAMS } from "~/contract/search";
import { FAILED_PARAM } from "~/shared/payment-view";
import { FRAME_PARAMS } from "~/shared/frame-url";
import { LOGIN_PARAM } from "~/shared/login-state";
import type { PageResponse } from "~/contract/page";
import { RECORDING_TOKEN_PARAM } from "./editor/recording-login.server";

/**
 * The query parameters of a page address (decision 063): what goes upstream as the page call's
 * context, what keys the page-answer cache, and which address the document cache renders.
 */

const MAX_CONTEXT_VALUE = 1000;
/** Paths whose declaration this process remembers (an LRU: a flood of paths forgets the oldest). */
const MAX_KNOWN_PATHS = 10_000;

/**
 * Parameters the page route itself reads (never the upstream's): the login panel, the modal and
 * drawer pages, the editor, the search bar's no-JavaScript search, a recording link, a failed
 * payment. They make a page ineligible for the document cache or change what it renders, so the
 * document cache never drops them.
 */
export const PAGE_ROUTE_PARAMS: ReadonlySet<string> = new Set([
  LOGIN_PARAM,
  ...FRAME_PARAMS,
  EDIT_MODE_PARAM,
  ...SEARCH_QUERY_PARAMS,
  RECORDING_TOKEN_PARAM,
  FAILED_PARAM,
]);

const TRACKING: ReadonlySet<string> = new Set(TRACKING_PARAMS);

interface Declaration {
  params: readonly string[];
  /** Learnt from the page route's main page: every GET of this path is a page route's. */
  pageRoute: boolean;
}

const known = new Map<string, Declaration>();

/** What this process last heard a page path declare; undefined before its first answer. */
export function declaredParamsOf(pageUri: string): Declaration | undefined {
  return known.get(pageUri);
}

/** Remembers what an answer of this path declared (every answer repeats it: the newest wins). */
export function learnDeclaredParams(
  pageUri: string,
  page: PageResponse,
  pageRoute: boolean,
): readonly string[] {
  const params = declaredQueryParams(page);
  const before = known.get(pageUri);
  known.delete(pageUri);
  known.set(pageUri, { params, pageRoute: pageRoute || before?.pageRoute === true });
  if (known.size > MAX_KNOWN_PATHS) known.delete(known.keys().next().value as string);
  return params;
}

/** Forgets every declaration (tests). */
export function forgetDeclaredParams(): void {
  known.clear();
}

/**
 * The page call's context: the declared parameters the address carries, first value of each,
 * values cut at 1000 characters. Nothing else of the query reaches upstream as context.
 */
export function pageContextOf(
  query: URLSearchParams,
  declared: readonly string[],
): Record<string, string> {
  const context: Record<string, string> = {};
  for (const name of declared) {
    const value = query.get(name);
    if (value !== null) context[name] = value.slice(0, MAX_CONTEXT_VALUE);
  }
  return context;
}

/** Two contexts with the same names and values. */
export function sameContext(a: Record<string, string>, b: Record<string, string>): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
}

/**
 * The query of a page address with what the page does not read dropped: the declared
 * parameters, the tracking ones and the page route's own stay, in their order; undefined when
 * nothing is dropped. `also` names parameters of the framework to keep (a data request's
 * `_routes`).
 */
export function canonicalQuery(
  query: URLSearchParams,
  declared: readonly string[],
  also: readonly string[] = [],
): URLSearchParams | undefined {
  const kept = new URLSearchParams();
  let dropped = false;
  for (const [name, value] of query) {
    if (
      declared.includes(name) ||
      TRACKING.has(name) ||
      PAGE_ROUTE_PARAMS.has(name) ||
      also.includes(name)
    ) {
      kept.append(name, value);
    } else {
      dropped = true;
    }
  }
  return dropped ? kept : undefined;
}
