import { randomBytes, timingSafeEqual } from "node:crypto";
import { createCookie, data, type Cookie } from "@remix-run/node";
import { BodyTimeoutError, BodyTooLargeError, readBounded } from "../shared/bounded-body";
import { bodyIdleTimeoutMs, getEnv } from "./env.server";
import { SESSION_MAX_AGE_SECONDS } from "./session.server";

/**
 * CSRF protection as remix-utils does it (a token in a cookie, the same token in every form as
 * the field "csrf", compared on every mutating request), implemented on node:crypto and Remix's
 * own signed cookie so the token cookie rotates with SESSION_SECRET like the session does
 * (docs/decisions/005-csrf-and-rate-limits.md). The React half is remix-utils'
 * AuthenticityTokenProvider / AuthenticityTokenInput, which post the field "csrf".
 */
export const CSRF_COOKIE = "cl_csrf";
export const CSRF_FIELD = "csrf";
export const CSRF_FAILED_MESSAGE =
  "This form has expired or did not come from this site. Reload the page and try again.";

/** An oversized body is read and dropped up to this size so the client still gets the 413. */
export const MAX_DRAINED_BODY_BYTES = 64 * 1024 * 1024;

/** Form posts of the login area are small; anything larger is refused before it is read. */
const MAX_FORM_BYTES = 64 * 1024;

let cookie: { key: string; value: Cookie } | undefined;

function csrfCookie(): Cookie {
  const env = getEnv();
  const key = `${env.sessionSecrets.join(",")}|${env.cookieSecure}`;
  if (cookie?.key !== key) {
    cookie = {
      key,
      value: createCookie(CSRF_COOKIE, {
        httpOnly: true,
        sameSite: "lax",
        secure: env.cookieSecure,
        path: "/",
        maxAge: SESSION_MAX_AGE_SECONDS,
        secrets: env.sessionSecrets,
      }),
    };
  }
  return cookie.value;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

async function tokenInCookie(request: Request): Promise<string | null> {
  const value: unknown = await csrfCookie().parse(request.headers.get("cookie"));
  return typeof value === "string" && TOKEN.test(value) ? value : null;
}

/** The visitor's token; a first visit gets a new one and the Set-Cookie to store it. */
export async function csrfTokenFor(
  request: Request,
): Promise<{ token: string; setCookie: string | null }> {
  const existing = await tokenInCookie(request);
  if (existing) return { token: existing, setCookie: null };
  const token = randomBytes(32).toString("base64url");
  return { token, setCookie: await csrfCookie().serialize(token) };
}

export class CsrfError extends Error {}

/** Compares the form's token with the cookie's, in constant time. */
export async function checkCsrf(request: Request, form: FormData): Promise<void> {
  const expected = await tokenInCookie(request);
  const sent = form.get(CSRF_FIELD);
  if (!expected) throw new CsrfError("no token cookie");
  if (typeof sent !== "string" || sent.length !== expected.length) {
    throw new CsrfError("missing or malformed token");
  }
  if (!timingSafeEqual(Buffer.from(sent), Buffer.from(expected))) {
    throw new CsrfError("token mismatch");
  }
}

/** The 403 every mutating route answers when the check fails. */
export function csrfFailure() {
  return data(
    { message: CSRF_FAILED_MESSAGE },
    { status: 403, headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * Reads a posted form (bounded: at most 64 KB, chunked or not, and no long silences) and checks
 * its CSRF token; throws the 403 (or 413 for an oversized body, 408 for a stalled one) so an
 * action can simply `const form = await readCheckedForm(request)`.
 */
export async function readCheckedForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await readSmallForm(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw data({ message: "The form is too large." }, { status: 413 });
    }
    if (error instanceof BodyTimeoutError) {
      throw data({ message: "The form took too long to arrive. Try again." }, { status: 408 });
    }
    throw csrfFailure();
  }
  try {
    await checkCsrf(request, form);
  } catch (error) {
    if (error instanceof CsrfError) {
      console.warn(
        JSON.stringify({ level: "warn", event: "csrf-rejected", reason: error.message }),
      );
      throw csrfFailure();
    }
    throw error;
  }
  return form;
}

/** A urlencoded or multipart form of at most MAX_FORM_BYTES, read with the shared reader. */
async function readSmallForm(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  const declared = Number(request.headers.get("content-length") ?? "");
  const bytes = await readBounded(request.body, MAX_FORM_BYTES, {
    declaredLength: Number.isFinite(declared) ? declared : null,
    idleTimeoutMs: bodyIdleTimeoutMs(),
    drainUpTo: MAX_DRAINED_BODY_BYTES,
    keepStalledOpen: true,
  });
  if (/^multipart\/form-data/i.test(type)) {
    return new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).formData();
  }
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(bytes.toString("utf8"))) form.append(name, value);
  return form;
}
