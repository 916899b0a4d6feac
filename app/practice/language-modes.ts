import type { StreamParser } from "@codemirror/language";
import type { Extension } from "@codemirror/state";
import type { LanguageId } from "~/contract/code-values";

/**
 * The CodeMirror language of each language id (spec 02 section 3): a @codemirror/lang-* package
 * where one exists, a legacy stream mode otherwise, and a small mode of our own for Prolog (none
 * is published). Each import is its own chunk: a page loads only the languages it shows.
 */
const legacy = async (
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each legacy mode has its own state type
  load: () => Promise<StreamParser<any>>,
) => {
  const [{ StreamLanguage }, mode] = await Promise.all([import("@codemirror/language"), load()]);
  return StreamLanguage.define(mode);
};

export const LANGUAGE_MODES: Record<LanguageId, () => Promise<Extension>> = {
  java13: () => import("@codemirror/lang-java").then((m) => m.java()),
  javascript12: () => import("@codemirror/lang-javascript").then((m) => m.javascript()),
  python3: () => import("@codemirror/lang-python").then((m) => m.python()),
  pandas: () => import("@codemirror/lang-python").then((m) => m.python()),
  cppgcc9: () => import("@codemirror/lang-cpp").then((m) => m.cpp()),
  c: () => import("@codemirror/lang-cpp").then((m) => m.cpp()),
  sqlite: () => import("@codemirror/lang-sql").then((m) => m.sql({ dialect: m.SQLite })),
  psql: () => import("@codemirror/lang-sql").then((m) => m.sql({ dialect: m.PostgreSQL })),
  go: () => import("@codemirror/lang-go").then((m) => m.go()),
  php: () => import("@codemirror/lang-php").then((m) => m.php({ plain: true })),
  csharp: () => legacy(() => import("@codemirror/legacy-modes/mode/clike").then((m) => m.csharp)),
  kotlin: () => legacy(() => import("@codemirror/legacy-modes/mode/clike").then((m) => m.kotlin)),
  scala: () => legacy(() => import("@codemirror/legacy-modes/mode/clike").then((m) => m.scala)),
  swift: () => legacy(() => import("@codemirror/legacy-modes/mode/swift").then((m) => m.swift)),
  r: () => legacy(() => import("@codemirror/legacy-modes/mode/r").then((m) => m.r)),
  perl: () => legacy(() => import("@codemirror/legacy-modes/mode/perl").then((m) => m.perl)),
  prolog: () => legacy(() => import("./prolog-mode").then((m) => m.prolog)),
};
