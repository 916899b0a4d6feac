/**
 * Languages that run (ours, issue 32; docs/contract.md "Languages that run"): how a picker reads
 * a language entry's `runnable` and `unavailableReason`. Its own module, zod-free, so that only
 * the pickers' chunks carry it.
 */

/**
 * Whether a language of a page's `languages[]` can run (ours, docs/contract.md "Languages that
 * run"): absent `runnable` reads as true, so an upstream that does not say offers every language.
 */
export function isRunnableLanguage(language: { runnable?: boolean }): boolean {
  return language.runnable !== false;
}

/** The reason shown for a language that cannot run when the upstream gives none (ours). */
export const LANGUAGE_UNAVAILABLE_TEXT = "not available on this site yet";

/** What a language picker shows for a language (ours): its label, and why it cannot run. */
export function languageOptionText(language: {
  label: string;
  runnable?: boolean;
  unavailableReason?: string;
}): string {
  if (isRunnableLanguage(language)) return language.label;
  return `${language.label} (unavailable: ${language.unavailableReason || LANGUAGE_UNAVAILABLE_TEXT})`;
}

/**
 * The note a compiler shows when its language cannot run (ours, docs/contract.md "Languages that
 * run"): the JavaScript editor and the no-JavaScript form say the same words.
 */
export function unavailableNoteText(language: { label: string; unavailableReason?: string }) {
  const reason = language.unavailableReason || LANGUAGE_UNAVAILABLE_TEXT;
  return `${language.label} cannot run here: ${reason}. Pick another language to run your code; Share still works.`;
}
