import type { CodeIntent } from "./intents";

/** The answer of POST /api/code (and /api/sandbox): the upstream's JSON, or a failure with its text. */
export type CodeAnswer<T> =
  { ok: true; data: T } | { ok: false; status: number; message: string; login?: boolean };

/** One code call through the BFF (server/bff/practice/code-route.server.ts). */
export function postCode<T>(
  intent: CodeIntent,
  fields: Record<string, string | undefined>,
  csrf: string,
  signal?: AbortSignal,
): Promise<CodeAnswer<T>> {
  return postIntent<T>("/api/code", intent, fields, csrf, signal);
}

/**
 * One intent posted as a form with the CSRF field to a JSON route of the BFF (/api/code,
 * /api/sandbox): the answer's JSON, or its failure text and whether it asks for a login.
 */
export async function postIntent<T>(
  url: string,
  intent: string,
  fields: Record<string, string | undefined>,
  csrf: string,
  signal?: AbortSignal,
): Promise<CodeAnswer<T>> {
  const form = new FormData();
  form.set("intent", intent);
  form.set("csrf", csrf);
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", body: form, signal });
  } catch {
    return { ok: false, status: 0, message: "" };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, status: response.status, message: "" };
  }
  if (response.ok) return { ok: true, data: body as T };
  const failure = (body ?? {}) as { message?: unknown; login?: unknown };
  return {
    ok: false,
    status: response.status,
    message: typeof failure.message === "string" ? failure.message : "",
    login: failure.login === true,
  };
}
