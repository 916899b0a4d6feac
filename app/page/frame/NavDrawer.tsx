import { Link, useLocation } from "@remix-run/react";
import { useEffect, useId, type MouseEvent } from "react";
import type { PageResponse } from "~/contract";
import { navDrawerHref } from "~/shared/frame-url";
import type { NavDrawerState, NavDrawerViewType } from "./nav-drawer-state";

function useCurrentAddress(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/**
 * A link that works without JavaScript (`?drawer=open` or the address without it); with
 * JavaScript it toggles the drawer in place, without a round trip.
 */
function useToggleClick(state: NavDrawerState, next: boolean) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    state.setOpen(next);
  };
}

function ThreeBars() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d="M4 6h16M4 12h16M4 18h16"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The hamburger that opens the drawer where it is hidden (1024 px and below): the frame puts it in
 * the top navigation bar, or in a bar of its own when the page has none.
 */
export function NavDrawerToggle({
  state,
  controls,
  className,
}: {
  state: NavDrawerState;
  controls: string;
  className?: string;
}) {
  const address = useCurrentAddress();
  const onClick = useToggleClick(state, !state.open);
  return (
    <Link
      to={navDrawerHref(address, !state.open)}
      replace
      preventScrollReset
      className={["nav-drawer__hamburger", className].filter(Boolean).join(" ")}
      aria-expanded={state.open}
      aria-controls={controls}
      aria-label={state.open ? "Close navigation" : "Open navigation"}
      onClick={onClick}
      data-nav-drawer-toggle=""
    >
      <ThreeBars />
    </Link>
  );
}

export interface NavDrawerProps {
  /** The view type of page.navigationDrawer (navDrawerViewType, which the frame reads too). */
  viewType: NavDrawerViewType;
  /** The drawer page, fetched by the loader (absent when it could not be loaded). */
  content: PageResponse | undefined;
  state: NavDrawerState;
  /** The element id of the panel (the toggles' aria-controls). */
  panelId: string;
  /** Renders the drawer page's cells (PageView, embedded). */
  renderPage: (page: PageResponse) => React.ReactNode;
}

/**
 * Spec 01 sections 2.3, 4 and 9: the left navigation drawer, 296 px wide or a 56 px strip with a
 * three-bar toggle. At 1024 px and below it is open or closed (an overlay); between 1024 and
 * 1280 a strip that opens as an overlay; above 1280 side by side (NAVIGATION_STRIP stays a strip
 * above 1024). The overlay closes it; body scrolling stops while the mobile drawer is open.
 */
export function NavDrawer({ viewType, content, state, panelId, renderPage }: NavDrawerProps) {
  const address = useCurrentAddress();
  const headingId = `${useId().replace(/:/g, "")}-drawer`;
  const closeClick = useToggleClick(state, false);
  const openClick = useToggleClick(state, true);
  const title = content?.pageData.title;

  // Escape closes an open overlay drawer, as the overlay does.
  const { open, setOpen } = state;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, setOpen]);

  return (
    <div
      className="nav-drawer__drawer"
      data-nav-drawer=""
      data-view-type={viewType}
      data-open={state.open ? "true" : "false"}
    >
      <Link
        to={navDrawerHref(address, false)}
        replace
        preventScrollReset
        className="nav-drawer__overlay"
        tabIndex={-1}
        aria-hidden="true"
        onClick={closeClick}
        data-nav-drawer-overlay=""
      />
      <nav
        id={panelId}
        className="nav-drawer__panel"
        aria-labelledby={title ? headingId : undefined}
        aria-label={title ? undefined : "Page navigation"}
      >
        <div className="nav-drawer__strip">
          <Link
            to={navDrawerHref(address, !state.open)}
            replace
            preventScrollReset
            className="nav-drawer__stripToggle"
            aria-expanded={state.open}
            aria-controls={panelId}
            aria-label={state.open ? "Close navigation" : "Open navigation"}
            onClick={state.open ? closeClick : openClick}
            data-nav-drawer-strip=""
          >
            <ThreeBars />
          </Link>
        </div>
        <div className="nav-drawer__body">
          <div className="nav-drawer__head">
            {title ? (
              <p id={headingId} className="nav-drawer__title">
                {title}
              </p>
            ) : (
              <span />
            )}
            <Link
              to={navDrawerHref(address, false)}
              replace
              preventScrollReset
              className="nav-drawer__close"
              aria-label="Close navigation"
              onClick={closeClick}
            >
              <span aria-hidden="true">×</span>
            </Link>
          </div>
          {content ? renderPage(content) : null}
        </div>
      </nav>
    </div>
  );
}
