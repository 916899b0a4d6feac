import { z } from "zod";
import { componentDataSchema, looseObject, opt, tolerantArray } from "..";
import { answerParagraphs } from "./faq-look";

export { answerParagraphs };

export const faqItemSchema = looseObject({
  question: z.string().trim().min(1),
  /** Plain text; blank lines separate paragraphs. */
  answer: z.string(),
});

/** FAQ componentData. */
export const faqSchema = componentDataSchema.extend({
  questions: tolerantArray(faqItemSchema).refine(
    (q) => q.length > 0,
    "needs at least one question",
  ),
  /** The first answer starts expanded. */
  openFirst: opt(z.boolean()),
});

export type FaqData = z.output<typeof faqSchema>;
export type FaqInput = z.input<typeof faqSchema>;
