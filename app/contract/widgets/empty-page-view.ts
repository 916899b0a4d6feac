import { z } from "zod";
import { buttonDataSchema, componentDataSchema, imageSchema, opt, tolerantArray } from "..";

/** EMPTY_PAGE_VIEW componentData (spec 01 layout container): an empty state with a way on. */
export const emptyPageViewSchema = componentDataSchema.extend({
  /** Illustration; decorative unless it has altText. */
  image: opt(imageSchema),
  title: z.string().trim().min(1).max(200),
  text: opt(z.string().max(1000)),
  /** The way on, e.g. "Browse courses". */
  buttonDataList: opt(tolerantArray(buttonDataSchema)),
});

export type EmptyPageViewData = z.output<typeof emptyPageViewSchema>;
export type EmptyPageViewInput = z.input<typeof emptyPageViewSchema>;
