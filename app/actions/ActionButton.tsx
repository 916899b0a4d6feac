import type { ReactNode } from "react";
import type { ServerAction } from "~/contract";
import { ACTION_FIELDS } from "~/shared/action-result";
import { CsrfInput } from "./csrf";
import { actionJson, actionKeyOf } from "./posting";
import { trackAction } from "./track-action";
import { useActionFetcher } from "./useActionFetcher";
import styles from "./ActionButton.module.css";

export interface ActionButtonProps {
  /** An action whose type changes data (MUTATING_INTENTS). */
  action: ServerAction;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}

/** A spinner for a button whose post runs (the button's text stays its name). */
export function ButtonSpinner() {
  return <span className={styles.spinner} aria-hidden="true" data-action-spinner="" />;
}

/**
 * A button that changes data (docs/decisions/006): a fetcher form posting the convention's
 * fields to the page route's action. Without JavaScript it is a plain form and the page renders
 * again with the result; with it, the button is disabled with a loader while the post runs (no
 * double submit) and the result shows as a toast and drives the page (result-effects.ts).
 */
export function ActionButton({ action, className, children, ...rest }: ActionButtonProps) {
  const { fetcher, busy, onSubmit, formAction } = useActionFetcher({ toast: "buttons", action });
  const classes = [className, styles.button].filter(Boolean).join(" ");
  return (
    <fetcher.Form
      method="post"
      action={formAction}
      className={styles.form}
      onSubmit={(event) => {
        onSubmit(event);
        if (!event.defaultPrevented) trackAction(action);
      }}
    >
      <CsrfInput />
      <input type="hidden" name={ACTION_FIELDS.intent} value={action.type ?? ""} />
      <input type="hidden" name={ACTION_FIELDS.action} value={actionJson(action)} />
      <input type="hidden" name={ACTION_FIELDS.formId} value={actionKeyOf(action)} />
      <button
        type="submit"
        className={classes}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={rest["aria-label"]}
        data-action-type={action.type}
      >
        {busy ? <ButtonSpinner /> : null}
        {children}
      </button>
    </fetcher.Form>
  );
}
