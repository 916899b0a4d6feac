import { data, redirect } from "@remix-run/node";
import type { ActionResult } from "~/shared/action-result";
import { safeReturnPath } from "~/shared/login-url";
import { appendSetCookie } from "../session.server";
import { failureText, SOMETHING_WENT_WRONG, type UpstreamError } from "../upstream-error.server";
import type { ActionAnswer } from "./types.server";

/**
 * How every page action answers (docs/decisions/006): `data(ActionResult, {status, headers})`,
 * never cached, with every Set-Cookie appended (two cookies must never overwrite each other).
 */
export function answerHeaders(setCookies: readonly string[] = []): Headers {
  const headers = new Headers({ "Cache-Control": "no-store" });
  appendSetCookie(headers, ...setCookies);
  return headers;
}

export function answer(result: ActionResult, status = 200, setCookies: readonly string[] = []) {
  return data(result, { status, headers: answerHeaders(setCookies) });
}

/** A navigation the server decided (a follow-up, a next step): same-site paths only. */
export function safeRedirect(target: string, setCookies: readonly string[] = []): Response {
  return redirect(safeReturnPath(target), { headers: answerHeaders(setCookies) });
}

/** What the answer to a result is about: the intent, and the form it belongs to. */
export interface ResultSubject {
  intent: string;
  formId?: string;
  /** The visitor's typed values, sent back so a failed form is filled in again. */
  values?: Record<string, string>;
}

/** 400: the input was refused before anything went upstream. */
export function invalidInput(
  subject: ResultSubject,
  fieldErrors: Record<string, string>,
  message?: string,
  setCookies: readonly string[] = [],
) {
  return answer({ ...subject, ok: false, message, fieldErrors }, 400, setCookies);
}

/**
 * The HTTP status a failed upstream call becomes: the platform's verdict on the input is passed
 * on (400, 404, 409, 422, ...), its own failures are 502 (504 for a time-out). Never 500.
 */
export function failureStatus(error: UpstreamError): number {
  if (error.kind === "timeout") return 504;
  if (error.kind !== "http" || error.status >= 500) return 502;
  if (error.status >= 400 && error.status < 500) return error.status;
  return 502;
}

/**
 * Spec 02 section 8: the server's text (error message, errors.error, errors.errorMessage) when
 * it gave one, else the action's own failure text ("Failed to enrol", "Something is wrong", ...),
 * else "Something went wrong". A transport failure has no server text.
 */
export function failureMessage(error: UpstreamError, fallback?: string): string {
  if (error.kind === "http") {
    const text = failureText(error);
    if (text !== SOMETHING_WENT_WRONG || error.message === SOMETHING_WENT_WRONG) return text;
  }
  return fallback ?? SOMETHING_WENT_WRONG;
}

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_.[\]-]{0,99}$/;
const GENERIC_KEYS = new Set(["error", "errorMessage", "message", "(root)"]);
const MAX_FIELD_ERRORS = 50;

/** The platform's `errors` ({field: message} or {field: [messages]}) as field errors. */
export function fieldErrorsOf(errors: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!errors || typeof errors !== "object" || Array.isArray(errors)) return out;
  for (const [name, value] of Object.entries(errors as Record<string, unknown>)) {
    if (Object.keys(out).length >= MAX_FIELD_ERRORS) break;
    if (GENERIC_KEYS.has(name) || !FIELD_NAME.test(name)) continue;
    const first = Array.isArray(value) ? value.find((v) => typeof v === "string") : value;
    if (typeof first === "string" && first.trim()) out[name] = first.trim().slice(0, 300);
  }
  return out;
}

/** A failed upstream call as the page's answer: its message, field errors and status. */
export function upstreamFailure(
  subject: ResultSubject,
  error: UpstreamError,
  options: { fallback?: string; setCookies?: readonly string[] } = {},
) {
  const fieldErrors = error.kind === "http" ? fieldErrorsOf(error.errors) : {};
  return answer(
    {
      ...subject,
      ok: false,
      message: failureMessage(error, options.fallback),
      fieldErrors: Object.keys(fieldErrors).length ? fieldErrors : undefined,
    },
    failureStatus(error),
    options.setCookies,
  );
}

/** The status of an answer, whether a Response or data(). */
export function statusOf(value: ActionAnswer): number {
  if (value instanceof Response) return value.status;
  return value.init?.status ?? 200;
}

/**
 * Adds Set-Cookie values *before* the ones an answer already has (a later cookie of the same
 * name wins in the browser), and makes sure it is not cached.
 */
export function withCookiesFirst(value: ActionAnswer, cookies: readonly string[]): ActionAnswer {
  const merge = (existing: HeadersInit | undefined) => {
    const before = new Headers(existing);
    const headers = new Headers();
    appendSetCookie(headers, ...cookies);
    before.forEach((v, name) => {
      if (name !== "set-cookie") headers.set(name, v);
    });
    appendSetCookie(headers, ...before.getSetCookie());
    headers.set("Cache-Control", "no-store");
    return headers;
  };
  if (value instanceof Response) {
    return new Response(value.body, {
      status: value.status,
      statusText: value.statusText,
      headers: merge(value.headers),
    });
  }
  return data(value.data, { ...value.init, headers: merge(value.init?.headers) });
}
