import { Form } from "@remix-run/react";
import { LOGIN_CHECK_TEXTS } from "~/contract/login-values";
import { CsrfField } from "./CsrfField";
import styles from "./AuthPage.module.css";

/**
 * The page a sign-in link opens (issue 41): one button, so that a mail scanner that follows the
 * link signs nobody in; a plain form, so it works without JavaScript.
 */
export function SignInLinkConfirm() {
  return (
    <div className={styles.page}>
      <div className={styles.card} data-sign-in-link>
        <h1 className={styles.heading}>{LOGIN_CHECK_TEXTS.confirmTitle}</h1>
        <p className={styles.text}>{LOGIN_CHECK_TEXTS.confirm}</p>
        <Form method="post" action="/email-login">
          <CsrfField />
          <button type="submit" name="intent" value="link" className="btn btn-primary">
            {LOGIN_CHECK_TEXTS.confirmButton}
          </button>
        </Form>
      </div>
    </div>
  );
}
