import { useLocation } from "@remix-run/react";
import { ActionToastOutlet } from "~/actions/ActionToastOutlet";
import { PageActionHost } from "~/actions/PageActionHost";
import { usePageActionDispatch } from "~/actions/usePageActionDispatch";
import { useEffect, useId, useMemo, useState, type CSSProperties, type ReactNode } from "react";
import type { PageResponse } from "~/contract";
import { routeLook } from "~/shared/route-look";
import { AnnouncementBar } from "./frame/AnnouncementBar";
import type { FramePages } from "~/shared/frame-pages";
import { closeModalHref, navDrawerHref } from "~/shared/frame-url";
import { Headline } from "./frame/Headline";
import { navDrawerViewType, type NavDrawerState } from "./frame/nav-drawer-state";
import {
  BottomNavBar,
  FabList,
  Modal,
  NavDrawer,
  NavDrawerToggle,
  RightPane,
  SearchBar,
  TopNavBar,
} from "./frame/parts";
import { Toast } from "~/ui/Toast";
import { PageContent } from "./PageContent";
import styles from "./PageFrame.module.css";

export interface PageFrameProps {
  page: PageResponse;
  framePages: FramePages;
  /** `?drawer=open` on the server render. */
  drawerOpen: boolean;
  renderedAt: number;
  /** The page's cell grid. */
  children: ReactNode;
}

/** Spec 01 section 9: navigation content width beside a drawer (620 for small spacing). */
function navContentWidth(page: PageResponse): string {
  const spacing = page.pageData.layoutParams?.spacingStyle?.toUpperCase();
  if (spacing === "SMALL") return "620px";
  return navDrawerViewType(page.navigationDrawer?.viewType) === "NAVIGATION_STRIP"
    ? "1200px"
    : "1024px";
}

/** The drawer's open state: from the address on the server, in place with JavaScript. */
function useNavDrawerState(initial: boolean): NavDrawerState {
  const location = useLocation();
  const [open, setOpen] = useState(initial);
  // A new address (a link in the drawer, back/forward) starts from what the address says.
  useEffect(() => setOpen(initial), [initial, location.key]);
  return useMemo(() => ({ open, setOpen }), [open]);
}

function PageIn({ page, isModal = false }: { page: PageResponse; isModal?: boolean }) {
  return (
    <div data-page-id={page.pageId}>
      <PageContent page={page} isModal={isModal} />
    </div>
  );
}

/**
 * Spec 01 section 2.3: the frame around a page's cells, each part where the page data asks for
 * it: announcement bar, top navigation bar (with the categorized search bar), sticky headline,
 * left navigation drawer, the cells, right pane, bottom navigation bar, floating action buttons,
 * toast, and the modal and level-2 drawer pages of the address. Parts the page does not have are
 * not rendered; the CSS variables tell the sticky and fixed parts where the others are.
 */
export function PageFrame({ page, framePages, drawerOpen, renderedAt, children }: PageFrameProps) {
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  const look = routeLook(location.pathname);
  const data = page.pageData;
  const drawerState = useNavDrawerState(drawerOpen);
  const dispatch = usePageActionDispatch();
  const panelId = `${useId().replace(/:/g, "")}-nav-drawer`;

  const topBar = data.topNavigationBar;
  const searchBar = topBar?.categorizedSearchBar;
  const hasSearch = Boolean(searchBar?.categories?.length && searchBar.action?.uri);
  const drawer = page.navigationDrawer?.uri ? page.navigationDrawer : undefined;
  const pane = page.rightPane;
  const hasHeadline = Boolean(data.headline?.text?.trim());
  const hasBottomBar = Boolean(
    data.bottomNavigationBar?.leftButton?.text?.trim() ||
    data.bottomNavigationBar?.leftButton?.subText?.trim() ||
    data.bottomNavigationBar?.rightButton?.text?.trim() ||
    data.bottomNavigationBar?.rightButton?.subText?.trim(),
  );
  const { modal, drawerPage } = framePages;
  const covered = Boolean(modal || drawerPage);
  // React 18 does not know `inert`; as a plain string attribute it reaches the DOM as it is.
  const inert: Record<string, string> = covered ? { inert: "" } : {};
  const stickyHeader = look.header !== "hidden" && !look.embed && look.stickyHeader;

  const vars = { ["--nav-content-width" as string]: navContentWidth(page) } as CSSProperties;

  return (
    <div
      className={styles.frame}
      style={vars}
      data-page-id={page.pageId}
      data-sticky-header={stickyHeader ? "true" : "false"}
      data-top-nav={topBar ? "true" : "false"}
      data-sticky-headline={hasHeadline && data.isHeadlineSticky ? "true" : "false"}
      data-bottom-bar={hasBottomBar ? "true" : "false"}
      data-has-drawer={drawer ? "true" : "false"}
      data-has-pane={pane ? "true" : "false"}
    >
      <div className={styles.chrome} {...inert}>
        <AnnouncementBar bar={data.announcementBar} />
        {topBar ? (
          <TopNavBar
            bar={topBar}
            renderedAt={renderedAt}
            search={hasSearch && searchBar ? <SearchBar bar={searchBar} /> : undefined}
            hasDrawer={Boolean(drawer)}
            onOpenDrawer={() => drawerState.setOpen(true)}
            drawerHref={navDrawerHref(address, true)}
            isDrawerOpen={drawerState.open}
            onTimerAction={dispatch}
          />
        ) : null}
        {drawer && !topBar ? (
          <div className={styles.drawerBar}>
            <NavDrawerToggle state={drawerState} controls={panelId} />
            {data.title ? <p className={styles.drawerBarTitle}>{data.title}</p> : null}
          </div>
        ) : null}
        <Headline headline={data.headline} isSticky={data.isHeadlineSticky} />
        <div className={styles.body}>
          {drawer ? (
            <NavDrawer
              viewType={navDrawerViewType(drawer.viewType)}
              content={framePages.navigationDrawer?.page}
              state={drawerState}
              panelId={panelId}
              renderPage={(content) => <PageIn page={content} />}
            />
          ) : null}
          <div className={styles.main} data-frame-main="">
            <div className={styles.content}>{children}</div>
          </div>
          {pane ? (
            <RightPane
              pane={pane}
              content={framePages.rightPane?.page}
              renderPage={(content) => <PageIn page={content} />}
            />
          ) : null}
        </div>
        {hasBottomBar ? <BottomNavBar bar={data.bottomNavigationBar} /> : null}
        {data.fabData ? <FabList fabData={data.fabData} /> : null}
      </div>
      <Toast message={data.toastMessage} />
      {/* Results of the page's actions (buttons, forms): toasts and the replay after login. */}
      <ActionToastOutlet />
      <PageActionHost />
      {modal ? (
        <Modal
          label={modal.page.pageData.title ?? "Dialog"}
          placement={modal.props.viewType}
          hideCloseOption={modal.props.hideCloseOption}
          onClose={modal.props.onClose}
          closeHref={closeModalHref(address)}
        >
          <PageIn page={modal.page} isModal />
        </Modal>
      ) : null}
      {drawerPage && !modal ? (
        <Modal
          label={drawerPage.page.pageData.title ?? "Navigation"}
          placement="LEFT_DRAWER"
          hideCloseOption={false}
          closeHref={navDrawerHref(address, false)}
        >
          <PageIn page={drawerPage.page} isModal />
        </Modal>
      ) : null}
    </div>
  );
}
