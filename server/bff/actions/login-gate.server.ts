import { redirect } from "@remix-run/node";
import { ACTION_FIELDS } from "~/shared/action-result";
import { safeReturnPath, withLoginParam } from "~/shared/login-url";
import type { ServerAction } from "~/contract";
import { ACTION_BINDING_FIELD, ACTION_SIGNATURE_FIELD } from "../action-signature.server";
import { savePendingForm } from "../pending-action.server";
import type { SessionAuth } from "../session.server";
import { answerHeaders } from "./answers.server";

/**
 * Spec 01 section 4: an action that needs login, run by a logged-out visitor, opens the login
 * panel and is kept as pending. The form (text fields, without the CSRF token) is kept in the
 * session (decision 004) and the answer is a redirect to the same page with the login panel open;
 * a fetcher follows it like a plain form post does. After login the page can post REPLAY.
 */

/** The page the form was posted on: the route's own address (Remix strips `index`, `_data`). */
export function pagePathOf(request: Request): string {
  const url = new URL(request.url);
  return safeReturnPath(`${url.pathname}${url.search}`);
}

/**
 * The session cookie is about 4 KB; a kept action carries only what running it needs (no
 * tracking, modal props or client-only payloads).
 */
export function compactAction(action: ServerAction | undefined): string | undefined {
  if (!action) return undefined;
  const { type, uri, requestObject, fireAndForget, fileName, loginAction, reloadPage } = action;
  return JSON.stringify({
    type,
    uri,
    requestObject,
    fireAndForget,
    fileName,
    loginAction,
    reloadPage,
    // The signature covers type, uri, requestObject, fileName and a form's binding, all kept.
    [ACTION_BINDING_FIELD]: (action as Record<string, unknown>)[ACTION_BINDING_FIELD],
    [ACTION_SIGNATURE_FIELD]: (action as Record<string, unknown>)[ACTION_SIGNATURE_FIELD],
  });
}

export async function askForLogin(
  request: Request,
  auth: SessionAuth,
  pending: { intent: string; form: FormData; action: ServerAction | undefined },
): Promise<Response> {
  const path = pagePathOf(request);
  const fields = new FormData();
  for (const [name, value] of pending.form.entries()) {
    if (name !== ACTION_FIELDS.action && typeof value === "string") fields.append(name, value);
  }
  const action = compactAction(pending.action);
  if (action) fields.set(ACTION_FIELDS.action, action);
  // Kept in the request's session, which the end of the request writes.
  savePendingForm(auth.session, { path, intent: pending.intent, fields });
  return redirect(withLoginParam(path), { headers: answerHeaders() });
}
