import { useEffect, useState } from "react";
import styles from "./Toast.module.css";

const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(" ");

/** How long a toast stays when JavaScript runs; without it the toast stays visible. */
export const TOAST_DURATION_MS = 4000;

/** Spec 01 section 2.3: a toast shows only if its message is non-empty after trimming. */
export function toastText(message: string | null | undefined): string | undefined {
  const text = typeof message === "string" ? message.trim() : "";
  return text ? text : undefined;
}

export interface ToastProps {
  /** The message, e.g. pageData.toastMessage on load; blank or missing shows nothing. */
  message: string | null | undefined;
  /** Auto-hide delay (JS only); default 4000 ms. */
  durationMs?: number;
  /** Called once the toast hid itself, so the owner can clear its message. */
  onHide?: () => void;
  className?: string;
}

/**
 * Spec 01 section 2.3 toast: a pill on a fixed blue, 13 px text, announced politely
 * (role=status). Server-rendered and visible without JavaScript; with it, it hides after
 * durationMs. A new message shows again (the timer restarts per message).
 */
export function Toast({ message, durationMs = TOAST_DURATION_MS, onHide, className }: ToastProps) {
  const text = toastText(message);
  const [hiddenText, setHiddenText] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!text) return;
    setHiddenText(undefined);
    const id = window.setTimeout(() => {
      setHiddenText(text);
      onHide?.();
    }, durationMs);
    return () => window.clearTimeout(id);
    // onHide is a notification; a new function identity must not restart the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, durationMs]);

  const visible = !!text && hiddenText !== text;
  return (
    <div className={cx(styles.region, className)} role="status" data-frame="toast">
      {visible ? <p className={styles.toast}>{text}</p> : null}
    </div>
  );
}
