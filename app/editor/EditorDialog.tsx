import { useEffect, useId, useRef, type ReactNode } from "react";

/** A link out of a panel: the address without it (no JavaScript), or the editor's close. */
export function CloseLink({
  href,
  className,
  onClose,
  children,
}: {
  href: string;
  className: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {children}
    </a>
  );
}

/**
 * A panel of the editor as a dialog: a side sheet on wide screens, the full width on phones.
 * The server renders it open in the page (a panel the address opened, no JavaScript: its Close
 * is a link); in the browser it becomes modal (the page behind is inert, Tab stays inside,
 * Escape closes) and focus goes back where it was when it closes.
 */
export function EditorDialog({
  title,
  closeHref,
  onClose,
  wide = false,
  children,
}: {
  title: string;
  closeHref: string;
  onClose: () => void;
  /** The update panel: room for the form and its preview side by side. */
  wide?: boolean;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const leaving = useRef(false);
  /** The server's open (non-modal) dialog is closed once to reopen it modal: not a close. */
  const reopening = useRef(false);
  const titleId = `${useId().replace(/:/g, "")}-title`;

  useEffect(() => {
    const element = dialog.current;
    if (!element || typeof element.showModal !== "function") return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element.open) {
      reopening.current = true;
      element.close();
    }
    element.showModal();
    return () => {
      leaving.current = true;
      if (element.open) element.close();
      if (before?.isConnected) before.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      open
      className={`page-editor__dialog ${wide ? "page-editor__dialogWide" : ""}`}
      aria-labelledby={titleId}
      data-editor-dialog=""
      onCancel={(event) => {
        // Escape: the editor closes the panel (and its address), not the browser alone.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // The browser closed it itself (a second Escape): the editor follows.
        if (reopening.current) reopening.current = false;
        else if (!leaving.current) onClose();
      }}
    >
      <header className="page-editor__dialogHeader">
        <h2 id={titleId} className="page-editor__dialogTitle">
          {title}
        </h2>
        <CloseLink href={closeHref} className="page-editor__dialogClose" onClose={onClose}>
          Close
        </CloseLink>
      </header>
      <div className="page-editor__dialogBody">{children}</div>
    </dialog>
  );
}
