import { z } from "zod";
import { componentDataSchema, imageSchema, opt } from "..";

/** QUOTE componentData: one pull quote with its author and source. */
export const quoteSchema = componentDataSchema.extend({
  /** Plain text; blank lines separate paragraphs. */
  quote: z.string().trim().min(1).max(2000),
  author: opt(z.string().trim().min(1).max(120)),
  /** The author's role, e.g. "Data Analyst at a fintech". */
  role: opt(z.string().max(160)),
  /** Where it was said or written (a book, a talk), shown as a <cite>. */
  source: opt(z.string().max(200)),
  /** A link to the source (http(s) only; other addresses are not linked). */
  sourceUrl: opt(z.string().max(2000)),
  /** The author's photo. */
  image: opt(imageSchema),
});

export type QuoteData = z.output<typeof quoteSchema>;
export type QuoteInput = z.input<typeof quoteSchema>;
