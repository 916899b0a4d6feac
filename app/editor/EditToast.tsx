import { useEffect, useRef } from "react";

export interface EditStatus {
  kind: "busy" | "ok" | "error";
  message: string;
  /** 409: the page changed; a Reload loads its latest version. */
  reload?: boolean;
  /** 401: the session ended; a login comes back here. */
  login?: boolean;
}

/** How long a success stays; errors and an offered undo stay until dismissed or replaced. */
const OK_MS = 6000;
const UNDO_MS = 15000;

/**
 * The outcome of an edit made with JavaScript, announced politely: "Saving…", "Saved", "Cell
 * deleted" with Undo (while that delete is still the page's newest edit), a conflict with Reload,
 * an expired session with a login link.
 */
export function EditToast({
  status,
  loginHref,
  onDismiss,
  onReload,
  onUndo,
}: {
  status: EditStatus | null;
  loginHref: string;
  onDismiss: () => void;
  onReload: () => void;
  onUndo?: () => void;
}) {
  const undoButton = useRef<HTMLButtonElement>(null);
  const hasUndo = Boolean(onUndo);

  useEffect(() => {
    if (!status || status.kind !== "ok") return;
    const timer = window.setTimeout(onDismiss, hasUndo ? UNDO_MS : OK_MS);
    return () => window.clearTimeout(timer);
    // onDismiss is a notification; its identity must not restart the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, hasUndo]);

  // A delete's undo is where the keyboard is next (the deleted cell's toolbar is gone).
  useEffect(() => {
    if (hasUndo) undoButton.current?.focus();
  }, [hasUndo]);

  const tone =
    status?.kind === "error"
      ? "page-editor__toastError"
      : status?.kind === "busy"
        ? "page-editor__toastBusy"
        : "";
  return (
    <div className="page-editor__toastRegion" role="status" aria-live="polite" data-edit-status="">
      {status ? (
        <div className={`page-editor__toast ${tone}`} data-kind={status.kind}>
          <p className="page-editor__toastText">{status.message}</p>
          {onUndo && status.kind === "ok" ? (
            <button
              ref={undoButton}
              type="button"
              className="page-editor__toastButton"
              onClick={onUndo}
            >
              Undo
            </button>
          ) : null}
          {status.reload ? (
            <button type="button" className="page-editor__toastButton" onClick={onReload}>
              Reload
            </button>
          ) : null}
          {status.login ? (
            <a className="page-editor__toastButton" href={loginHref}>
              Log in
            </a>
          ) : null}
          {status.kind !== "busy" ? (
            <button
              type="button"
              className="page-editor__toastClose"
              onClick={onDismiss}
              aria-label="Dismiss"
            >
              ×
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
