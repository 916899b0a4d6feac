import { useEffect, useRef } from "react";
import {
  pageViewKey,
  pageViewProperties,
  PAGE_VIEW_EVENT,
  type TrackedPage,
} from "~/page/page-view";
import { trackEvent } from "~/tracking/tracker";
import type { PageState } from "./page-state";

/**
 * Spec 01 section 2.3: a page view fires when a page finishes loading or its page name changes
 * (./page-state.ts says which loads count). `state` comes from usePageState.
 */
export function usePageViewTracking(
  state: PageState,
  page: TrackedPage | null | undefined,
  track: (name: string, properties: Record<string, unknown>) => void = trackEvent,
) {
  const key = page ? pageViewKey(state, page.pageData?.trackingData?.pageName) : null;
  const lastKey = useRef<string | null>(null);
  const latest = useRef({ page, state, track });
  latest.current = { page, state, track };
  useEffect(() => {
    if (key === null || key === lastKey.current) return;
    lastKey.current = key;
    const current = latest.current;
    if (!current.page) return;
    const path = current.state.key
      ? `${current.state.key.pathname}${current.state.key.search}`
      : "";
    current.track(PAGE_VIEW_EVENT, pageViewProperties(current.page, path));
  }, [key]);
}
