import { useActionData } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ACTION_FIELDS, type ActionResult } from "~/shared/action-result";
import { ButtonSpinner } from "~/actions/ActionButton";
import { CsrfInput } from "~/actions/csrf";
import { actionJson } from "~/actions/posting";
import { useActionFetcher } from "~/actions/useActionFetcher";
import { CaptchaField } from "~/auth/CaptchaField";
import { useRootAuth } from "~/auth/root-auth";
import type { WidgetProps } from "~/widgets/types";
import {
  formIntentOf,
  hasFileField,
  initialValueOf,
  resultForForm,
  sizeText,
  successTextOf,
} from "./form-result";
import { FormFields } from "./FormFields";
import { DEFAULT_SUBMIT_TEXT } from "~/contract/widgets/form-look";
import type { FormWidgetData } from "~/contract/widgets/form";

/** Files over their field's maxBytes, checked before anything is uploaded (JavaScript only). */
function oversizedFiles(form: HTMLFormElement): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const input of form.querySelectorAll<HTMLInputElement>("input[type=file][data-max-bytes]")) {
    const max = Number(input.dataset.maxBytes);
    const file = input.files?.[0];
    if (file && Number.isFinite(max) && file.size > max) {
      errors[input.name] = `Choose a file of at most ${sizeText(max)}`;
    }
  }
  return errors;
}

/**
 * The FORM widget: a form posted to the page route with the posting convention
 * (csrf, intent, action, formId) and one field per input. It works without JavaScript (the page
 * renders again with the result); with it, it posts through a fetcher, is disabled with a loader
 * while it runs, and moves focus to the first field in error or to the success text. Server
 * field errors show next to their fields and the typed values are kept; on success the form is
 * replaced by its success text. Fields with a show/hide rule follow the values of the others
 * (FormFields).
 */
export function FormWidget({ data }: WidgetProps<FormWidgetData>) {
  const idBase = `form-${useId().replace(/:/g, "")}`;
  const intent = formIntentOf(data);
  const { login } = useRootAuth();
  const actionData = useActionData();
  const { fetcher, busy, onSubmit, formAction } = useActionFetcher({
    toast: "none",
    action: data.submitAction,
  });
  const result = resultForForm([fetcher.data, actionData], data.formId);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const titleId = `${idBase}-title`;
  const messageId = `${idBase}-message`;

  // After a result (JavaScript), focus goes where the visitor needs to look next. Field names
  // are restricted by the schema, so a name is safe inside the selector's quotes.
  const lastResult = useRef<ActionResult | undefined>(fetcher.data);
  useEffect(() => {
    if (!fetcher.data || fetcher.data === lastResult.current || fetcher.state !== "idle") return;
    lastResult.current = fetcher.data;
    if (fetcher.data.formId !== data.formId) return;
    if (fetcher.data.ok) {
      successRef.current?.focus();
      return;
    }
    const firstError = Object.keys(fetcher.data.fieldErrors ?? {})[0];
    const target = firstError
      ? formRef.current?.querySelector<HTMLElement>(`[name="${firstError}"]`)
      : undefined;
    (target ?? formRef.current?.querySelector<HTMLElement>("[role=alert]"))?.focus();
  }, [fetcher.data, fetcher.state, data.formId]);

  if (result?.ok) {
    return (
      <div
        ref={successRef}
        className="form__success"
        role="status"
        tabIndex={-1}
        data-form-success={data.formId}
      >
        <p className="form__successText">{successTextOf(data, result)}</p>
      </div>
    );
  }

  const fieldErrors = { ...(result?.fieldErrors ?? {}) };
  const failure = result && !result.ok ? result.message?.trim() : undefined;
  const isMultipart = hasFileField(data.fields);
  const captcha = intent === "FORM_SUBMIT" ? login.captcha : "off";

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const tooBig = oversizedFiles(event.currentTarget);
    setLocalErrors(tooBig);
    if (Object.keys(tooBig).length) {
      event.preventDefault();
      return;
    }
    onSubmit(event);
  };

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={formAction}
      encType={isMultipart ? "multipart/form-data" : undefined}
      noValidate
      className="form__form"
      aria-labelledby={data.title ? titleId : undefined}
      aria-describedby={failure ? messageId : undefined}
      onSubmit={submit}
      data-form-id={data.formId}
    >
      {data.title ? (
        <h2 id={titleId} className={`heading-4 form__title`}>
          {data.title}
        </h2>
      ) : null}
      {data.description ? <p className="form__description">{data.description}</p> : null}
      {data.fields.some((field) => field.required) ? (
        <p className="form__legend">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>
      ) : null}
      {failure ? (
        <p id={messageId} className="form__failure" role="alert" tabIndex={-1}>
          {failure}
        </p>
      ) : null}
      <CsrfInput />
      <input type="hidden" name={ACTION_FIELDS.intent} value={intent} />
      <input type="hidden" name={ACTION_FIELDS.action} value={actionJson(data.submitAction)} />
      <input type="hidden" name={ACTION_FIELDS.formId} value={data.formId} />
      <FormFields
        fields={data.fields}
        idBase={idBase}
        valueOf={(field) => initialValueOf(field, result)}
        errors={fieldErrors}
        localErrors={localErrors}
      />
      <CaptchaField
        mode={captcha}
        testToken={login.captchaTestToken}
        error={fieldErrors.captchaToken}
        id={`${idBase}-captcha`}
      />
      <div className="form__actions">
        <button
          type="submit"
          className={`btn btn-primary form__submit`}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? <ButtonSpinner /> : null}
          <span>{data.submitText?.trim() || DEFAULT_SUBMIT_TEXT}</span>
        </button>
      </div>
    </fetcher.Form>
  );
}
