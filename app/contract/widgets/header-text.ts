import { z } from "zod";
import {
  buttonDataSchema,
  componentDataSchema,
  lenientEnum,
  looseObject,
  opt,
  tagItemSchema,
  TEXT_ALIGNMENTS,
  tolerantArray,
} from "..";

/**
 * Spec 01 section 3 header text component, as a component of its own: the header fields sit in
 * componentData beside the common fields. A heading text is required, else nothing would show.
 */
export const headerTextWidgetSchema = looseObject({
  ...componentDataSchema.shape,
  textData: looseObject({
    text: z.string().trim().min(1),
    superText: opt(z.string()),
    subText: opt(z.string()),
  }),
  tagData: opt(tolerantArray(tagItemSchema)),
  textSize: opt(z.number().int()),
  alignment: opt(lenientEnum(TEXT_ALIGNMENTS)),
  buttonDataList: opt(tolerantArray(buttonDataSchema)),
});
export type HeaderTextWidgetData = z.output<typeof headerTextWidgetSchema>;
