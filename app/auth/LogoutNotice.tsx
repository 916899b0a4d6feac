import { useState } from "react";
import { LOGOUT_NOT_REVOKED } from "~/contract/action-texts";
import type { RootAuth } from "~/shared/login-state";
import styles from "./LogoutNotice.module.css";

/**
 * After a logout whose upstream revoke failed: the session has ended here, and the user is told
 * that it may live on upstream until it expires. Rendered on the server (works without
 * JavaScript), once: the marker cookie is cleared by the loader that read it.
 */
export function LogoutNotice({ loggedOut }: { loggedOut: RootAuth["loggedOut"] }) {
  const [open, setOpen] = useState(true);
  if (loggedOut !== "logout-unrevoked" || !open) return null;
  return (
    <div className={styles.notice} role="status" data-logout-notice="">
      <p className={styles.text}>{LOGOUT_NOT_REVOKED}</p>
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
