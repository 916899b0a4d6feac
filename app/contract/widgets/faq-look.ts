/** The faq widget's looks and defaults: zod-free, for the browser (the schema is server-side). */

/** Splits a plain-text answer into paragraphs on blank lines. */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
