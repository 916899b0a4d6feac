import type { ServerAction } from "~/contract";
import { ACTION_FIELDS } from "~/shared/action-result";

/**
 * The posting convention of docs/decisions/006 on the browser side: the fields every action
 * form carries besides what the visitor typed.
 */

/** Button results carry this prefix in their formId; FORM widgets use their own formId. */
export const BUTTON_FORM_ID_PREFIX = "action-";

/** The action description as posted: JSON, as upstream sent it (parsed leniently). */
export function actionJson(action: ServerAction | undefined): string {
  return action ? JSON.stringify(action) : "{}";
}

/** 32-bit FNV-1a: short, stable and the same on the server and in the browser. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/**
 * The formId of a button: the same action on a page gives the same key, so a result rendered
 * without JavaScript (useActionData) can be told apart from a FORM widget's.
 */
export function actionKeyOf(action: ServerAction): string {
  return `${BUTTON_FORM_ID_PREFIX}${fnv1a(actionJson(action))}`;
}

export function isButtonFormId(formId: string | undefined): boolean {
  return !!formId && formId.startsWith(BUTTON_FORM_ID_PREFIX);
}

/** The reserved fields of one posting: csrf (when there is a token), intent, action, formId. */
export function conventionFields(input: {
  intent: string;
  action: ServerAction | undefined;
  formId: string;
  csrf?: string;
}): Record<string, string> {
  const fields: Record<string, string> = {};
  if (input.csrf) fields[ACTION_FIELDS.csrf] = input.csrf;
  fields[ACTION_FIELDS.intent] = input.intent;
  fields[ACTION_FIELDS.action] = actionJson(input.action);
  fields[ACTION_FIELDS.formId] = input.formId;
  return fields;
}

/** DOWNLOAD posts here (a resource route answering the file), so the browser saves it. */
export const DOWNLOAD_ROUTE = "/api/download";
