import { useEffect, useId, useState, type ReactNode } from "react";
import type { PageResponse } from "~/contract";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import {
  collapsedLinkOf,
  collapsedStateOf,
  rightPaneWidthOf,
  type RightPaneData,
} from "./right-pane";

/** Spec 01 section 9: the right pane is side by side above 1024 px. */
const SIDE_BY_SIDE = "(min-width: 1025px)";

export interface RightPaneProps {
  pane: RightPaneData;
  /** The page named by rightPane.action.uri, fetched by the loader. */
  content: PageResponse | undefined;
  renderPage: (page: PageResponse) => ReactNode;
}

function Chevron() {
  return (
    <svg
      className="right-pane__chevron"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
    >
      <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * Spec 01 sections 2.3 and 9: the right pane, side by side above 1024 px (320 px unless the page
 * says otherwise). At 1024 px and below it is a bottom sheet whose title row expands or collapses
 * it (<details>, so it works without JavaScript); collapsed, it shows its text and a button that
 * opens its link in a new tab. Body scrolling stops while the sheet is expanded.
 */
export function RightPane({ pane, content, renderPage }: RightPaneProps) {
  const titleId = `${useId().replace(/:/g, "")}-pane-title`;
  const collapsed = collapsedStateOf(pane);
  const link = collapsedLinkOf(pane, collapsed);
  const title = pane.title?.text ?? content?.pageData.title ?? "More";
  const [expanded, setExpanded] = useState(false);

  // Browsers without ::details-content would hide a closed pane on wide screens: keep it open there.
  useEffect(() => {
    const query = window.matchMedia(SIDE_BY_SIDE);
    const sync = () => setExpanded(query.matches);
    sync();
    query.addEventListener("change", sync);
    return () => query.removeEventListener("change", sync);
  }, []);

  return (
    <aside
      className="right-pane__pane"
      aria-labelledby={titleId}
      data-right-pane=""
      style={{ ["--right-pane-width" as string]: `${rightPaneWidthOf(pane)}px` }}
    >
      <details
        className="right-pane__sheet"
        open={expanded}
        onToggle={(event) => setExpanded(event.currentTarget.open)}
      >
        <summary className="right-pane__titleRow">
          {pane.title?.image ? (
            <ResponsiveImage
              image={pane.title.image}
              width={28}
              height={28}
              className="right-pane__icon"
            />
          ) : null}
          <span className="right-pane__titleText">
            <span id={titleId} className="right-pane__title">
              {title}
            </span>
            {collapsed.text?.text ? (
              <span className="right-pane__collapsedText">{collapsed.text.text}</span>
            ) : null}
            {collapsed.text?.subText ? (
              <span className="right-pane__collapsedSubText">{collapsed.text.subText}</span>
            ) : null}
          </span>
          <Chevron />
        </summary>
        <div className="right-pane__content">{content ? renderPage(content) : null}</div>
      </details>
      {link ? (
        <a
          className={`btn btn-primary right-pane__collapsedButton`}
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          data-right-pane-open=""
        >
          {collapsed.buttonData?.buttonText ?? "Open"}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
    </aside>
  );
}
