import { Link } from "@remix-run/react";
import { OAUTH_TEXTS } from "~/contract/oauth";
import { TAKE_ME_HOME } from "~/contract/page-texts";
import page from "../AuthPage.module.css";
import styles from "./Account.module.css";

export interface OAuthFailureViewProps {
  title: string;
  message: string;
  retryPath: string;
}

/** The callback's error page: what went wrong in plain words, and the way back. */
export function OAuthFailureView({ title, message, retryPath }: OAuthFailureViewProps) {
  return (
    <div className={page.page}>
      <div className={page.card}>
        <h1 className={page.heading}>{title}</h1>
        <p className={styles.message} role="alert" data-oauth-error="">
          {message}
        </p>
        <div className={styles.actions}>
          <Link to={retryPath} className="btn btn-primary" reloadDocument>
            {OAUTH_TEXTS.tryAgain}
          </Link>
          <Link to="/" className="btn btn-secondary">
            {TAKE_ME_HOME}
          </Link>
        </div>
      </div>
    </div>
  );
}
