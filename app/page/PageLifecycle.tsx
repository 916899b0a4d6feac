import { usePageActionDispatch } from "~/actions/usePageActionDispatch";
import type { PageResponse } from "~/contract";
import { useWritePageCache } from "./cache/page-cache-client";
import { useOnboardingAction } from "./useOnboardingAction";
import { usePageState } from "./usePageState";
import { usePageViewTracking } from "./usePageViewTracking";
import { useTabChangeTracker } from "./useTabChangeTracker";

/**
 * The browser-side life of a loaded page (spec 01 section 4): its state, the cache entry written
 * after it loads, page-view tracking, the onboarding action and the contest tab-switch rule.
 * Renders nothing; the server render never depends on it.
 */
export function PageLifecycle({ page, fromCache }: { page: PageResponse; fromCache?: boolean }) {
  const { state } = usePageState({ pageId: page.pageId, hasPage: true });
  useWritePageCache(page, fromCache);
  usePageViewTracking(state, page);
  const dispatch = usePageActionDispatch();
  useOnboardingAction(state, page, dispatch);
  useTabChangeTracker(page.pageData.tabChangeTracker);
  return null;
}
