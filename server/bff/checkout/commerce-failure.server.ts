import {
  answer,
  failureMessage,
  failureStatus,
  type ResultSubject,
} from "../actions/answers.server";
import type { UpstreamError } from "../upstream-error.server";
import { formFieldErrors } from "./field-errors.server";

/**
 * A refused or failed commerce call as the form's answer: the platform's field errors next to
 * the form's own inputs, its message (spec 02 section 8's fallback) above them, the typed values
 * kept, and its status (400 for refused input, 502/504 for its own failures; never 500).
 */
export function commerceFailure(
  subject: ResultSubject,
  error: UpstreamError,
  inputs: readonly string[],
  setCookies: readonly string[] = [],
) {
  const { fieldErrors } = formFieldErrors(error.kind === "http" ? error.errors : undefined, inputs);
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return answer(
    {
      ...subject,
      ok: false,
      message: failureMessage(error),
      fieldErrors: hasFieldErrors ? fieldErrors : undefined,
    },
    failureStatus(error),
    setCookies,
  );
}
