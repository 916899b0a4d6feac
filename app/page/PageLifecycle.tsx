import { useLocation } from "@remix-run/react";
import { usePageActionDispatch } from "~/actions/usePageActionDispatch";
import type { PageResponse } from "~/contract";
import { useWriteBrowserPageStore } from "~/browser-page-store/browser-page-store-client";
import { viewStateOf } from "./page-state";
import { useOnboardingAction } from "./useOnboardingAction";
import { usePageState } from "./usePageState";
import { usePageViewTracking } from "./usePageViewTracking";
import { useReferralCapture } from "./useReferralCapture";
import { useTabChangeTracker } from "./useTabChangeTracker";

/**
 * The browser-side life of a loaded page (spec 01 section 4): its state, the cache entry written
 * after it loads, page-view tracking, the onboarding action, the contest tab-switch rule and the
 * referral capture.
 * Renders nothing; the server render never depends on it.
 */
export function PageLifecycle({ page, fromCache }: { page: PageResponse; fromCache?: boolean }) {
  const { state, settled } = usePageState({ pageId: page.pageId, hasPage: true });
  // Until the state names the page on screen, the page is not "loaded" for these two: a view of
  // the old address with the new page's name would be tracked (or onboarded) once too often.
  const viewState = viewStateOf(state, settled);
  useWriteBrowserPageStore(page, fromCache);
  usePageViewTracking(viewState, page);
  const dispatch = usePageActionDispatch();
  useOnboardingAction(viewState, page, dispatch);
  useTabChangeTracker(page.pageData.tabChangeTracker);
  useReferralCapture(useLocation().search);
  return null;
}
