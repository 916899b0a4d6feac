import type { DeviceType } from "./device";
import { knownOr } from "./known";

/**
 * Spec 01 section 3's layout enumerations (text styles, dimension types, layout containers) and
 * the small pure rules on them, zod-free for the browser. Device classes are device.ts's
 * (MOBILE, TABLET, DESKTOP); the card variants are card-list-look.ts's (CARD_LIST_VIEW_TYPES).
 */

/** Spec 01 section 3: text styles. */
export const TEXT_STYLES = [
  "HEADING1",
  "HEADING2",
  "HEADING3",
  "HEADING4",
  "HEADING5",
  "HEADING6",
  "BUTTON_LARGE",
  "BUTTON_SMALL",
  "BODY1",
  "BODY2",
  "CAPTION",
  "OVERLINE",
  "LINK_LARGE",
  "LINK_SMALL",
] as const;

export interface TextStyleLook {
  /** The element the text is written in. */
  element: "h2" | "h3" | "h4" | "h5" | "h6" | "p";
  /** A class of the TEXT widget's CSS module (one per style). */
  className: string;
}

/**
 * A text style's element and class. Inside a widget HEADINGn is the heading of level n + 1
 * (HEADING1 is an h2, HEADING5 and HEADING6 are h6): the page title owns the page's h1. Every
 * other style is a paragraph.
 */
export function textStyleLook(style: string | undefined): TextStyleLook {
  const known = knownOr(TEXT_STYLES, style, "BODY1");
  const heading = /^HEADING([1-6])$/.exec(known);
  const className = known.toLowerCase().replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
  if (heading) {
    const level = Math.min(Number(heading[1]) + 1, 6) as 2 | 3 | 4 | 5 | 6;
    return { element: `h${level}`, className };
  }
  return { element: "p", className };
}

/** Spec 01 section 3: dimension types. */
export const DIMENSION_TYPES = ["ABSOLUTE", "PERCENTAGE", "VIEWPORT"] as const;
export type DimensionType = (typeof DIMENSION_TYPES)[number];

/** A length: ABSOLUTE in px, PERCENTAGE of the container, VIEWPORT in vw (width) or vh (height). */
export interface Dimension {
  type?: string;
  value: number;
}

/** The largest value of each dimension type; larger values are cut to it. */
export const DIMENSION_LIMITS: Record<DimensionType, number> = {
  ABSOLUTE: 2000,
  PERCENTAGE: 100,
  VIEWPORT: 100,
};

/**
 * A dimension as a CSS length (an unknown type counts as ABSOLUTE), its value bounded to 0 and
 * DIMENSION_LIMITS; undefined when there is no finite value.
 */
export function dimensionToCss(
  dimension: Dimension | undefined,
  axis: "width" | "height" = "width",
): string | undefined {
  if (!dimension || typeof dimension.value !== "number" || !Number.isFinite(dimension.value)) {
    return undefined;
  }
  const type = knownOr(DIMENSION_TYPES, dimension.type, "ABSOLUTE");
  const value =
    Math.round(Math.min(Math.max(dimension.value, 0), DIMENSION_LIMITS[type]) * 100) / 100;
  if (type === "PERCENTAGE") return `${value}%`;
  if (type === "VIEWPORT") return `${value}${axis === "width" ? "vw" : "vh"}`;
  return `${value}px`;
}

/** The device classes in order, for the browser (device.ts holds zod). */
export const DEVICE_CLASSES = [
  "MOBILE",
  "TABLET",
  "DESKTOP",
] as const satisfies readonly DeviceType[];

/**
 * The device classes a widget is hidden on, given the ones it is shown on: none when the list is
 * absent or names no known class (shown everywhere).
 */
export function hiddenOnDevices(visibleOn: readonly string[] | undefined): DeviceType[] {
  const shown = DEVICE_CLASSES.filter((device) => visibleOn?.includes(device));
  if (!shown.length) return [];
  return DEVICE_CLASSES.filter((device) => !shown.includes(device));
}

/** Spec 01 section 3: layout containers (a container cell's `alignment`). */
export const LAYOUT_CONTAINERS = ["COLUMN", "ROW", "CARD", "LOADER", "EMPTY_PAGE_VIEW"] as const;
export type LayoutContainer = (typeof LAYOUT_CONTAINERS)[number];

/** A container cell's alignment as a layout container; anything else lays out as a ROW. */
export function layoutContainerOf(alignment: string | undefined): LayoutContainer {
  return knownOr(LAYOUT_CONTAINERS, alignment?.toUpperCase(), "ROW");
}

/** Text alignment of the layout widgets: spec 01's LEFT and RIGHT, and CENTER. */
export function textAlignOf(alignment: string | undefined): "left" | "right" | "center" {
  return alignment === "CENTER" ? "center" : alignment === "RIGHT" ? "right" : "left";
}
