import { z } from "zod";
import { isSafeHref } from "~/actions/link-target";
import {
  buttonDataSchema,
  looseObject,
  opt,
  serverActionSchema,
  type PageResponse,
} from "~/contract";

/** Spec 01 section 9: right pane default width. */
export const RIGHT_PANE_DEFAULT_WIDTH = 320;

/**
 * rightPane.collapsedStateData (spec 01 section 3): what the collapsed bottom sheet shows, a
 * text {text, subText} and a button that opens the pane's link in a new tab.
 */
export const collapsedStateSchema = looseObject({
  text: opt(looseObject({ text: opt(z.string()), subText: opt(z.string()) })),
  buttonData: opt(buttonDataSchema),
  expandAction: opt(serverActionSchema),
});
export type CollapsedState = z.infer<typeof collapsedStateSchema>;

export function collapsedStateOf(raw: unknown): CollapsedState {
  const parsed = collapsedStateSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : {};
}

export type RightPaneData = NonNullable<PageResponse["rightPane"]>;

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
