import { useLocation, useNavigation, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { getBrowserPageStore } from "~/browser-page-store/browser-page-store-client";
import {
  hydratedPageState,
  pageKeyOf,
  pageStateReducer,
  remixPageEvents,
  samePageKey,
  type PageState,
  type RemixSnapshot,
} from "./page-state";

/** The action context a navigation carries in its history state: navigate(to, {state: {context}}). */
function contextOf(state: unknown): unknown {
  return state && typeof state === "object" ? (state as { context?: unknown }).context : undefined;
}

export interface PageStateApi {
  state: PageState;
  /**
   * The state describes the address on screen. False for the render in which a navigation has
   * landed (new location and page data) but the reducer has not seen it yet: the state still
   * names the previous page, so "loaded" must not be read from it.
   */
  settled: boolean;
  /** Marks this page invalidated (its cache entry too); the hook then reloads it. */
  invalidate: () => void;
  /**
   * Marks every cached page invalidated; `reloadCurrent` also reloads the page on screen
   * (the API-call result's invalidateAllPages with reloadPage).
   */
  invalidateAll: (options?: { reloadCurrent?: boolean }) => void;
}

/**
 * Spec 01 section 4 on Remix: the server render is LOADED (or ERRORED); Remix's navigations and
 * revalidations become the reducer's events (./page-state.ts remixPageEvents); INVALIDATED makes
 * Remix revalidate the page. Call it where the page renders (and, with hasPage false, in the
 * page's error boundary).
 */
export function usePageState({
  pageId,
  hasPage,
}: {
  pageId?: string;
  hasPage: boolean;
}): PageStateApi {
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();

  const snapshot: RemixSnapshot = {
    location: pageKeyOf({ ...location, context: contextOf(location.state) }),
    navigating:
      navigation.state === "loading" && navigation.location
        ? pageKeyOf({ ...navigation.location, context: contextOf(navigation.location.state) })
        : null,
    revalidating: revalidator.state === "loading",
    hasPage,
  };

  const [state, dispatch] = useReducer(pageStateReducer, snapshot, (first) =>
    hydratedPageState(first.location, first.hasPage),
  );
  const previous = useRef<RemixSnapshot | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  const signature = JSON.stringify(snapshot);
  useEffect(() => {
    const next = JSON.parse(signature) as RemixSnapshot;
    // The first render is the hydrated state itself: nothing to replay.
    if (previous.current) {
      for (const event of remixPageEvents(stateRef.current, previous.current, next)) {
        dispatch(event);
      }
    }
    previous.current = next;
  }, [signature]);

  // INVALIDATED triggers the reload.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    if (state.status === "INVALIDATED" && revalidator.state === "idle") revalidate.current();
  }, [state.status, revalidator.state]);

  const invalidate = useCallback(() => {
    if (pageId) void getBrowserPageStore().then((cache) => cache.invalidate(pageId));
    dispatch({ type: "INVALIDATE" });
  }, [pageId]);

  const invalidateAll = useCallback((options?: { reloadCurrent?: boolean }) => {
    void getBrowserPageStore().then((cache) => cache.invalidateAll());
    dispatch({ type: "INVALIDATE_ALL", forceReload: Boolean(options?.reloadCurrent) });
  }, []);

  const settled = samePageKey(state.key, snapshot.location);
  return { state, settled, invalidate, invalidateAll };
}
