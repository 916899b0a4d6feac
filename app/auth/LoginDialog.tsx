import { Link } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { LOGIN_SOURCES, type LoginPanelState } from "~/shared/login-state";
import { LoginPanel } from "./LoginPanel";
import styles from "./LoginDialog.module.css";

interface LoginDialogProps {
  state: LoginPanelState;
  /** The page under the dialog (path and query, without the login parameter). */
  returnTo: string;
}

/**
 * The login "modal" over any page (`?login=1`, or an action that needs login): rendered by the
 * server, so it is there without JavaScript; closing it is a link to the same page without the
 * parameter. With JavaScript, Escape closes it too.
 */
export function LoginDialog({ state, returnTo }: LoginDialogProps) {
  const headingId = `${useId().replace(/:/g, "")}-login-title`;
  const close = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // Escape follows the close link, so both ways out behave the same.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close.current?.click();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <div className={styles.backdrop} data-login-dialog="">
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={headingId}>
        <Link
          ref={close}
          to={returnTo}
          replace
          preventScrollReset
          className={styles.close}
          aria-label="Close login"
        >
          <span aria-hidden="true">×</span>
        </Link>
        <LoginPanel
          state={state}
          returnTo={returnTo}
          source={LOGIN_SOURCES.modal}
          headingId={headingId}
        />
      </div>
    </div>
  );
}
