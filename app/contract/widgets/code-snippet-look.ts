/** The code snippet widget's texts and rules: zod-free, for the browser (the schema is server-side). */

export const CODE_SNIPPET_TEXTS = {
  /** The copy button (a CLIPBOARD_COPY action: its toast says "Copied to Clipboard!"). */
  copy: "Copy code",
} as const;

/** A language name as a class suffix (language-python), for highlighters and styles; else none. */
export function languageClass(language: string | undefined): string | undefined {
  const key = language
    ?.trim()
    .toLowerCase()
    .replace(/[^a-z0-9+#-]+/g, "-");
  return key && /^[a-z0-9][a-z0-9+#-]{0,39}$/.test(key) ? `language-${key}` : undefined;
}
