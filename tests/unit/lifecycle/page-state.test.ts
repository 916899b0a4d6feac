import { describe, expect, it } from "vitest";
import {
  contextKey,
  hydratedPageState,
  INITIAL_PAGE_STATE,
  isPageLoading,
  needsRefetch,
  pageKeyOf,
  pageStateReducer,
  remixPageEvents,
  shouldFetch,
  viewKeyOf,
  type PageEvent,
  type PageState,
  type RemixSnapshot,
} from "~/page/page-state";

const A = pageKeyOf({ pathname: "/course/a" });
const A_QUERY = pageKeyOf({ pathname: "/course/a", search: "?tab=2" });
const A_CONTEXT = pageKeyOf({ pathname: "/course/a", context: { data: { from: "x" } } });
const B = pageKeyOf({ pathname: "/course/b" });

const run = (state: PageState, ...events: PageEvent[]) => events.reduce(pageStateReducer, state);
const loaded = hydratedPageState(A, true);

describe("page keys (path, query, action context)", () => {
  it("ignores trailing slashes and an empty query; keeps query order", () => {
    expect(pageKeyOf({ pathname: "/course/a/", search: "?" })).toEqual(A);
    expect(pageKeyOf({ pathname: "" }).pathname).toBe("/");
    expect(needsRefetch(A, pageKeyOf({ pathname: "/course/a/" }))).toBe(false);
  });

  it("refetches when path, query or context change", () => {
    expect(needsRefetch(A, B)).toBe(true);
    expect(needsRefetch(A, A_QUERY)).toBe(true);
    expect(needsRefetch(A, A_CONTEXT)).toBe(true);
    expect(needsRefetch(null, A)).toBe(true);
  });

  it("serialises contexts with stable key order", () => {
    expect(contextKey({ b: 1, a: { d: 2, c: [3] } })).toBe(
      contextKey({ a: { c: [3], d: 2 }, b: 1 }),
    );
    expect(contextKey(undefined)).toBe("");
    expect(contextKey(null)).toBe("");
  });
});

describe("page state reducer (spec 01 section 4)", () => {
  it("starts INIT and must fetch; a server-rendered page is LOADED, a failed one ERRORED", () => {
    expect(INITIAL_PAGE_STATE.status).toBe("INIT");
    expect(shouldFetch(INITIAL_PAGE_STATE)).toBe(true);
    expect(loaded).toMatchObject({ status: "LOADED", hasContent: true, loads: 1 });
    expect(shouldFetch(loaded)).toBe(false);
    const errored = hydratedPageState(A, false);
    expect(errored.status).toBe("ERRORED");
    // Errored pages are not refetched on their own.
    expect(shouldFetch(errored)).toBe(false);
  });

  it("a route change resets to INIT; the fetch is LOADING, then LOADED", () => {
    const reset = run(loaded, { type: "ROUTE_CHANGE", key: B });
    expect(reset).toEqual({ status: "INIT", key: B, hasContent: false, loads: 0 });
    const loading = run(reset, { type: "FETCH_START", key: B });
    expect(loading.status).toBe("LOADING");
    expect(isPageLoading(loading.status)).toBe(true);
    expect(run(loading, { type: "FETCH_SUCCESS" })).toMatchObject({ status: "LOADED", loads: 1 });
  });

  it("a refetch while content is visible is MASKED_LOADING (query or context change)", () => {
    expect(run(loaded, { type: "FETCH_START", key: A_QUERY })).toMatchObject({
      status: "MASKED_LOADING",
      key: A_QUERY,
      hasContent: true,
      loads: 0,
    });
    expect(run(loaded, { type: "FETCH_START", key: A_CONTEXT }).status).toBe("MASKED_LOADING");
    // Same key (a reload): masked, and the load count goes on.
    const again = run(loaded, { type: "FETCH_START" }, { type: "FETCH_SUCCESS" });
    expect(again).toMatchObject({ status: "LOADED", loads: 2 });
  });

  it("a fetch of another path without a route change is plain LOADING", () => {
    expect(run(loaded, { type: "FETCH_START", key: B })).toMatchObject({
      status: "LOADING",
      hasContent: false,
    });
  });

  it("failure is ERRORED and drops the content", () => {
    const failed = run(loaded, { type: "FETCH_START" }, { type: "FETCH_FAILURE" });
    expect(failed).toMatchObject({ status: "ERRORED", hasContent: false });
  });

  it("invalidation triggers a reload with a loader", () => {
    const invalid = run(loaded, { type: "INVALIDATE" });
    expect(invalid.status).toBe("INVALIDATED");
    expect(shouldFetch(invalid)).toBe(true);
    expect(isPageLoading(invalid.status)).toBe(true);
    const reloading = run(invalid, { type: "FETCH_START" });
    expect(reloading.status).toBe("MASKED_LOADING");
    expect(run(reloading, { type: "FETCH_SUCCESS" }).status).toBe("LOADED");
    // An errored page can be retried by invalidating it.
    expect(run(hydratedPageState(A, false), { type: "INVALIDATE" }).status).toBe("INVALIDATED");
  });

  it("invalidate all reloads the current page only when forced", () => {
    expect(run(loaded, { type: "INVALIDATE_ALL", forceReload: false })).toBe(loaded);
    expect(run(loaded, { type: "INVALIDATE_ALL", forceReload: true }).status).toBe("INVALIDATED");
  });

  it("a duplicate success changes nothing", () => {
    expect(run(loaded, { type: "FETCH_SUCCESS" })).toBe(loaded);
  });
});

describe("Remix navigation and revalidation as page events", () => {
  const idle = (location = A, hasPage = true): RemixSnapshot => ({
    location,
    navigating: null,
    revalidating: false,
    hasPage,
  });

  function replay(snapshots: RemixSnapshot[]): PageState[] {
    let state = hydratedPageState(snapshots[0].location, snapshots[0].hasPage);
    const states = [state];
    for (let i = 1; i < snapshots.length; i++) {
      state = run(state, ...remixPageEvents(state, snapshots[i - 1], snapshots[i]));
      states.push(state);
    }
    return states;
  }

  it("navigating to another path: INIT then LOADING, then LOADED on the new key", () => {
    const states = replay([idle(A), { ...idle(A), navigating: B }, idle(B)]);
    expect(states.map((s) => s.status)).toEqual(["LOADED", "LOADING", "LOADED"]);
    expect(states[2].key).toEqual(B);
    const events = remixPageEvents(states[0], idle(A), { ...idle(A), navigating: B });
    expect(events.map((e) => e.type)).toEqual(["ROUTE_CHANGE", "FETCH_START"]);
  });

  it("a query change on the same path keeps the content: MASKED_LOADING", () => {
    const states = replay([idle(A), { ...idle(A), navigating: A_QUERY }, idle(A_QUERY)]);
    expect(states.map((s) => s.status)).toEqual(["LOADED", "MASKED_LOADING", "LOADED"]);
  });

  it("a long navigation is started once", () => {
    const busy = { ...idle(A), navigating: B };
    const states = replay([idle(A), busy, busy, busy, idle(B)]);
    expect(states.map((s) => s.status)).toEqual([
      "LOADED",
      "LOADING",
      "LOADING",
      "LOADING",
      "LOADED",
    ]);
  });

  it("a revalidation is a masked reload of the same key", () => {
    const states = replay([idle(A), { ...idle(A), revalidating: true }, idle(A)]);
    expect(states.map((s) => s.status)).toEqual(["LOADED", "MASKED_LOADING", "LOADED"]);
    expect(states[2].loads).toBe(2);
  });

  it("an error boundary at the end of a load is ERRORED", () => {
    const states = replay([idle(A), { ...idle(A), navigating: B }, idle(B, false)]);
    expect(states[2].status).toBe("ERRORED");
  });

  it("a location it never saw loading (redirect, cached back/forward) settles at once", () => {
    const states = replay([idle(A), idle(B)]);
    expect(states[1]).toMatchObject({ status: "LOADED", key: B, loads: 1 });
  });

  it("idle renders change nothing", () => {
    const states = replay([idle(A), idle(A), idle(A)]);
    expect(states[2]).toBe(states[0]);
  });
});

describe("view keys", () => {
  it("exist only for LOADED pages and name path, query and context", () => {
    expect(viewKeyOf(loaded)).toBe("/course/a#");
    expect(viewKeyOf(hydratedPageState(A_QUERY, true))).toBe("/course/a?tab=2#");
    expect(viewKeyOf(run(loaded, { type: "FETCH_START" }))).toBeNull();
    expect(viewKeyOf(INITIAL_PAGE_STATE)).toBeNull();
  });
});
