import { indentWithTab } from "@codemirror/commands";
import { indentUnit } from "@codemirror/language";
import { EditorState, Prec, type Extension } from "@codemirror/state";
import { EditorView, keymap } from "@codemirror/view";
import CodeMirror from "@uiw/react-codemirror";
import { useEffect, useMemo, useRef, useState } from "react";
import type { LanguageId } from "~/contract/code-values";
import { codeColours } from "./code-highlight";
import { errorLineMarker } from "./error-line-marker";
import { LANGUAGE_MODES } from "./language-modes";
import type { EditorProps } from "./code-surface-props";
import { useEditorSettings } from "./editor-settings";
import { useVimMode } from "./vim-mode";

/**
 * CodeMirror 6 (through @uiw/react-codemirror): loaded only by practice pages, after hydration
 * (CodeSurface). Ctrl/Cmd+Enter runs, Ctrl/Cmd+Shift+Enter submits; Tab indents and Escape then
 * Tab leaves the editor (CodeMirror's own rule for keyboard users); nothing is reformatted.
 * The learner's settings (./editor-settings) set the font size, the tab size and the Vim keymap.
 */
/** A key's handler, when the editor was given one; without it the key goes on to the others. */
function callKey(handler: (() => void) | undefined): boolean {
  if (!handler) return false;
  handler();
  return true;
}

export default function CodeMirrorEditor(props: EditorProps) {
  const {
    languageId,
    value,
    onChange,
    label,
    dark,
    height,
    loadMode,
    readOnly,
    focusAt,
    errorLine,
  } = props;
  // Only when the editor is made: the caret the learner had in the textarea it replaces.
  const caret = useRef(focusAt);
  const [language, setLanguage] = useState<Extension | null>(null);
  const handlers = useRef(props);
  handlers.current = props;
  const [settings] = useEditorSettings();
  const vim = useVimMode(settings.vim);

  useEffect(() => {
    let live = true;
    setLanguage(null);
    (loadMode ?? LANGUAGE_MODES[languageId as LanguageId])?.()
      .then((extension) => live && setLanguage(extension))
      .catch(() => live && setLanguage([]));
    return () => {
      live = false;
    };
  }, [languageId, loadMode]);

  const extensions = useMemo(
    () => [
      // Vim first, above every other keymap (its own advice), once its chunk is there.
      ...(vim ? [Prec.highest(vim)] : []),
      // Above basicSetup's keymap, whose Mod-Enter inserts a blank line.
      Prec.highest(
        keymap.of([
          {
            key: "Mod-Shift-Enter",
            run: () => callKey(handlers.current.onSubmit),
          },
          {
            key: "Mod-Enter",
            run: () => callKey(handlers.current.onRun),
          },
          indentWithTab,
        ]),
      ),
      EditorView.contentAttributes.of({ "aria-label": label }),
      EditorView.lineWrapping,
      codeColours(Boolean(dark)),
      EditorView.theme({ "&": { fontSize: `${settings.fontSize}px` } }),
      EditorState.tabSize.of(settings.tabSize),
      indentUnit.of(" ".repeat(settings.tabSize)),
      ...(language ? [language] : []),
      errorLineMarker(errorLine, Boolean(dark)),
    ],
    [label, language, dark, vim, settings.fontSize, settings.tabSize, errorLine],
  );

  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      height={height}
      theme={dark ? "none" : "light"}
      readOnly={readOnly}
      editable={!readOnly}
      extensions={extensions}
      basicSetup={{ foldGutter: false, highlightActiveLineGutter: true, autocompletion: false }}
      onCreateEditor={(view) => {
        const at = caret.current;
        if (at === undefined) return;
        view.dispatch({ selection: { anchor: Math.min(at, view.state.doc.length) } });
        view.focus();
      }}
      data-testid="code-mirror"
    />
  );
}
