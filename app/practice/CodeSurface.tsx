import { startTransition, useEffect, useState, type ComponentType } from "react";
import type CodeMirrorEditor from "./CodeMirrorEditor";
import type { loadLanguage, warmUp } from "./CodeMirrorEditor";
import type { CodeSurfaceProps } from "./code-surface-props";
import styles from "./practice.module.css";

export type { CodeSurfaceProps };

/** The code as plain text: the server's render, the no-JavaScript form and the fallback. */
function PlainCode(props: CodeSurfaceProps) {
  return (
    <textarea
      className={styles.plainCode}
      style={{ height: props.height }}
      name={props.name}
      aria-label={props.label}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      value={props.value}
      readOnly={props.readOnly}
      onChange={(event) => props.onChange(event.target.value)}
      onKeyDown={(event) => {
        // The same keys as the editor: Ctrl/Cmd+Enter runs, with Shift submits.
        if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
        event.preventDefault();
        if (event.shiftKey) props.onSubmit?.();
        else props.onRun?.();
      }}
    />
  );
}

// The editor's chunk, loaded after hydration; rendered only once it is there. A chunk that fails
// to load leaves the plain textarea: the learner can still type, run and submit.
interface EditorModule {
  default: typeof CodeMirrorEditor;
  loadLanguage: typeof loadLanguage;
  warmUp: typeof warmUp;
}
let loading: Promise<EditorModule> | undefined;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const loadEditor = () =>
  (loading ??= (async () => {
    // CodeMirror's packages are evaluated a few at a time, each in a task of its own: the whole
    // editor in one import was one task of ~110 ms at 4x CPU on a problem page (Lighthouse TBT,
    // docs/decisions/026). Each import evaluates only what the ones before it did not.
    for (const part of [
      () => import("@codemirror/state"),
      () => import("@codemirror/view"),
      () => import("@codemirror/language"),
    ]) {
      await part();
      await nextTask();
    }
    return import("./CodeMirrorEditor");
  })());

/**
 * The code area: a textarea in the server's HTML (the code is readable and editable before any
 * JavaScript runs), CodeMirror once the page is hydrated and its chunk and language are there.
 */
export function CodeSurface(props: CodeSurfaceProps) {
  const { languageId, loadMode } = props;
  // Hydration renders the server's answer (no editor), even when another surface of the page has
  // loaded the chunk already: the first render always matches the server's HTML.
  const [Editor, setEditor] = useState<ComponentType<CodeSurfaceProps> | null>(null);
  useEffect(() => {
    let live = true;
    loadEditor()
      .then(async (editor) => {
        // The language in a task of its own too, so the editor is made with it (one parse).
        await nextTask();
        await editor.loadLanguage(languageId, loadMode);
        await nextTask();
        await editor.warmUp(languageId, loadMode);
        await nextTask();
        // A transition: React makes the editor (its effects) in a task after the render's.
        if (live) startTransition(() => setEditor(() => editor.default));
      })
      .catch(() => {
        loading = undefined;
      });
    return () => {
      live = false;
    };
  }, [languageId, loadMode]);
  const ready = Editor !== null;
  return (
    <div
      className={styles.codeFrame}
      style={{ minHeight: props.height }}
      data-editor={ready ? "codemirror" : "plain"}
    >
      {Editor ? <Editor {...props} /> : <PlainCode {...props} />}
    </div>
  );
}
