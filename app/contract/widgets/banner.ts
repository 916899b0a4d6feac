import { z } from "zod";
import {
  buttonDataSchema,
  componentDataSchema,
  imageSchema,
  lenientEnum,
  looseObject,
  opt,
  tolerantArray,
} from "..";
import { BANNER_VIEW_TYPES, bannerLook, type BannerLook } from "./banner-look";

export { BANNER_VIEW_TYPES, bannerLook, type BannerLook };

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
