import { indentWithTab } from "@codemirror/commands";
import type { Extension } from "@codemirror/state";
import { oneDark } from "@codemirror/theme-one-dark";
import { EditorView, keymap } from "@codemirror/view";
import CodeMirror from "@uiw/react-codemirror";
import { useEffect, useMemo, useRef, useState } from "react";
import type { LanguageId } from "~/contract/code-values";
import { LANGUAGE_MODES } from "./language-modes";
import type { CodeSurfaceProps } from "./code-surface-props";

/**
 * CodeMirror 6 (through @uiw/react-codemirror): loaded only by practice pages, after hydration
 * (CodeSurface). Ctrl/Cmd+Enter runs, Ctrl/Cmd+Shift+Enter submits; Tab indents and Escape then
 * Tab leaves the editor (CodeMirror's own rule for keyboard users); nothing is reformatted.
 */
export default function CodeMirrorEditor(props: CodeSurfaceProps) {
  const { languageId, value, onChange, label, dark, height } = props;
  const [language, setLanguage] = useState<Extension | null>(null);
  const handlers = useRef(props);
  handlers.current = props;

  useEffect(() => {
    let live = true;
    setLanguage(null);
    LANGUAGE_MODES[languageId as LanguageId]?.()
      .then((extension) => live && setLanguage(extension))
      .catch(() => live && setLanguage([]));
    return () => {
      live = false;
    };
  }, [languageId]);

  const extensions = useMemo(
    () => [
      keymap.of([
        {
          key: "Mod-Shift-Enter",
          run: () => (handlers.current.onSubmit?.(), true),
        },
        {
          key: "Mod-Enter",
          run: () => (handlers.current.onRun?.(), true),
        },
        indentWithTab,
      ]),
      EditorView.contentAttributes.of({ "aria-label": label }),
      EditorView.lineWrapping,
      ...(language ? [language] : []),
    ],
    [label, language],
  );

  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      height={height}
      theme={dark ? oneDark : "light"}
      extensions={extensions}
      basicSetup={{ foldGutter: false, highlightActiveLineGutter: true, autocompletion: false }}
      data-testid="code-mirror"
    />
  );
}
