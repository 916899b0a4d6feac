import { useActionData } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { ButtonSpinner } from "~/actions/ActionButton";
import { CsrfInput } from "~/actions/csrf";
import { actionJson } from "~/actions/posting";
import { useActionFetcher } from "~/actions/useActionFetcher";
import { CaptchaField } from "~/auth/CaptchaField";
import { useRootAuth } from "~/auth/root-auth";
import type { ServerAction } from "~/contract";
import { ACTION_FIELDS, type ActionResult } from "~/shared/action-result";
import { resultForForm } from "~/widgets/form/form-result";
import styles from "./CommunityForm.module.css";

/** The fields' classes (label, input, field, hint), shared by the community widgets' forms. */
export const formStyles = styles;

/** What a community form's fields need to draw themselves after a result. */
export interface CommunityFormState {
  result: ActionResult | undefined;
  busy: boolean;
  /** The typed value to show again after a failure ("" otherwise). */
  valueOf(name: string): string;
  /** The server's message for a field, shown beside it. */
  errorOf(name: string): string | undefined;
}

export interface CommunityFormProps {
  /** The page's signed action (an API_CALL naming the community path and the target). */
  action: ServerAction;
  /** The form's own id: results are matched to it (several forms may share a page). */
  formId: string;
  submitText: string;
  className?: string;
  "aria-labelledby"?: string;
  "aria-label"?: string;
  children: (state: CommunityFormState) => ReactNode;
}

/**
 * A community widget's form (vote, new thread, reply, message): the posting convention of
 * docs/decisions/006 with intent FORM_SUBMIT, so the BFF sends the action's signed requestObject
 * with what was typed (form-submit.server.ts). It is a plain form without JavaScript (the page
 * renders again with the result and the new data); with it, a fetcher posts it without a reload,
 * the result shows in place and the page revalidates (the action's reloadPage). A logged-out
 * visitor is sent through login and the post is replayed (the action's loginAction).
 */
export function CommunityForm(props: CommunityFormProps) {
  const { action, formId, submitText, className, children } = props;
  const { login } = useRootAuth();
  const actionData = useActionData();
  const { fetcher, busy, onSubmit, formAction } = useActionFetcher({ toast: "none", action });
  const result = resultForForm([fetcher.data, actionData], formId);
  const formRef = useRef<HTMLFormElement>(null);
  const handled = useRef<unknown>(fetcher.data);

  // After a result with JavaScript: a success empties the typed text; a failure moves focus to
  // the first field in error (names come from our own components: safe in the selector).
  useEffect(() => {
    const data = fetcher.data;
    if (!data || data === handled.current || fetcher.state !== "idle") return;
    handled.current = data;
    if (data.formId !== formId) return;
    const form = formRef.current;
    if (!form) return;
    if (data.ok) {
      form.reset();
      return;
    }
    const first = Object.keys(data.fieldErrors ?? {})[0];
    const target = first ? form.querySelector<HTMLElement>(`[name="${first}"]`) : undefined;
    (target ?? form.querySelector<HTMLElement>("[role=alert]"))?.focus();
  }, [fetcher.data, fetcher.state, formId]);

  const failed = result && !result.ok;
  const fieldErrors = failed ? (result.fieldErrors ?? {}) : {};
  const state: CommunityFormState = {
    result,
    busy,
    valueOf: (name) => (failed ? (result.values?.[name] ?? "") : ""),
    errorOf: (name) => fieldErrors[name],
  };
  const failure = failed ? result.message?.trim() : undefined;
  const success = result?.ok ? result.message?.trim() : undefined;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={formAction}
      noValidate
      className={[styles.form, className].filter(Boolean).join(" ")}
      aria-labelledby={props["aria-labelledby"]}
      aria-label={props["aria-label"]}
      onSubmit={onSubmit}
      data-community-form={formId}
    >
      <CsrfInput />
      <input type="hidden" name={ACTION_FIELDS.intent} value="FORM_SUBMIT" />
      <input type="hidden" name={ACTION_FIELDS.action} value={actionJson(action)} />
      <input type="hidden" name={ACTION_FIELDS.formId} value={formId} />
      {failure ? (
        <p className={styles.failure} role="alert" tabIndex={-1}>
          {failure}
        </p>
      ) : null}
      {children(state)}
      <CaptchaField
        mode={login.captcha}
        testToken={login.captchaTestToken}
        error={fieldErrors.captchaToken}
        id={`${formId}-captcha`}
      />
      <div className={styles.actions}>
        <button
          type="submit"
          className={`btn btn-primary ${styles.submit}`}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? <ButtonSpinner /> : null}
          <span>{submitText}</span>
        </button>
        <p className={styles.success} role="status">
          {success ?? ""}
        </p>
      </div>
    </fetcher.Form>
  );
}

/** A field's message beside it: the id its control names in aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}
