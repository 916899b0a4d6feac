import type { PageState } from "./page-state";
import { viewKeyOf } from "./page-state";
import type { TrackingProperties } from "~/tracking/tracking-queue";

/** Spec 01 section 2.3: page-view tracking. */
export const PAGE_VIEW_EVENT = "Page View";

export interface PageTrackingData {
  pageName?: string;
  data?: unknown;
}

/**
 * The identity of one page view: a page that finished loading (another path, query or context)
 * or a change of its page name. A revalidation of the same page with the same name is no new
 * view. Null while the page is not LOADED.
 */
export function pageViewKey(state: PageState, pageName: string | undefined): string | null {
  const view = viewKeyOf(state);
  return view === null ? null : `${view}|${pageName ?? ""}`;
}

/** The event's properties: page name, page id, path, and the page's own tracking data. */
export interface TrackedPage {
  pageId?: string;
  pageData?: { trackingData?: PageTrackingData };
}

export function pageViewProperties(page: TrackedPage, path: string): TrackingProperties {
  const tracking = page.pageData?.trackingData;
  const data = tracking?.data;
  const own = data && typeof data === "object" && !Array.isArray(data) ? data : {};
  return {
    ...(own as TrackingProperties),
    pageName: tracking?.pageName,
    pageId: page.pageId,
    path,
  };
}
