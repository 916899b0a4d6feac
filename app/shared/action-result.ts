import type { ServerAction } from "~/contract";

/**
 * What every page action answers (docs/decisions/006): the same shape for a fetcher (JavaScript)
 * and for useActionData (a plain form post without it), so one component shows both.
 */
export interface ActionResult {
  /** The posted intent (the server action type or an internal one such as FORM_SUBMIT). */
  intent: string;
  ok: boolean;
  /** Toast or inline text, success or failure, already in the spec's words. */
  message?: string;
  /** Field name -> message, shown next to that field. */
  fieldErrors?: Record<string, string>;
  /** What the visitor typed, to fill the form again after a failure. */
  values?: Record<string, string>;
  /** Which form (or button) the result belongs to: its formId, or the action key. */
  formId?: string;
  /** The API-call result's follow-up action. */
  follow?: ServerAction;
  reloadPage?: boolean;
  closeModalIfOpen?: boolean;
  invalidateAllPages?: boolean;
  /**
   * The intent needs a logged-in user and there is none: the browser opens the login panel over
   * the page and posts the same fields again after the login (app/actions/pending-replay.ts).
   * A redirect to the page with `?login=1` (requireLoginForAction) does the same without it.
   */
  loginRequired?: boolean;
}

export { ACTION_FIELDS } from "~/contract/values";

export function isActionResult(value: unknown): value is ActionResult {
  return (
    !!value &&
    typeof value === "object" &&
    typeof (value as ActionResult).intent === "string" &&
    typeof (value as ActionResult).ok === "boolean"
  );
}
