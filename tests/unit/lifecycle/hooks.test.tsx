// @vitest-environment happy-dom
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  hydratedPageState,
  pageKeyOf,
  pageStateReducer,
  viewKeyOf,
  viewStateOf,
  type PageState,
} from "~/page/page-state";
import { onboardingStep } from "~/page/onboarding-step";
import { usePageViewTracking } from "~/page/usePageViewTracking";
import { TAB_SWITCH_WARNING } from "~/contract/page-texts";
import { TAB_SWITCH_ENDPOINT } from "~/page/tab-change-watch";
import { useTabChangeTracker } from "~/page/useTabChangeTracker";
import {
  PAGE_VIEW_EVENT,
  pageViewKey,
  pageViewProperties,
  type TrackedPage,
} from "~/page/page-view";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  vi.restoreAllMocks();
});

function mount(node: ReactNode) {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(node));
  cleanup = () => act(() => root.unmount());
  return (next: ReactNode) => act(() => root.render(next));
}

/** happy-dom has no alert: the hook calls window.alert. */
function stubAlert(fn: (message?: unknown) => void) {
  Object.defineProperty(window, "alert", { configurable: true, writable: true, value: fn });
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

describe("useTabChangeTracker", () => {
  function Tracker({ tracker }: { tracker?: Parameters<typeof useTabChangeTracker>[0] }) {
    useTabChangeTracker(tracker);
    return null;
  }

  it("on return to the tab: posts to the BFF, then shows the exact warning", async () => {
    const calls: string[] = [];
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`fetch ${url} ${String(init.body)}`);
      return new Response(null, { status: 204 });
    });
    vi.stubGlobal("fetch", fetchMock);
    stubAlert((message) => calls.push(`alert ${String(message)}`));
    mount(
      <AuthenticityTokenProvider token="tok">
        <Tracker
          tracker={{ action: { type: "API_CALL", uri: "/api/v1/t", requestObject: { c: 1 } } }}
        />
      </AuthenticityTokenProvider>,
    );
    // The watcher is a chunk of its own, loaded by pages with a tracker.
    await vi.dynamicImportSettled();
    setVisibility("visible");
    expect(calls).toEqual([]);
    setVisibility("hidden");
    setVisibility("visible");
    expect(calls).toHaveLength(2);
    expect(calls[0]).toContain(`fetch ${TAB_SWITCH_ENDPOINT} `);
    expect(calls[0]).toContain("csrf=tok");
    expect(calls[0]).toContain(
      "action=%7B%22type%22%3A%22API_CALL%22%2C%22uri%22%3A%22%2Fapi%2Fv1%2Ft%22",
    );
    expect(calls[1]).toBe(`alert ${TAB_SWITCH_WARNING}`);
    vi.unstubAllGlobals();
  });

  it("does nothing on pages without a tab change tracker", async () => {
    const alert = vi.fn();
    stubAlert(alert);
    mount(
      <AuthenticityTokenProvider token="tok">
        <Tracker />
      </AuthenticityTokenProvider>,
    );
    await vi.dynamicImportSettled();
    setVisibility("hidden");
    setVisibility("visible");
    expect(alert).not.toHaveBeenCalled();
  });
});

describe("usePageViewTracking", () => {
  const A = pageKeyOf({ pathname: "/course/a" });
  const B = pageKeyOf({ pathname: "/course/b" });
  const pageA: TrackedPage = {
    pageId: "a",
    pageData: { trackingData: { pageName: "Course A", data: { tier: "x" } } },
  };

  function View(props: {
    state: PageState;
    page: TrackedPage;
    track: (n: string, p: object) => void;
  }) {
    usePageViewTracking(props.state, props.page, props.track);
    return null;
  }

  it("fires on load, on another page and on a page-name change; not on a revalidation", () => {
    const track = vi.fn();
    const loaded = hydratedPageState(A, true);
    const rerender = mount(<View state={loaded} page={pageA} track={track} />);
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenLastCalledWith(PAGE_VIEW_EVENT, {
      tier: "x",
      pageName: "Course A",
      pageId: "a",
      path: "/course/a",
    });
    // A masked reload and its success: same view.
    const reloading = pageStateReducer(loaded, { type: "FETCH_START" });
    rerender(<View state={reloading} page={pageA} track={track} />);
    const reloaded = pageStateReducer(reloading, { type: "FETCH_SUCCESS" });
    rerender(<View state={reloaded} page={pageA} track={track} />);
    expect(track).toHaveBeenCalledTimes(1);
    // The page name changes.
    const renamed = { ...pageA, pageData: { trackingData: { pageName: "Course A v2" } } };
    rerender(<View state={reloaded} page={renamed} track={track} />);
    expect(track).toHaveBeenCalledTimes(2);
    // Another page loads.
    let next = pageStateReducer(reloaded, { type: "ROUTE_CHANGE", key: B });
    next = pageStateReducer(next, { type: "FETCH_START", key: B });
    rerender(<View state={next} page={renamed} track={track} />);
    expect(track).toHaveBeenCalledTimes(2);
    next = pageStateReducer(next, { type: "FETCH_SUCCESS" });
    rerender(<View state={next} page={{ ...pageA, pageId: "b" }} track={track} />);
    expect(track).toHaveBeenCalledTimes(3);
  });

  it("a state that has not caught up with the address is no view yet", () => {
    const loaded = hydratedPageState(A, true);
    expect(viewKeyOf(viewStateOf(loaded, true))).toBe("/course/a#");
    // The navigation to B landed in this render; the reducer still names A.
    expect(viewKeyOf(viewStateOf(loaded, false))).toBeNull();
    expect(pageViewKey(viewStateOf(loaded, false), "Course B")).toBeNull();
    const errored = pageStateReducer(loaded, { type: "FETCH_FAILURE" });
    expect(viewStateOf(errored, false)).toBe(errored);
  });

  it("pure helpers: the view key and properties", () => {
    expect(pageViewKey(hydratedPageState(A, true), "N")).toBe("/course/a#|N");
    expect(pageViewKey(hydratedPageState(A, false), "N")).toBeNull();
    expect(
      pageViewProperties({ pageId: "p", pageData: { trackingData: { data: [1] } } }, "/p"),
    ).toEqual({
      pageName: undefined,
      pageId: "p",
      path: "/p",
    });
  });
});

describe("onboarding action step", () => {
  const site = "https://learn.example.com";

  it("NAVIGATION: internal targets navigate (own-site URLs become paths)", () => {
    expect(onboardingStep({ type: "NAVIGATION", uri: "/scale/onboarding?step=1" }, site)).toEqual({
      kind: "navigate",
      to: "/scale/onboarding?step=1",
    });
    expect(onboardingStep({ type: "NAVIGATION", uri: `${site}/my-courses#top` }, site)).toEqual({
      kind: "navigate",
      to: "/my-courses#top",
    });
    expect(onboardingStep({ uri: "/x" }, site)).toEqual({ kind: "navigate", to: "/x" });
  });

  it("external or openInNewTab opens a tab; #id scrolls; unsafe targets do nothing", () => {
    expect(onboardingStep({ type: "NAVIGATION", uri: "https://other.example/a" }, site)).toEqual({
      kind: "open-tab",
      href: "https://other.example/a",
    });
    expect(onboardingStep({ type: "NAVIGATION", uri: "/a", openInNewTab: true }, site)).toEqual({
      kind: "open-tab",
      href: "/a",
    });
    expect(onboardingStep({ type: "NAVIGATION", uri: "#faq" }, site)).toEqual({
      kind: "scroll",
      id: "faq",
    });
    expect(onboardingStep({ type: "NAVIGATION", uri: "javascript:alert(1)" }, site)).toEqual({
      kind: "none",
    });
    expect(onboardingStep({ type: "NAVIGATION" }, site)).toEqual({ kind: "none" });
    expect(onboardingStep(undefined, site)).toEqual({ kind: "none" });
  });

  it("other action types go to the dispatcher", () => {
    const action = { type: "SHOW_TOAST" as const, uri: "/x" };
    expect(onboardingStep(action, site)).toEqual({ kind: "dispatch", action });
  });
});
