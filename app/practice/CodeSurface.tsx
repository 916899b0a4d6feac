import { useEffect, useSyncExternalStore, type ComponentType } from "react";
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
let Editor: ComponentType<CodeSurfaceProps> | undefined;
let loading: Promise<unknown> | undefined;
const listeners = new Set<() => void>();
const loadEditor = () =>
  (loading ??= import("./CodeMirrorEditor").then((m) => {
    Editor = m.default;
    for (const listener of listeners) listener();
  }));
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The code area: a textarea in the server's HTML (the code is readable and editable before any
 * JavaScript runs), CodeMirror once the page is hydrated and its chunk is there.
 */
export function CodeSurface(props: CodeSurfaceProps) {
  // Hydration reads the server's answer (no editor), even when another surface of the page has
  // loaded the chunk already: the first render always matches the server's HTML.
  const ready = useSyncExternalStore(
    subscribe,
    () => Boolean(Editor),
    () => false,
  );
  useEffect(() => {
    loadEditor().catch(() => {
      loading = undefined;
    });
  }, []);
  return (
    <div
      className={styles.codeFrame}
      style={{ minHeight: props.height }}
      data-editor={ready ? "codemirror" : "plain"}
    >
      {ready && Editor ? <Editor {...props} /> : <PlainCode {...props} />}
    </div>
  );
}
