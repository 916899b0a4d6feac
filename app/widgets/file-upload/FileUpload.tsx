import { useActionData } from "@remix-run/react";
import { useId, useState, type FormEvent } from "react";
import { ButtonSpinner } from "~/actions/ActionButton";
import { CsrfInput } from "~/actions/csrf";
import { actionJson } from "~/actions/posting";
import { useActionFetcher } from "~/actions/useActionFetcher";
import { knownOr } from "~/contract/known";
import {
  FILE_UPLOAD_INTENTS,
  FILE_UPLOAD_KINDS,
  FILE_UPLOAD_TEXTS,
  fileProblem,
  UPLOAD_UNAVAILABLE,
  uploadLimitsOf,
} from "~/contract/widgets/file-upload-look";
import type { FileUploadData } from "~/contract/widgets/file-upload";
import { ACTION_FIELDS } from "~/shared/action-result";
import { FieldError } from "~/ui/FieldError";
import type { WidgetProps } from "~/widgets/types";
import { resultForForm } from "../form/form-result";

/** The file field's name: the upload action takes the one file it is sent, under any name. */
const FIELD = "file";

/**
 * FILE_UPLOAD: a multipart form posting one file to the page route with the existing upload
 * action (RESUME_UPLOAD, PROFILE_IMAGE_UPLOAD) and the posting convention (CSRF, intent, action,
 * formId). Without JavaScript the page renders again with the result; with it, the file is
 * checked against the uploads contract's limits first and the form posts through a fetcher.
 * Errors are the spec's words ("Resume Upload Failed") with the reason under the field.
 */
export function FileUpload({ data }: WidgetProps<FileUploadData>) {
  const id = `upload-${useId().replace(/:/g, "")}`;
  const known = knownOr(FILE_UPLOAD_KINDS, data.uploadType, "RESUME");
  const supported = known === data.uploadType;
  const texts = FILE_UPLOAD_TEXTS[known];
  const limits = uploadLimitsOf(known);
  const formId = data.formId ?? `upload-${known.toLowerCase()}`;
  const actionData = useActionData();
  const { fetcher, busy, onSubmit, formAction } = useActionFetcher({
    toast: "none",
    action: data.submitAction,
  });
  const result = resultForForm([fetcher.data, actionData], formId);
  const [localError, setLocalError] = useState<string>();
  const serverError = result && !result.ok ? Object.values(result.fieldErrors ?? {})[0] : undefined;
  const fieldError = localError ?? serverError;
  const failure = result && !result.ok ? (result.message ?? texts.failure) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem(FIELD) as HTMLInputElement | null;
    const problem = fileProblem(known, input?.files?.[0]);
    setLocalError(problem);
    if (problem) {
      event.preventDefault();
      input?.focus();
      return;
    }
    onSubmit(event);
  };

  return (
    <section
      className="account-card__card"
      aria-labelledby={`${id}-title`}
      data-upload-type={data.uploadType}
    >
      <div>
        <h3 id={`${id}-title`} className="account-card__title">
          {data.title ?? texts.label}
        </h3>
        {data.description ? <p className="account-card__muted">{data.description}</p> : null}
      </div>
      {result?.ok ? (
        <p className={`account-card__alert file-upload__success`} role="status">
          <span aria-hidden="true">✓ </span>
          {result.message ?? texts.success}
        </p>
      ) : null}
      {failure ? (
        <p className="account-card__alert" role="alert">
          <span aria-hidden="true">✕ </span>
          {failure}
        </p>
      ) : null}
      <fetcher.Form
        method="post"
        action={formAction}
        encType="multipart/form-data"
        noValidate
        onSubmit={submit}
        className="file-upload__form"
        data-form-id={formId}
      >
        <fieldset disabled={!supported} className="file-upload__fieldset">
          <CsrfInput />
          <input type="hidden" name={ACTION_FIELDS.intent} value={FILE_UPLOAD_INTENTS[known]} />
          <input type="hidden" name={ACTION_FIELDS.action} value={actionJson(data.submitAction)} />
          <input type="hidden" name={ACTION_FIELDS.formId} value={formId} />
          <div className="account-card__field">
            <label htmlFor={`${id}-file`}>{data.label ?? texts.label}</label>
            <input
              id={`${id}-file`}
              name={FIELD}
              type="file"
              required
              accept={limits.accept}
              data-max-bytes={limits.maxBytes}
              className="file-upload__file"
              aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ""}`}
              aria-invalid={fieldError ? true : undefined}
              onChange={() => setLocalError(undefined)}
            />
            <p id={`${id}-hint`} className="account-card__note">
              {supported ? limits.hint : UPLOAD_UNAVAILABLE}
            </p>
            <FieldError id={`${id}-error`} message={fieldError} className="account-card__error" />
          </div>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? <ButtonSpinner /> : null}
            <span>{data.submitText ?? texts.submit}</span>
          </button>
        </fieldset>
      </fetcher.Form>
    </section>
  );
}
