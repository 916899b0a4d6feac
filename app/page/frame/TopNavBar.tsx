import { useLocation } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";
import { ActionLink } from "~/actions/ActionLink";
import type { TopNavigationBar, TopNavButton as TopNavButtonData } from "~/contract/page";
import type { ServerAction } from "~/contract/primitives";
import { cx } from "./button-look";
import { CountdownTimer } from "./CountdownTimer";
import { TopNavBarMenu } from "./TopNavBarMenu";
import { TopNavButton } from "./TopNavButton";

/** Spec 01 section 9: top navigation bar height. */
export const TOP_NAV_BAR_HEIGHT = 64;

export interface TopNavBarProps {
  /** pageData.topNavigationBar. */
  bar: TopNavigationBar;
  /** Epoch ms of the server render (loader data), for the countdown's first value. */
  renderedAt: number;
  /** The categorized search bar (B's <SearchBar/>), placed in the bar. */
  search?: ReactNode;
  /** The page has a level-2 navigation drawer: show its button at 1024 px and below. */
  hasDrawer?: boolean;
  /** Opens the drawer in place (JS); without it, or without JS, the button is a link. */
  onOpenDrawer?: () => void;
  /** Where the drawer button links without JS; default: the current address plus drawer=open. */
  drawerHref?: string;
  /** Whether the drawer is open (aria-expanded of the drawer button). */
  isDrawerOpen?: boolean;
  /** True for the button whose call is running (its loader shows). */
  isButtonLoading?: (button: TopNavButtonData, index: number) => boolean;
  /**
   * Runs a button's non-navigation action in place; without it such a button is ActionLink's
   * own (a form posting the action, with its loader while the post runs).
   */
  onButtonAction?: (action: ServerAction, button: TopNavButtonData, index: number) => void;
  /** Runs a non-navigation timer action at zero. */
  onTimerAction?: (action: ServerAction) => void;
  className?: string;
}

function useDrawerHref(explicit: string | undefined): string {
  const location = useLocation();
  if (explicit) return explicit;
  const params = new URLSearchParams(location.search);
  params.set("drawer", "open");
  return `${location.pathname}?${params.toString()}`;
}

function BackIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" />
    </svg>
  );
}

function DrawerIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h10" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** The title block: the subtitle (title.subText) shows above 1024 px only. */
function TitleBlock({ title, subTitle }: { title?: string; subTitle?: string }) {
  if (!title && !subTitle) return <div className="top-nav-bar__titleBlock" />;
  return (
    <div className="top-nav-bar__titleBlock">
      {title ? <p className="top-nav-bar__title">{title}</p> : null}
      {subTitle ? <p className="top-nav-bar__subTitle">{subTitle}</p> : null}
    </div>
  );
}

/**
 * Spec 01 section 2.3 top navigation bar (64 px): drawer button (1024 px and below), up/back
 * action, title and subtitle, search slot, countdown timer, buttons (in a three-dot menu on
 * phones). Server-rendered; every part but the timer's ticking works without JavaScript.
 */
export function TopNavBar(props: TopNavBarProps) {
  const { bar, renderedAt, search, hasDrawer, onOpenDrawer, isDrawerOpen } = props;
  const drawerHref = useDrawerHref(props.drawerHref);
  const title = bar.title?.text?.trim();
  const subTitle = bar.title?.subText?.trim();
  const up = bar.upAction?.uri ? bar.upAction : undefined;
  const buttons = bar.buttons ?? [];
  // Wider screens show the buttons in the bar, phones the same buttons in the three-dot menu
  // (CSS picks one), so the server's HTML needs no screen width.
  const renderButtons = (inMenu: boolean) =>
    buttons.map((button, index) => (
      <TopNavButton
        key={index}
        button={button}
        inMenu={inMenu}
        isLoading={props.isButtonLoading?.(button, index) ?? false}
        onAction={
          props.onButtonAction
            ? (action) => props.onButtonAction?.(action, button, index)
            : undefined
        }
      />
    ));
  const openDrawer = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpenDrawer) return;
    event.preventDefault();
    onOpenDrawer();
  };
  return (
    <div className={cx("top-nav-bar__bar", props.className)} data-frame="top-nav-bar">
      {hasDrawer ? (
        <a
          href={drawerHref}
          className={"top-nav-bar__iconButton" + " " + "top-nav-bar__drawerButton"}
          onClick={openDrawer}
          aria-label="Open navigation"
          aria-expanded={onOpenDrawer ? !!isDrawerOpen : undefined}
        >
          <DrawerIcon />
        </a>
      ) : null}
      {up ? (
        <ActionLink action={up} className="top-nav-bar__iconButton" aria-label="Back">
          <BackIcon />
        </ActionLink>
      ) : null}
      <TitleBlock title={title} subTitle={subTitle} />
      {search ? <div className="top-nav-bar__search">{search}</div> : null}
      {bar.timerData?.timerActions?.length ? (
        <CountdownTimer
          timerData={bar.timerData}
          renderedAt={renderedAt}
          onTimerAction={props.onTimerAction}
        />
      ) : null}
      {buttons.length ? <div className="top-nav-bar__buttons">{renderButtons(false)}</div> : null}
      {buttons.length ? <TopNavBarMenu>{renderButtons(true)}</TopNavBarMenu> : null}
    </div>
  );
}
