import { z } from "zod";
import {
  buttonDataSchema,
  componentDataSchema,
  imageSchema,
  lenientEnum,
  looseObject,
  opt,
  tagItemSchema,
  TEXT_ALIGNMENTS,
  tolerantArray,
} from "..";
import { PAGE_TITLE_VIEW_TYPES, pageTitleLook, type PageTitleLook } from "./page-title-look";

export { PAGE_TITLE_VIEW_TYPES, pageTitleLook, type PageTitleLook };

export const pageTitleSchema = looseObject({
  ...componentDataSchema.shape,
  viewType: opt(lenientEnum(PAGE_TITLE_VIEW_TYPES)),
  title: z.string().trim().min(1),
  subtitle: opt(z.string()),
  superText: opt(z.string()),
  /** Shown by the PAGE_TITLE_MEDIA_CARD look only. */
  image: opt(imageSchema),
  tagData: opt(tolerantArray(tagItemSchema)),
  buttonDataList: opt(tolerantArray(buttonDataSchema)),
  /** Heading size 1..6; absent: the page's title size (see title-size.ts). */
  textSize: opt(z.number().int()),
  alignment: opt(lenientEnum(TEXT_ALIGNMENTS)),
});
export type PageTitleData = z.output<typeof pageTitleSchema>;
