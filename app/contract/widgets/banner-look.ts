import { knownOr } from "../known";

/** The banner widget's looks and defaults: zod-free, for the browser (the schema is server-side). */

/** Spec 01 section 3: banner styles. Any other value is shown as BIG_CARD. */
export const BANNER_VIEW_TYPES = [
  "BIG_CARD",
  "ANCHOR_BUTTON",
  "ANNOUNCEMENT_HIGHLIGHT",
  "STICKY_ANNOUNCEMENT",
  "IMAGE_ON_RIGHT",
  "FULL_BLEED_BACKGROUND",
] as const;
export type BannerLook = (typeof BANNER_VIEW_TYPES)[number];

export function bannerLook(viewType: string | undefined): BannerLook {
  return knownOr(BANNER_VIEW_TYPES, viewType, "BIG_CARD");
}
