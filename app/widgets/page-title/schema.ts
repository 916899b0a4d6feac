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
  knownOr,
} from "~/contract";

/** Spec 01 section 3: page title styles. Any other value is shown in the DEFAULT look. */
export const PAGE_TITLE_VIEW_TYPES = [
  "DEFAULT",
  "PAGE_TITLE_V2",
  "PAGE_TITLE_MEDIA_CARD",
  "WITH_BORDER_LINE",
] as const;
export type PageTitleLook = (typeof PAGE_TITLE_VIEW_TYPES)[number];

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

export function pageTitleLook(viewType: string | undefined): PageTitleLook {
  return knownOr(PAGE_TITLE_VIEW_TYPES, viewType, "DEFAULT");
}
