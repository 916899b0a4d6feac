import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import type { FrameOpenState, ModalProps } from "~/shared/frame-url";

export type ModalPlacement = ModalProps["viewType"] | "LEFT_DRAWER";

export interface ModalViewProps {
  /** Accessible name: the framed page's title. */
  label: string;
  placement: ModalPlacement;
  hideCloseOption: boolean;
  onClose?: ModalProps["onClose"];
  /** The same address without this modal: the close link (works without JavaScript). */
  closeHref: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Spec 01 sections 2.3 and 9: a page in a modal (bottom-aligned sheet, right-aligned panel or a
 * centred card; the level-2 drawer is a left panel). It is part of the address, so the server
 * renders it and the close icon is a link to the address without it. With JavaScript: Escape
 * closes, focus stays inside, closing goes back when the modal was opened by a link of this tab
 * (so browser back and the close icon agree) and GO_BACK always goes back. Body scrolling stops
 * while it is open (CSS).
 */
export function Modal({
  label,
  placement,
  hideCloseOption,
  onClose,
  closeHref,
  children,
}: ModalViewProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const openedFrom = (location.state as FrameOpenState | null)?.frameOpenedFrom;

  const close = useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const canGoBack = idx > 0 && (onClose === "GO_BACK" || openedFrom === closeHref);
    if (canGoBack) navigate(-1);
    // The address without the modal loads the page again: that is the RELOAD of onClose.
    else navigate(closeHref, { replace: true, preventScrollReset: true });
  }, [navigate, onClose, openedFrom, closeHref]);

  // Focus moves into the dialog and back to where it was when it closes.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    return () => before?.focus?.();
  }, []);

  useEffect(() => {
    if (hideCloseOption) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [hideCloseOption, close]);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.getClientRects().length > 0,
    );
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="modal__backdrop" data-frame-modal="" data-placement={placement}>
      <div
        ref={dialog}
        className="modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        onKeyDown={trapTab}
      >
        {hideCloseOption ? null : (
          <Link
            to={closeHref}
            className="modal__close"
            aria-label="Close"
            preventScrollReset
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              close();
            }}
            data-frame-modal-close=""
          >
            <span aria-hidden="true">×</span>
          </Link>
        )}
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
