import { indentWithTab } from "@codemirror/commands";
import { EditorState, Prec, type Extension } from "@codemirror/state";
import { EditorView, keymap } from "@codemirror/view";
import CodeMirror, { getDefaultExtensions } from "@uiw/react-codemirror";
import { useEffect, useMemo, useRef, useState } from "react";
import type { LanguageId } from "~/contract/code-values";
import { codeColours } from "./code-highlight";
import { LANGUAGE_MODES } from "./language-modes";
import type { CodeSurfaceProps } from "./code-surface-props";

/**
 * CodeMirror 6 (through @uiw/react-codemirror): loaded only by practice pages, after hydration
 * (CodeSurface). Ctrl/Cmd+Enter runs, Ctrl/Cmd+Shift+Enter submits; Tab indents and Escape then
 * Tab leaves the editor (CodeMirror's own rule for keyboard users); nothing is reformatted.
 */
/** A key's handler, when the editor was given one; without it the key goes on to the others. */
function callKey(handler: (() => void) | undefined): boolean {
  if (!handler) return false;
  handler();
  return true;
}

type LanguageLoader = () => Promise<Extension>;

const loaderOf = (languageId: string, loadMode?: LanguageLoader): LanguageLoader | undefined =>
  loadMode ?? LANGUAGE_MODES[languageId as LanguageId];

/** Each language made once: the same extension each time, so an editor made with it keeps it. */
const languages = new Map<LanguageLoader, Extension>();

/** Loads a language before the editor is made (CodeSurface): the editor then parses once. */
export async function loadLanguage(languageId: string, loadMode?: LanguageLoader): Promise<void> {
  const loader = loaderOf(languageId, loadMode);
  if (!loader || languages.has(loader)) return;
  languages.set(loader, await loader().catch(() => []));
}

const BASIC_SETUP = { foldGutter: false, highlightActiveLineGutter: true, autocompletion: false };
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Makes a throwaway editor off-screen, its state and its view each in a task of its own, before
 * CodeSurface shows the real one: the first editor of a page runs CodeMirror's code for the first
 * time (compiled then) and mounts its style modules, one task of ~100 ms at 4x CPU on a problem
 * page (Lighthouse TBT, docs/decisions/026); made after this, the real one takes about half.
 */
export async function warmUp(languageId: string, loadMode?: LanguageLoader): Promise<void> {
  const loader = loaderOf(languageId, loadMode);
  const state = EditorState.create({
    doc: "",
    extensions: [
      getDefaultExtensions({ basicSetup: BASIC_SETUP }),
      (loader && languages.get(loader)) ?? [],
    ],
  });
  await nextTask();
  new EditorView({ state, parent: document.createElement("div") }).destroy();
}

export default function CodeMirrorEditor(props: CodeSurfaceProps) {
  const { languageId, value, onChange, label, dark, height, loadMode, readOnly } = props;
  const loader = loaderOf(languageId, loadMode);
  const [language, setLanguage] = useState<Extension | null>(
    () => (loader && languages.get(loader)) ?? null,
  );
  const handlers = useRef(props);
  handlers.current = props;

  useEffect(() => {
    if (!loader) return setLanguage(null);
    const known = languages.get(loader);
    if (known) return setLanguage(known);
    let live = true;
    setLanguage(null);
    void loadLanguage(languageId, loadMode).then(
      () => live && setLanguage(languages.get(loader) ?? []),
    );
    return () => {
      live = false;
    };
  }, [languageId, loadMode, loader]);

  const extensions = useMemo(
    () => [
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
      ...(language ? [language] : []),
    ],
    [label, language, dark],
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
      basicSetup={BASIC_SETUP}
      data-testid="code-mirror"
    />
  );
}
