import { defineWidget } from "../types";

/** The practice editor (spec 02 section 2, /problem/*): a chunk of its own, CodeMirror lazily inside. */
export const codeEditorWidget = defineWidget({
  kind: "CODE_EDITOR",
  load: () => import("./CodeEditorWidget").then((m) => m.ProblemEditorWidget),
});
