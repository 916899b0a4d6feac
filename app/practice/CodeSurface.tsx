import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { lazyPart } from "~/ui/lazy-part";
import type { CodeSurfaceProps } from "./code-surface-props";
import styles from "./practice.module.css";

export type { CodeSurfaceProps };

/** The code as plain text: the server's render, the no-JavaScript form and the fallback. */
function PlainCode(props: CodeSurfaceProps & { readOnly?: boolean }) {
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
    />
  );
}

// Rendered only once its chunk is there (below): a chunk that fails to load leaves the plain
// textarea, and the learner can still type, run and submit.
const Editor = lazyPart<CodeSurfaceProps>(undefined, () =>
  import("./CodeMirrorEditor").then((m) => m.default),
);

/**
 * The code area: a textarea in the server's HTML (the code is readable and editable before any
 * JavaScript runs), CodeMirror once the page is hydrated and its chunk is there.
 */
export function CodeSurface(props: CodeSurfaceProps) {
  const hydrated = useHydrated();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    Editor.preload().then(
      () => live && setReady(true),
      () => live && setReady(false),
    );
    return () => {
      live = false;
    };
  }, [hydrated]);
  return (
    <div
      className={styles.codeFrame}
      style={{ minHeight: props.height }}
      data-editor={ready ? "codemirror" : "plain"}
    >
      {ready ? <Editor {...props} /> : <PlainCode {...props} />}
    </div>
  );
}
