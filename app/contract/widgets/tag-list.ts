import { z } from "zod";
import {
  componentDataSchema,
  lenientEnum,
  looseObject,
  opt,
  tagItemSchema,
  TEXT_ALIGNMENTS,
  tolerantArray,
} from "..";

export const tagListSchema = looseObject({
  ...componentDataSchema.shape,
  /** Spec 01 tag items; items failing the schema are dropped, at least one must remain. */
  tagData: tolerantArray(tagItemSchema.refine((tag) => tag.text.trim().length > 0)).refine(
    (list) => list.length > 0,
    { message: "at least one tag" },
  ),
  /** Spec 01 section 9: images keep their aspect ratio (height 40 or 44) instead of 32 px. */
  dynamicWidth: opt(z.boolean()),
  alignment: opt(lenientEnum(TEXT_ALIGNMENTS)),
  /** Accessible name of the list, e.g. "Hiring partners". */
  label: opt(z.string()),
});
export type TagListData = z.output<typeof tagListSchema>;
