/**
 * Spec 01 section 4: the loading states of a page, as a pure reducer.
 *
 * In this app Remix does the fetching (the page route's loader); the states describe what the
 * visitor sees while it does. ./usePageState.ts maps Remix's navigation and revalidation onto
 * these events. The rules:
 * - a route change (another path) resets the page to INIT;
 * - a fetch starts as LOADING, or MASKED_LOADING when the page's content is already visible
 *   (same path: another query or action context, an invalidation, a revalidation);
 * - success: LOADED; failure: ERRORED;
 * - INVALIDATED triggers a reload (shouldFetch) and shows a loader;
 * - "invalidate all pages" reloads the current page only when asked to (forceReload).
 */
export const PAGE_STATUSES = [
  "INIT",
  "LOADING",
  "LOADED",
  "MASKED_LOADING",
  "INVALIDATED",
  "ERRORED",
] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** What a page is fetched by: path, query string and the navigation's action context. */
export interface PageKey {
  pathname: string;
  search: string;
  /** The action context of the navigation state, serialised (stable key order); "" for none. */
  context: string;
}

export interface PageState {
  status: PageStatus;
  /** The page this state is about; null before the first location is known. */
  key: PageKey | null;
  /** The page's content is on screen (a reload keeps it visible: MASKED_LOADING). */
  hasContent: boolean;
  /** Successful loads of this key so far; page-view tracking and the onboarding action use it. */
  loads: number;
}

export type PageEvent =
  | { type: "ROUTE_CHANGE"; key: PageKey }
  | { type: "FETCH_START"; key?: PageKey }
  | { type: "FETCH_SUCCESS" }
  | { type: "FETCH_FAILURE" }
  | { type: "INVALIDATE" }
  | { type: "INVALIDATE_ALL"; forceReload: boolean };

export const INITIAL_PAGE_STATE: PageState = {
  status: "INIT",
  key: null,
  hasContent: false,
  loads: 0,
};

/** A page that arrived with the document (server render): LOADED, or ERRORED without a page. */
export function hydratedPageState(key: PageKey, hasPage: boolean): PageState {
  return hasPage
    ? { status: "LOADED", key, hasContent: true, loads: 1 }
    : { status: "ERRORED", key, hasContent: false, loads: 0 };
}

/** JSON with sorted keys, so that {a, b} and {b, a} are one context. */
export function contextKey(context: unknown): string {
  if (context === undefined || context === null) return "";
  const stable = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(stable);
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.keys(value as Record<string, unknown>)
          .sort()
          .map((k) => [k, stable((value as Record<string, unknown>)[k])]),
      );
    }
    return value;
  };
  return JSON.stringify(stable(context)) ?? "";
}

/** "/a/" and "/a" are one page; the query's order matters as the server sees it. */
export function pageKeyOf(location: {
  pathname: string;
  search?: string;
  context?: unknown;
}): PageKey {
  const trimmed = location.pathname.replace(/\/+$/, "") || "/";
  const search = location.search && location.search !== "?" ? location.search : "";
  return { pathname: trimmed, search, context: contextKey(location.context) };
}

export function samePageKey(a: PageKey | null, b: PageKey | null): boolean {
  if (!a || !b) return a === b;
  return a.pathname === b.pathname && a.search === b.search && a.context === b.context;
}

/** A key change that means another fetch: path, query string or action context differ. */
export function needsRefetch(previous: PageKey | null, next: PageKey): boolean {
  return !samePageKey(previous, next);
}

/** Another path is another route: the page resets to INIT. */
export function isRouteChange(previous: PageKey | null, next: PageKey): boolean {
  return !previous || previous.pathname !== next.pathname;
}

export function pageStateReducer(state: PageState, event: PageEvent): PageState {
  switch (event.type) {
    case "ROUTE_CHANGE":
      return { status: "INIT", key: event.key, hasContent: false, loads: 0 };
    case "FETCH_START": {
      const key = event.key ?? state.key;
      // Another query or context on the same path keeps the old content visible.
      const samePath = key !== null && state.key !== null && key.pathname === state.key.pathname;
      const keepsContent = state.hasContent && samePath;
      return {
        status: keepsContent ? "MASKED_LOADING" : "LOADING",
        key,
        hasContent: keepsContent,
        loads: samePageKey(state.key, key) ? state.loads : 0,
      };
    }
    case "FETCH_SUCCESS":
      // Already LOADED: a duplicate answer, nothing changes (and no second page view).
      if (state.status === "LOADED") return state;
      return { ...state, status: "LOADED", hasContent: true, loads: state.loads + 1 };
    case "FETCH_FAILURE":
      return { ...state, status: "ERRORED", hasContent: false };
    case "INVALIDATE":
      // An errored page is not refetched on its own; invalidating it is an explicit retry.
      return { ...state, status: "INVALIDATED" };
    case "INVALIDATE_ALL":
      return event.forceReload ? { ...state, status: "INVALIDATED" } : state;
    default:
      return state;
  }
}

/**
 * Whether the page must be fetched now: on mount (INIT) unless errored, and when invalidated.
 * Key changes reach here as ROUTE_CHANGE (INIT) or FETCH_START.
 */
export function shouldFetch(state: PageState): boolean {
  return state.status === "INIT" || state.status === "INVALIDATED";
}

/** A loader is shown for these (the bar loader; MASKED_LOADING keeps the content visible). */
export function isPageLoading(status: PageStatus): boolean {
  return status === "LOADING" || status === "MASKED_LOADING" || status === "INVALIDATED";
}

/** What Remix says at one render: the committed location and what it is loading. */
export interface RemixSnapshot {
  /** The committed location's key. */
  location: PageKey;
  /** The target of a navigation whose loaders run (navigation.state "loading"), else null. */
  navigating: PageKey | null;
  /** A revalidation of the current location is running (revalidator, or after an action). */
  revalidating: boolean;
  /** The route has a page to show (false: its error boundary renders). */
  hasPage: boolean;
}

function isBusy(snapshot: RemixSnapshot | null): boolean {
  return Boolean(snapshot && (snapshot.navigating || snapshot.revalidating));
}

function fetchEvents(state: PageState, target: PageKey): PageEvent[] {
  return isRouteChange(state.key, target)
    ? [
        { type: "ROUTE_CHANGE", key: target },
        { type: "FETCH_START", key: target },
      ]
    : [{ type: "FETCH_START", key: target }];
}

/**
 * The page events of one Remix render, given the previous render's snapshot and the current
 * state: a navigation starting is a route change (another path) or a fetch (same path, other
 * query or context); a revalidation is a fetch of the same key; the end of either is a success,
 * or a failure when the route shows its error boundary.
 */
export function remixPageEvents(
  state: PageState,
  previous: RemixSnapshot | null,
  next: RemixSnapshot,
): PageEvent[] {
  const result: PageEvent = next.hasPage ? { type: "FETCH_SUCCESS" } : { type: "FETCH_FAILURE" };
  if (next.navigating) {
    const alreadyStarted =
      previous?.navigating && samePageKey(previous.navigating, next.navigating);
    return alreadyStarted ? [] : fetchEvents(state, next.navigating);
  }
  if (next.revalidating) {
    const alreadyStarted = previous?.revalidating && !previous.navigating;
    return alreadyStarted ? [] : [{ type: "FETCH_START", key: next.location }];
  }
  // Idle. A location we did not see loading (a redirect, a cached back/forward) is fetched and
  // settled at once; the end of a load we saw settles it.
  if (!samePageKey(state.key, next.location)) {
    return [...fetchEvents(state, next.location), result];
  }
  if (isBusy(previous)) return [result];
  return [];
}

/**
 * The state that page-view tracking and the onboarding action read: while the reducer has not
 * yet seen the address on screen (`settled` false, see usePageState), the page counts as loading,
 * so the previous address is never paired with the new page's data.
 */
export function viewStateOf(state: PageState, settled: boolean): PageState {
  return settled || state.status !== "LOADED" ? state : { ...state, status: "LOADING" };
}

/** Identifies one view of a page: page-view tracking and the onboarding action fire once per. */
export function viewKeyOf(state: PageState): string | null {
  if (state.status !== "LOADED" || !state.key) return null;
  const { pathname, search, context } = state.key;
  return `${pathname}${search}#${context}`;
}
