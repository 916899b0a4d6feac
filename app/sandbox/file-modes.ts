import type { Extension } from "@codemirror/state";
import type { LanguageId } from "~/contract/code-values";
import { extensionOf } from "./file-names";

/**
 * The editor's language of a sandbox file, by its extension: a practice language id where one
 * fits (app/practice/language-modes.ts), or a mode of our own for HTML and CSS (HTML through
 * lang-php's HTML host language, CSS through the legacy CSS mode: packages we already ship).
 */
const LANGUAGE_BY_EXTENSION: Record<string, LanguageId> = {
  py: "python3",
  js: "javascript12",
  mjs: "javascript12",
  ts: "javascript12",
  json: "javascript12",
  sql: "sqlite",
  java: "java13",
  cpp: "cppgcc9",
  cc: "cppgcc9",
  hpp: "cppgcc9",
  h: "c",
  c: "c",
  go: "go",
  php: "php",
  cs: "csharp",
  kt: "kotlin",
  scala: "scala",
  swift: "swift",
  r: "r",
  pl: "perl",
};

const loadHtml = () => import("@codemirror/lang-php").then((m) => m.php());
const loadCss = async (): Promise<Extension> => {
  const [{ StreamLanguage }, { css }] = await Promise.all([
    import("@codemirror/language"),
    import("@codemirror/legacy-modes/mode/css"),
  ]);
  return StreamLanguage.define(css);
};

export interface FileMode {
  /** A practice language id ("plain" when none fits: the editor then highlights nothing). */
  languageId: string;
  loadMode?: () => Promise<Extension>;
}

export function fileModeOf(fileName: string): FileMode {
  const extension = extensionOf(fileName);
  if (extension === "html" || extension === "htm")
    return { languageId: "html", loadMode: loadHtml };
  if (extension === "css") return { languageId: "css", loadMode: loadCss };
  return { languageId: LANGUAGE_BY_EXTENSION[extension] ?? "plain" };
}
