import { z } from "zod";
import { componentDataSchema, imageSchema, looseObject, opt, tolerantArray } from "..";

export const highlightSchema = looseObject({
  /** A few words: "Live classes", "EMI from ₹4,999". */
  text: z.string().trim().min(1).max(80),
  /** A small icon; decorative unless it has altText. */
  icon: opt(imageSchema),
});

/** HIGHLIGHT_STRIP componentData: a row of short highlights that wraps on small screens. */
export const highlightStripSchema = componentDataSchema.extend({
  /** Items failing the schema are dropped; 1 to 12 must remain. */
  items: tolerantArray(highlightSchema).refine((items) => items.length > 0 && items.length <= 12, {
    message: "needs 1 to 12 highlights",
  }),
  /** A name for the list, read by assistive technology ("Programme highlights"). */
  label: opt(z.string().trim().min(1).max(120)),
});

export type HighlightStripData = z.output<typeof highlightStripSchema>;
export type HighlightStripInput = z.input<typeof highlightStripSchema>;
