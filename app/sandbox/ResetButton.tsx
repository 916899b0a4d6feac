import { useId, useRef } from "react";

/**
 * Reset, asked first: a modal dialog (focus on Cancel, Escape cancels, focus back on Reset
 * afterwards), since Reset throws away every change to the sandbox's files.
 */
export function ResetButton({ disabled, onReset }: { disabled: boolean; onReset: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="sandbox__button"
        onClick={() => dialog.current?.showModal()}
        disabled={disabled}
        aria-haspopup="dialog"
        title="Bring back the sandbox's files (your changes are lost)"
      >
        Reset
      </button>
      <dialog
        ref={dialog}
        className="sandbox__dialog"
        aria-labelledby={titleId}
        onClose={() => opener.current?.focus()}
      >
        <h2 id={titleId}>Reset the sandbox?</h2>
        <p>Your changes to its files are lost, and the sandbox&apos;s own files come back.</p>
        <div className="sandbox__dialogButtons">
          {/* Cancel is focused first: Enter straight after opening keeps the learner's work. */}
          <button type="button" className="sandbox__button" onClick={close} autoFocus>
            Cancel
          </button>
          <button
            type="button"
            className="sandbox__dangerButton sandbox__button"
            onClick={() => {
              close();
              onReset();
            }}
          >
            Reset files
          </button>
        </div>
      </dialog>
    </>
  );
}
