import { Form } from "@remix-run/react";
import { CONNECTIONS_PATH, OAUTH_TEXTS, type OAuthProvider } from "~/contract/oauth";
import { Toast } from "~/ui/Toast";
import { CsrfField } from "../CsrfField";
import page from "../AuthPage.module.css";
import styles from "./Account.module.css";

export interface ConnectionRowView {
  provider: OAuthProvider;
  name: string;
  configured: boolean;
  connection?: { accountName: string; connectedAt?: string };
}

export interface ConnectionsViewProps {
  providers: ConnectionRowView[];
  toast?: string;
  loadError?: string;
  startError?: string;
}

function connectedSince(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/**
 * /user/connections: each provider with its state and a Connect button, a plain form post
 * (CSRF field inside), so it works without JavaScript; the answer is a redirect to the provider.
 */
export function ConnectionsView({ providers, toast, loadError, startError }: ConnectionsViewProps) {
  return (
    <div className={page.page}>
      <div className={page.card}>
        <h1 className={page.heading}>{OAUTH_TEXTS.pageTitle}</h1>
        <p className={page.text}>{OAUTH_TEXTS.pageIntro}</p>
        {loadError || startError ? (
          <p className={styles.message} role="alert">
            {startError ?? loadError}
          </p>
        ) : null}
        <ul className={styles.list}>
          {providers.map((row) => {
            const since = connectedSince(row.connection?.connectedAt);
            return (
              <li key={row.provider} className={styles.row} data-provider={row.provider}>
                <div>
                  <h2 className={styles.name}>{row.name}</h2>
                  <p className={styles.state}>
                    {row.connection ? (
                      <span className={styles.connected}>
                        {`${OAUTH_TEXTS.connectedAs(row.connection.accountName)}${since ? ` since ${since}` : ""}`}
                      </span>
                    ) : (
                      OAUTH_TEXTS.notConnected
                    )}
                  </p>
                </div>
                {row.configured ? (
                  <Form method="post" action={CONNECTIONS_PATH} reloadDocument>
                    <CsrfField />
                    <input type="hidden" name="intent" value="OAUTH_START" />
                    <input type="hidden" name="provider" value={row.provider} />
                    <input type="hidden" name="returnTo" value={CONNECTIONS_PATH} />
                    <button
                      type="submit"
                      className={row.connection ? "btn btn-secondary" : "btn btn-primary"}
                    >
                      {row.connection
                        ? OAUTH_TEXTS.reconnect(row.name)
                        : OAUTH_TEXTS.connect(row.name)}
                    </button>
                  </Form>
                ) : (
                  <p className={styles.state}>{OAUTH_TEXTS.notConfigured(row.name)}</p>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <Toast message={toast} />
    </div>
  );
}
