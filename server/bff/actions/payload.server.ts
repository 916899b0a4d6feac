import { z } from "zod";
import { ACTION_FIELDS } from "~/shared/action-result";
import {
  isForwardableActionPath,
  isSafeUpstreamPath,
  serverActionSchema,
  type ServerAction,
} from "~/contract";
import { hasValidSignature, needsSignature } from "../action-signature.server";
import { CAPTCHA_FIELD } from "../captcha.server";
import { CSRF_FIELD } from "../csrf.server";

/**
 * The fields every page action carries (docs/decisions/006): `action` (the server action as
 * upstream sent it, JSON, untrusted) and `formId`; and the visitor's own fields beside them.
 */
export const MAX_ACTION_JSON = 16 * 1024;
export const INVALID_ACTION_MESSAGE =
  "This action could not be run. Reload the page and try again.";

const FORM_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/;

/** The names the posting convention reserves: never a visitor's value. */
const RESERVED = new Set<string>([
  CSRF_FIELD,
  ACTION_FIELDS.intent,
  ACTION_FIELDS.action,
  ACTION_FIELDS.formId,
  CAPTCHA_FIELD,
]);

export interface CommonFields {
  action: ServerAction | undefined;
  formId: string | undefined;
}

export type CommonParse =
  { ok: true; fields: CommonFields } | { ok: false; fieldErrors: Record<string, string> };

export function parseActionJson(raw: FormDataEntryValue | null): ServerAction | undefined | null {
  if (raw === null || raw === "") return undefined;
  if (typeof raw !== "string" || raw.length > MAX_ACTION_JSON) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  // Only what a page described may be forwarded: an action with a uri, a body or a file name must
  // carry the BFF's own signature over them (docs/decisions/007-signed-actions.md).
  const record = value as Record<string, unknown>;
  if (needsSignature(record) && !hasValidSignature(record)) return null;
  const parsed = serverActionSchema.safeParse(value);
  if (!parsed.success) return null;
  // A browser must not aim the BFF at another host: the uri is an upstream path or nothing.
  const uri = parsed.data.uri;
  if (uri !== undefined && uri !== "" && !isSafeUpstreamPath(uri)) return null;
  // A request object is an object (it is spread into upstream bodies): nothing else passes.
  const request = parsed.data.requestObject;
  if (request !== undefined && (typeof request !== "object" || Array.isArray(request))) return null;
  return parsed.data;
}

/**
 * Whether a (signed) action may run where it was posted (issue 30, decision 034): a signature
 * vouches for what the upstream described, and the type is part of it, so an action runs only at
 * the endpoint or intent of its own type. DOWNLOAD only at /api/download, API_CALL only as
 * API_CALL or as a form's submit (FORM_SUBMIT: a form's submitAction is an API_CALL or has no
 * type), any other intent only its own type. An action without a type (a form's submitAction
 * that carries only a uri or a requestObject) goes to any intent but DOWNLOAD.
 */
export function actionFitsIntent(intent: string, action: ServerAction | undefined): boolean {
  if (!action) return true;
  const type = action.type;
  if (intent === "DOWNLOAD") return type === "DOWNLOAD";
  if (type === undefined) return true;
  if (intent === "FORM_SUBMIT") return type === "API_CALL";
  return type === intent;
}

/** `action` (at most 16 KB, a server action, a safe uri) and `formId`. */
export function parseCommonFields(form: FormData): CommonParse {
  const fieldErrors: Record<string, string> = {};
  const action = parseActionJson(form.get(ACTION_FIELDS.action));
  if (action === null) fieldErrors[ACTION_FIELDS.action] = INVALID_ACTION_MESSAGE;
  const rawFormId = form.get(ACTION_FIELDS.formId);
  const formId = typeof rawFormId === "string" && rawFormId !== "" ? rawFormId : undefined;
  if (rawFormId !== null && rawFormId !== "" && (!formId || !FORM_ID.test(formId))) {
    fieldErrors[ACTION_FIELDS.formId] = INVALID_ACTION_MESSAGE;
  }
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors };
  return { ok: true, fields: { action: action ?? undefined, formId } };
}

/** The posted formId when it is a well-formed one (for answers about refused input). */
export function formIdOf(value: unknown): string | undefined {
  return typeof value === "string" && FORM_ID.test(value) ? value : undefined;
}

const VALUE_NAME = /^[A-Za-z][A-Za-z0-9_.[\]-]{0,99}$/;
export const MAX_VISITOR_FIELDS = 50;
export const MAX_VALUE_LENGTH = 5000;

/**
 * What the visitor typed (text fields only; reserved names, odd names and files left out),
 * bounded, to send back with a failure so the form is filled in again.
 */
export function visitorValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (Object.keys(values).length >= MAX_VISITOR_FIELDS) break;
    if (RESERVED.has(name) || !VALUE_NAME.test(name) || typeof value !== "string") continue;
    if (name in values) continue;
    values[name] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return values;
}

/** The files of a form (entries that are a File with a name or content). */
export function visitorFiles(form: FormData): { name: string; file: File }[] {
  const files: { name: string; file: File }[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" || RESERVED.has(name)) continue;
    // An empty file input posts a part with no name and no bytes: no file chosen.
    if (value.size === 0 && value.name === "") continue;
    files.push({ name, file: value });
  }
  return files;
}

/** Whether a form has a file entry at all (chosen or not), by field name. */
export function fileFieldNames(form: FormData): string[] {
  const names: string[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" && !names.includes(name)) names.push(name);
  }
  return names;
}

/** Ids the platform knows items by (courseId, eventId, rewardId, ...). */
export const itemIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/);

/** The action's requestObject as an object (anything else: an empty one). */
export function requestObjectOf(action: ServerAction | undefined): Record<string, unknown> {
  const value = action?.requestObject;
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * A server-given uri that the BFF itself calls (API_CALL, FORM_SUBMIT, DOWNLOAD, tab switch): a safe
 * upstream path under /api/ and outside the forbidden prefixes (sign-in, editors, test endpoints),
 * so not even a signed page action can reach those.
 */
export function isActionApiPath(uri: unknown): uri is string {
  return typeof uri === "string" && isSafeUpstreamPath(uri) && isForwardableActionPath(uri);
}
