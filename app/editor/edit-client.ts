import { EDITOR_TEXTS, type EditIntent } from "~/contract/editor-values";

/** The page editor's one endpoint (app/routes/api.edit.ts). */
export const EDIT_URL = "/api/edit";

/**
 * An answer of POST /api/edit with `Accept: application/json`: the JSON of a success, or the
 * failure's status, words, field errors and whether it asks for a login.
 */
export type EditAnswer<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      message: string;
      errors?: Record<string, string>;
      login?: boolean;
    };

/** The words a failure shows: the BFF's own (409, 403, 400 …), or the general one. */
export function failureText(answer: { status: number; message: string }): string {
  if (answer.status === 409) return answer.message || EDITOR_TEXTS.pageChanged;
  if (answer.status === 403) return answer.message || EDITOR_TEXTS.adminsOnly;
  if (answer.status === 400 && !answer.message) return EDITOR_TEXTS.invalidEdit;
  return answer.message || EDITOR_TEXTS.editFailed;
}

/**
 * What a plain edit form posts beside the fields the editor adds on its own (CSRF, intent, ids,
 * version, the way back): the admin's own choices, e.g. a move's place.
 */
export function ownFieldsOf(form: HTMLFormElement, base: Iterable<string>): Record<string, string> {
  const skip = new Set(["csrf", ...base]);
  const out: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && !skip.has(name)) out[name] = value;
  }
  return out;
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (typeof inner === "string") out[key] = inner;
  }
  return out;
}

/**
 * Posts a form to the edit endpoint asking for JSON (the no-JavaScript post of the same form
 * gets a redirect instead). An abort is thrown on to the caller; a network failure is status 0.
 */
export async function postEdit<T>(body: FormData, signal?: AbortSignal): Promise<EditAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(EDIT_URL, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, status: 0, message: EDITOR_TEXTS.editFailed };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (response.ok) return { ok: true, data: json as T };
  const failure = (json && typeof json === "object" ? json : {}) as Record<string, unknown>;
  return {
    ok: false,
    status: response.status,
    message: typeof failure.message === "string" ? failure.message : "",
    errors: stringRecord(failure.errors),
    login: failure.login === true,
  };
}

/** A FormData of plain fields (the CSRF token and intent first). */
export function editForm(
  csrf: string,
  intent: EditIntent,
  fields: Record<string, string | number | undefined>,
): FormData {
  const form = new FormData();
  form.set("csrf", csrf);
  form.set("intent", intent);
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) form.set(key, String(value));
  }
  return form;
}
