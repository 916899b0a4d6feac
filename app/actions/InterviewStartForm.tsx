import type { ReactNode } from "react";
import type { ServerAction } from "~/contract";
import { ACTION_FIELDS } from "~/shared/action-result";
import { CsrfInput } from "./csrf";
import { actionJson } from "./posting";
import styles from "./ActionButton.module.css";

/**
 * Opens the AI interview by posting the page's (signed) navigation action to the interview
 * route, which keeps the context server-side and redirects: the token never goes into an address
 * (spec 01 section 2.4). A plain form: it works without JavaScript too.
 */
export function InterviewStartForm({
  action,
  className,
  children,
  ...rest
}: {
  action: ServerAction;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}) {
  const path = (action.uri ?? "").split(/[?#]/)[0];
  return (
    <form method="post" action={path} className={styles.form} data-interview-start="">
      <CsrfInput />
      <input type="hidden" name={ACTION_FIELDS.action} value={actionJson(action)} />
      <button
        type="submit"
        className={[className, styles.button].filter(Boolean).join(" ")}
        aria-label={rest["aria-label"]}
        data-action-type="NAVIGATION"
      >
        {children}
      </button>
    </form>
  );
}
