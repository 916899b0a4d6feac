import { isSafeHref } from "~/actions/link-target";
import type { PageResponse } from "~/contract";
import type { CollapsedState } from "~/contract/frame";

/** Spec 01 section 9: right pane default width. */
export const RIGHT_PANE_DEFAULT_WIDTH = 320;

export type RightPaneData = NonNullable<PageResponse["rightPane"]>;

/** The collapsed state, as the page schema read it on the server (unreadable: empty). */
export function collapsedStateOf(pane: RightPaneData): CollapsedState {
  return pane.collapsedStateData ?? {};
}

/** A sane width in px: the upstream's, within 240..640, else the default. */
export function rightPaneWidthOf(pane: RightPaneData): number {
  const width = pane.rightPaneWidth?.width;
  if (typeof width !== "number" || !Number.isFinite(width)) return RIGHT_PANE_DEFAULT_WIDTH;
  return Math.min(640, Math.max(240, Math.round(width)));
}

/** The link the collapsed pane's button opens in a new tab: its own action, else the pane's. */
export function collapsedLinkOf(
  pane: RightPaneData,
  collapsed: CollapsedState,
): string | undefined {
  const uri = collapsed.buttonData?.action?.uri ?? pane.action?.uri;
  return uri && isSafeHref(uri) && !uri.startsWith("#") ? uri : undefined;
}
