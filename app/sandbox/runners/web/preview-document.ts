import type { SandboxFiles } from "~/contract/sandbox-values";

/**
 * The WEB sandbox's preview document, built from the learner's files: index.html with the
 * stylesheets and scripts it links by name inlined (the preview frame loads nothing from our
 * origin), and the console runtime injected first. The line map turns a line of the built
 * document (what the browser reports) back into the learner's file and line.
 */
export interface LineSpan {
  /** First and last line (1-based) of the built document that this span covers. */
  from: number;
  to: number;
  file: string;
  /** The file's line at `from`. */
  fileLine: number;
}

export interface PreviewDocument {
  html: string;
  lines: LineSpan[];
}

export interface FilePosition {
  file: string;
  line: number;
}

interface Piece {
  text: string;
  file?: string;
  fileLine?: number;
}

const INDEX_FILE = "index.html";

/** The file a sandbox previews: index.html, else its first HTML file. */
export function entryHtmlFile(files: SandboxFiles): string | undefined {
  if (files[INDEX_FILE]) return INDEX_FILE;
  return Object.keys(files)
    .filter((name) => /\.html?$/i.test(name))
    .sort()[0];
}

/** A reference to one of the sandbox's files: "styles.css", "./styles.css" or "/styles.css". */
function sandboxFileName(reference: string, files: SandboxFiles): string | undefined {
  const name = reference.trim().replace(/^\.?\//, "");
  return Object.hasOwn(files, name) ? name : undefined;
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** A file's text cannot close the element it is inlined into. */
function inlineSafe(text: string, element: "script" | "style"): string {
  return text.replace(new RegExp(`</(${element})`, "gi"), "<\\/$1");
}

const LINKED = /<link\b[^>]*>|<script\b[^>]*\bsrc\s*=[^>]*>\s*<\/script\s*>/gi;

/** index.html in pieces: its own text (mapped to its lines) and the files it links, inlined. */
function htmlPieces(file: string, files: SandboxFiles): Piece[] {
  const source = files[file].code;
  const pieces: Piece[] = [];
  let cursor = 0;
  let line = 1;
  const pushOwn = (text: string) => {
    if (text) pieces.push({ text, file, fileLine: line });
    line += countNewlines(text);
  };
  for (const match of source.matchAll(LINKED)) {
    const tag = match[0];
    const isScript = /^<script/i.test(tag);
    const reference = isScript ? attribute(tag, "src") : attribute(tag, "href");
    const linked = reference === undefined ? undefined : sandboxFileName(reference, files);
    const isStylesheet = !isScript && /stylesheet/i.test(attribute(tag, "rel") ?? "");
    if (!linked || (!isScript && !isStylesheet)) continue;
    pushOwn(source.slice(cursor, match.index));
    cursor = match.index + tag.length;
    const open = isScript
      ? `<script${tag.slice(7, tag.indexOf(">")).replace(/\s+src\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, "")} data-file="${linked}">`
      : `<style data-file="${linked}">`;
    const element = isScript ? "script" : "style";
    pieces.push({ text: `${open}\n` });
    pieces.push({ text: inlineSafe(files[linked].code, element), file: linked, fileLine: 1 });
    pieces.push({ text: `\n</${element}>` });
    // The rest of the tag's line still belongs to index.html's line of the tag.
    line += countNewlines(tag);
  }
  pushOwn(source.slice(cursor));
  return pieces;
}

/** Without an HTML file: a page with every stylesheet and script of the sandbox. */
function generatedPieces(files: SandboxFiles): Piece[] {
  const names = Object.keys(files).sort();
  const pieces: Piece[] = [{ text: "<!doctype html>\n<html>\n<head>\n" }];
  for (const name of names.filter((n) => /\.css$/i.test(n))) {
    pieces.push({ text: `<style data-file="${name}">\n` });
    pieces.push({ text: inlineSafe(files[name].code, "style"), file: name, fileLine: 1 });
    pieces.push({ text: "\n</style>\n" });
  }
  pieces.push({ text: "</head>\n<body>\n" });
  for (const name of names.filter((n) => /\.m?js$/i.test(n))) {
    pieces.push({ text: `<script data-file="${name}">\n` });
    pieces.push({ text: inlineSafe(files[name].code, "script"), file: name, fileLine: 1 });
    pieces.push({ text: "\n</script>\n" });
  }
  pieces.push({ text: "</body>\n</html>\n" });
  return pieces;
}

/** The runtime goes first in <head> (after <html> or the doctype when there is no head). */
function withRuntime(pieces: Piece[], runtime: string): Piece[] {
  const script: Piece = { text: `<script>${runtime}</script>` };
  for (const [index, piece] of pieces.entries()) {
    if (piece.file === undefined || !/\.html?$/i.test(piece.file)) continue;
    const anchor =
      /<head\b[^>]*>/i.exec(piece.text) ??
      /<html\b[^>]*>/i.exec(piece.text) ??
      /<!doctype[^>]*>/i.exec(piece.text);
    if (!anchor) continue;
    const at = anchor.index + anchor[0].length;
    const before = { ...piece, text: piece.text.slice(0, at) };
    const after = {
      ...piece,
      text: piece.text.slice(at),
      fileLine: (piece.fileLine ?? 1) + countNewlines(before.text),
    };
    return [...pieces.slice(0, index), before, script, after, ...pieces.slice(index + 1)];
  }
  const at = pieces.findIndex((piece) => /<head\b[^>]*>\n$/i.test(piece.text));
  if (at >= 0) return [...pieces.slice(0, at + 1), script, ...pieces.slice(at + 1)];
  return [script, ...pieces];
}

function countNewlines(text: string): number {
  let count = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) count += 1;
  return count;
}

export function buildPreviewDocument(files: SandboxFiles, runtime: string): PreviewDocument {
  const entry = entryHtmlFile(files);
  const pieces = withRuntime(entry ? htmlPieces(entry, files) : generatedPieces(files), runtime);
  const lines: LineSpan[] = [];
  let line = 1;
  for (const piece of pieces) {
    const newlines = countNewlines(piece.text);
    if (piece.file !== undefined && piece.text) {
      lines.push({
        from: line,
        to: line + newlines,
        file: piece.file,
        fileLine: piece.fileLine ?? 1,
      });
    }
    line += newlines;
  }
  return { html: pieces.map((piece) => piece.text).join(""), lines };
}

/**
 * The learner's file and line of a line of the built document. A line shared by two spans (a
 * tag's line and the inlined file's end) belongs to the one that starts last.
 */
export function mapLine(lines: readonly LineSpan[], line: number): FilePosition | undefined {
  let found: LineSpan | undefined;
  for (const span of lines) {
    if (span.from <= line && line <= span.to && (!found || span.from >= found.from)) found = span;
  }
  return found && { file: found.file, line: found.fileLine + (line - found.from) };
}
