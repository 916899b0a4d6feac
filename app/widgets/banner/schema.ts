import { z } from "zod";
import {
  buttonDataSchema,
  componentDataSchema,
  imageSchema,
  lenientEnum,
  looseObject,
  opt,
  tolerantArray,
  knownOr,
} from "~/contract";

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

export const bannerSchema = looseObject({
  ...componentDataSchema.shape,
  viewType: opt(lenientEnum(BANNER_VIEW_TYPES)),
  text: z.string().trim().min(1),
  superText: opt(z.string()),
  subText: opt(z.string()),
  /** Illustration, icon (announcement looks) or background (FULL_BLEED_BACKGROUND). */
  image: opt(imageSchema),
  buttonDataList: opt(tolerantArray(buttonDataSchema)),
});
export type BannerData = z.output<typeof bannerSchema>;

export function bannerLook(viewType: string | undefined): BannerLook {
  return knownOr(BANNER_VIEW_TYPES, viewType, "BIG_CARD");
}
