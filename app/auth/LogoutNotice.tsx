import { useState } from "react";
import styles from "./LogoutNotice.module.css";

/**
 * After a logout whose upstream revoke failed: the session has ended here, and the user is told
 * that it may live on upstream until it expires. Rendered on the server (works without
 * JavaScript), once: the marker cookie is cleared by the loader that read it.
 */
export function LogoutNotice({ text }: { text: string }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className={styles.notice} role="status" data-logout-notice="">
      <p className={styles.text}>{text}</p>
      <button
        type="button"
        className={styles.close}
        aria-label="Dismiss"
        onClick={() => setOpen(false)}
      >
        ×
      </button>
    </div>
  );
}
