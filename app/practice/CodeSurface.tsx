import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type RefObject,
} from "react";
import type { CodeSurfaceProps, EditorProps } from "./code-surface-props";

export type { CodeSurfaceProps };

/** The code as plain text: the server's render, the no-JavaScript form and the fallback. */
function PlainCode(props: CodeSurfaceProps & { textarea: RefObject<HTMLTextAreaElement> }) {
  return (
    <textarea
      ref={props.textarea}
      className="practice__plainCode"
      style={{ height: props.height }}
      name={props.name}
      form={props.form}
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

// The editor's chunk, loaded once a code area is wanted; rendered only once it is there. A chunk
// that fails to load leaves the plain textarea: the learner can still type, run and submit.
let Editor: ComponentType<EditorProps> | undefined;
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
 * How near the viewport a code area must come for its editor to be made (docs/decisions/029): a
 * phone's problem page shows the statement first, and CodeMirror's evaluation and first editor
 * (long tasks on a phone) wait until the learner scrolls towards the code or uses it.
 */
const NEAR_VIEWPORT = "200px 0px";

/** True once the code area is near the viewport or used (focus, pointer, key); then it stays. */
function useWanted(frame: RefObject<HTMLDivElement>): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  useEffect(() => {
    const element = frame.current;
    if (wanted || !element) return;
    if (typeof IntersectionObserver === "undefined") return want();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, wanted, want]);
  return [wanted, want];
}

/**
 * The code area: a textarea in the server's HTML (the code is readable and editable before any
 * JavaScript runs), CodeMirror once the page is hydrated, the area is near the viewport or used,
 * and the chunk is there. A caret in the textarea moves into the editor at the same place.
 */
export function CodeSurface(props: CodeSurfaceProps) {
  const frame = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [wanted, want] = useWanted(frame);
  // Hydration reads the server's answer (no editor), even when another surface of the page has
  // loaded the chunk already: the first render always matches the server's HTML.
  const loaded = useSyncExternalStore(
    subscribe,
    () => Boolean(Editor),
    () => false,
  );
  useEffect(() => {
    if (!wanted) return;
    loadEditor().catch(() => {
      loading = undefined;
    });
  }, [wanted]);
  const ready = wanted && loaded;
  // Read while the textarea is still there: the render that swaps it out.
  const focused =
    textarea.current !== null && textarea.current === globalThis.document?.activeElement;
  const focusAt = ready && focused ? (textarea.current?.selectionStart ?? undefined) : undefined;
  return (
    <div
      ref={frame}
      className="practice__codeFrame"
      style={{ minHeight: props.height }}
      data-editor={ready ? "codemirror" : "plain"}
      onFocusCapture={want}
      onPointerDownCapture={want}
    >
      {ready && Editor ? (
        <Editor {...props} focusAt={focusAt} />
      ) : (
        <PlainCode {...props} textarea={textarea} />
      )}
    </div>
  );
}
