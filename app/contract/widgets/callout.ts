import { z } from "zod";
import { buttonDataSchema, componentDataSchema, lenientEnum, opt, tolerantArray } from "..";
import { CALLOUT_TONES } from "./callout-look";

/** CALLOUT componentData: a short note in one of four tones, with an icon and text. */
export const calloutSchema = componentDataSchema.extend({
  /** INFO (default), SUCCESS, WARNING or ERROR; an unknown tone is INFO. */
  tone: opt(lenientEnum(CALLOUT_TONES)),
  title: opt(z.string().trim().min(1).max(160)),
  /** Plain text; blank lines separate paragraphs. */
  text: z.string().trim().min(1).max(2000),
  buttonDataList: opt(tolerantArray(buttonDataSchema)),
});

export type CalloutData = z.output<typeof calloutSchema>;
export type CalloutInput = z.input<typeof calloutSchema>;
