import { z } from "zod";
import { componentDataSchema, lenientEnum, opt, serverActionSchema, TEXT_ALIGNMENTS } from "..";
import { TEXT_STYLES } from "../layout-values";
import { visibleOnSchema } from "./layout-parts";

/** TEXT componentData: one text in one of spec 01's text styles. */
export const textSchema = componentDataSchema.extend({
  /** Plain text; line breaks are kept. */
  text: z.string().trim().min(1).max(5000),
  /** Default BODY1; an unknown style is shown as BODY1. */
  textStyle: opt(lenientEnum(TEXT_STYLES)),
  alignment: opt(lenientEnum(TEXT_ALIGNMENTS)),
  /** A palette text colour key (white, black, primary, muted). */
  textColor: opt(z.string()),
  /** The text is a link (LINK_LARGE and LINK_SMALL are meant for it). */
  action: opt(serverActionSchema),
  /** Device classes that show the text (absent: all). */
  visibleOn: visibleOnSchema,
});

export type TextData = z.output<typeof textSchema>;
export type TextInput = z.input<typeof textSchema>;
