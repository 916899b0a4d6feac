import { useEffect, useState } from "react";
import type { PageEditEntry } from "~/contract/editor-values";
import { editForm, failureText, postEdit } from "./edit-client";
import { usePageEditor } from "./editor-context";
import { EditorDialog } from "./EditorDialog";

type HistoryState =
  | { status: "loading" }
  | { status: "ok"; edits: PageEditEntry[] }
  | { status: "error"; message: string };

/** The page's edits (intent `history`), newest first, with "Revert last edit". */
export function HistoryPanel() {
  const { editor, csrf, busy, run, returnTo, closePanel } = usePageEditor();
  const [state, setState] = useState<HistoryState>({ status: "loading" });

  // Loaded again whenever the page's version moves (a revert from here, any other edit).
  useEffect(() => {
    const controller = new AbortController();
    postEdit<{ edits?: PageEditEntry[] }>(
      editForm(csrf, "history", { pageId: editor.pageId, returnTo }),
      controller.signal,
    ).then(
      (answer) =>
        setState(
          answer.ok
            ? { status: "ok", edits: answer.data.edits ?? [] }
            : { status: "error", message: failureText(answer) },
        ),
      () => undefined,
    );
    return () => controller.abort();
  }, [csrf, editor.pageId, editor.version, returnTo]);

  return (
    <EditorDialog title="Edit history" closeHref={returnTo} onClose={closePanel}>
      {state.status === "loading" ? (
        <p className="page-editor__hint">Loading the history…</p>
      ) : null}
      {state.status === "error" ? (
        <p className="page-editor__fieldError" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.status === "ok" ? (
        state.edits.length ? (
          <ol className="page-editor__history" data-history="">
            {state.edits.map((entry) => (
              <li key={`${entry.version}-${entry.at}`} className="page-editor__historyEntry">
                <span className="page-editor__historySummary">{entry.summary}</span>
                <span className="page-editor__hint">
                  {entry.by.name} ·{" "}
                  <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time> · version{" "}
                  {entry.version}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="page-editor__hint">This page has no edits yet.</p>
        )
      ) : null}
      <div className="page-editor__formActions">
        <button
          type="button"
          className="page-editor__primaryButton"
          disabled={busy || state.status !== "ok" || state.edits.length === 0}
          onClick={() => void run("revert", {})}
          data-op="revert-history"
        >
          Revert last edit
        </button>
      </div>
    </EditorDialog>
  );
}
