import type { ReactNode } from "react";
import { NO_ACCESS_TEXT, type Access } from "~/shared/access";
import { LOGIN_SOURCES, type LoginPanelState } from "~/shared/login-state";
import { LoginPanel } from "./LoginPanel";
import styles from "./AccessGate.module.css";

interface AccessGateProps {
  access: Access;
  login: LoginPanelState;
  /** This page's path and query: after login the user comes back to it. */
  returnTo: string;
  children: ReactNode;
}

/**
 * Spec 01 sections 4 and 8: a login-protected page seen logged out shows "You do not have access
 * for this page" with the login panel open (login "requested on mount", here rendered open by the
 * server); an admin route seen by anyone else shows the text alone.
 */
export function AccessGate({ access, login, returnTo, children }: AccessGateProps) {
  if (access === "ok") return <>{children}</>;
  return (
    <div className={styles.gate} data-access={access}>
      <div className={styles.notice} role="alert">
        <h1 className={styles.title}>{NO_ACCESS_TEXT}</h1>
      </div>
      {access === "login-required" ? (
        <div className={styles.card}>
          <LoginPanel
            state={login}
            returnTo={returnTo}
            source={LOGIN_SOURCES.protectedPage}
            subtitle="Log in to see this page."
          />
        </div>
      ) : null}
    </div>
  );
}
