import type { PageResponse } from "~/contract";
import type { FramePages } from "~/shared/frame-pages";
import { PageContent } from "./PageContent";
import { PageFrame } from "./PageFrame";
import { PageLifecycle } from "./PageLifecycle";

export interface PageViewProps {
  page: PageResponse;
  /** A page shown in a modal: no frame of its own, page titles default to size 3. */
  isModal?: boolean;
  /** The modal, drawer and right pane pages the loader fetched beside the page. */
  framePages?: FramePages;
  /** `?drawer=open`: the navigation drawer starts open. */
  drawerOpen?: boolean;
  /** Epoch ms of the server render (the countdown's first value). */
  renderedAt?: number;
  /** The page came out of the client cache (a back/forward): it is not written again. */
  fromCache?: boolean;
}

/** A loaded page: its cells inside the frame of spec 01 section 2.3 (a modal page: cells only). */
export function PageView({
  page,
  isModal = false,
  framePages = {},
  drawerOpen = false,
  renderedAt,
  fromCache = false,
}: PageViewProps) {
  if (isModal) {
    return (
      <div data-page-id={page.pageId}>
        <PageContent page={page} isModal />
      </div>
    );
  }
  return (
    <>
      <PageLifecycle page={page} fromCache={fromCache} />
      <PageFrame
        page={page}
        framePages={framePages}
        drawerOpen={drawerOpen}
        renderedAt={renderedAt ?? 0}
      >
        <PageContent page={page} />
      </PageFrame>
    </>
  );
}
