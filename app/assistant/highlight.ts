import type { Extension } from "@codemirror/state";
import { languageOfSegment } from "~/contract/code-values";
import { LANGUAGE_MODES } from "~/practice/language-modes";

export interface HighlightedPiece {
  text: string;
  className: string;
}

interface WithParser {
  parser?: { parse(input: string): unknown };
  language?: { parser: { parse(input: string): unknown } };
}

/**
 * A fenced code block's pieces with highlight classes (tok-*), from the same CodeMirror
 * language packs as the editor, each loaded only when a reply shows that language. Unknown
 * languages come back undefined: the block stays plain text.
 */
export async function highlightPieces(
  code: string,
  fence: string,
): Promise<HighlightedPiece[] | undefined> {
  const id = languageOfSegment(fence);
  if (!id) return undefined;
  const [{ highlightCode, classHighlighter }, extension] = await Promise.all([
    import("@lezer/highlight"),
    LANGUAGE_MODES[id]() as Promise<Extension & WithParser>,
  ]);
  const parser = extension.language?.parser ?? extension.parser;
  if (!parser) return undefined;
  const tree = parser.parse(code) as Parameters<typeof highlightCode>[1];
  const pieces: HighlightedPiece[] = [];
  highlightCode(
    code,
    tree,
    classHighlighter,
    (text, className) => pieces.push({ text, className }),
    () => pieces.push({ text: "\n", className: "" }),
  );
  return pieces;
}
