import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { data, type AppLoadContext, type Cookie } from "@remix-run/node";
import { BodyTimeoutError, BodyTooLargeError, readBounded } from "../shared/bounded-body";
import { derivedKey } from "./derived-keys.server";
import { getEnv } from "./env.server";
import { cookieName, createSealedCookie } from "./sealed-cookie.server";
import { SESSION_MAX_AGE_SECONDS, type SessionAuth } from "./session.server";
import { logger } from "../shared/logger";

/**
 * CSRF protection (docs/decisions/005-csrf-rate-limits-client-address.md): a random secret in its own
 * sealed, httpOnly cookie (`__Host-` over HTTPS), and in every form the field "csrf" holding an
 * HMAC of that secret *and of the session's login*: the same browser gets a new token when it logs
 * in or out, and a token never passes with another visitor's cookie or another user's session.
 * Keys come from SESSION_SECRET (HKDF); every listed secret verifies (rotation). The React half
 * is remix-utils' AuthenticityTokenProvider / AuthenticityTokenInput, which post the field "csrf".
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

/** The CSRF cookie's name as this deployment sets it (`__Host-cl_csrf` over HTTPS). */
export function csrfCookieName(): string {
  return cookieName(CSRF_COOKIE, getEnv().cookieSecure);
}

function csrfCookie(): Cookie {
  const env = getEnv();
  const key = `${env.sessionSecrets.join(",")}|${env.cookieSecure}`;
  if (cookie?.key !== key) {
    cookie = {
      key,
      value: createSealedCookie(csrfCookieName(), {
        httpOnly: true,
        sameSite: "lax",
        secure: env.cookieSecure,
        path: "/",
        maxAge: SESSION_MAX_AGE_SECONDS,
        secrets: env.sessionSecrets,
        purpose: "csrf-cookie",
      }),
    };
  }
  return cookie.value;
}

const SECRET = /^[A-Za-z0-9_-]{43}$/;

async function secretInHeader(cookieHeader: string | null): Promise<string | null> {
  const value: unknown = await csrfCookie().parse(cookieHeader);
  return typeof value === "string" && SECRET.test(value) ? value : null;
}

/** The binding of a token without a login. */
const VISITOR = "visitor";

/** What binds a token to the session: the login it carries (none for a visitor). */
function bindingOf(auth: SessionAuth): string {
  if (!auth.token || !auth.user) return VISITOR;
  return createHash("sha256").update(`${auth.user.userId}\u0000${auth.token}`).digest("base64url");
}

function tokenOf(secret: string, binding: string, key: string): string {
  return createHmac("sha256", hkdfKey(key)).update(`${secret}|${binding}`).digest("base64url");
}

function hkdfKey(sessionSecret: string): Buffer {
  return derivedKey(sessionSecret, "cl-csrf", "csrf-token");
}

export class CsrfError extends Error {}

/**
 * The request's CSRF state (docs/decisions/039), read once by the load context: the cookie's
 * secret, or a new one that the end of the request stores when a token was handed out.
 */
export class RequestCsrf {
  private handedOut = false;
  private stored: Promise<string> | undefined;

  private constructor(
    private readonly secret: string,
    private readonly fromCookie: boolean,
  ) {}

  static open(request: Request): Promise<RequestCsrf> {
    return RequestCsrf.fromCookieHeader(request.headers.get("cookie"));
  }

  static async fromCookieHeader(cookieHeader: string | null): Promise<RequestCsrf> {
    const existing = await secretInHeader(cookieHeader);
    return new RequestCsrf(existing ?? randomBytes(32).toString("base64url"), Boolean(existing));
  }

  /** The token a form of this session carries (a sign-in in this request gives a new one). */
  token(auth: SessionAuth): string {
    this.handedOut = true;
    return tokenOf(this.secret, bindingOf(auth), getEnv().sessionSecrets[0]);
  }

  /** Checks a form's token against the cookie's secret and the session, in constant time. */
  check(form: FormData, auth: SessionAuth): void {
    if (!this.fromCookie) throw new CsrfError("no token cookie");
    const sent = form.get(CSRF_FIELD);
    if (typeof sent !== "string" || !SECRET.test(sent)) {
      throw new CsrfError("missing or malformed token");
    }
    const binding = bindingOf(auth);
    const matches = getEnv().sessionSecrets.some((key) =>
      timingSafeEqual(Buffer.from(sent), Buffer.from(tokenOf(this.secret, binding, key))),
    );
    if (!matches) throw new CsrfError("token mismatch");
  }

  /** The Set-Cookie of a new secret whose token went out; null when the cookie has it already. */
  setCookie(): Promise<string | null> {
    if (this.fromCookie || !this.handedOut) return Promise.resolve(null);
    // Sealed once: each sealing has its own IV, and the answer must carry one value.
    this.stored ??= csrfCookie().serialize(this.secret);
    return this.stored;
  }
}

/**
 * Checks the form's token against the cookie's secret and the session's login, in constant time;
 * the request's CSRF state when the load context read it, else the cookie is read here.
 */
export async function checkCsrf(
  request: Request,
  form: FormData,
  auth: SessionAuth,
  csrf?: RequestCsrf,
): Promise<void> {
  (csrf ?? (await RequestCsrf.open(request))).check(form, auth);
}

/** What a form's check reads of the request context: its CSRF state and its session's login. */
export type CsrfContext = Pick<AppLoadContext, "csrf" | "session">;

/** The 403 every mutating route answers when the check fails. */
export function csrfFailure() {
  return data(
    { message: CSRF_FAILED_MESSAGE },
    { status: 403, headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * readCheckedForm's refusals (403 CSRF, 413 too large, 408 stalled) as a JSON `{message}` answer,
 * for resource routes (a thrown `data()` would become a bare error there); anything else is
 * thrown on.
 */
export function refusedFormJson(error: unknown): Response {
  const thrown = error as {
    data?: { message?: unknown };
    init?: { status?: number; headers?: HeadersInit };
  } | null;
  const status = thrown?.init?.status;
  const message = thrown?.data?.message;
  if (typeof status !== "number" || typeof message !== "string") throw error;
  const headers = new Headers(thrown?.init?.headers);
  headers.set("Cache-Control", "no-store");
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify({ message }), { status, headers });
}

const CLOSE = { Connection: "close" };

/**
 * Reads a posted form (bounded: at most 64 KB, chunked or not, and no long silences) and checks
 * its CSRF token against the request context's; throws the 403 (or 413 for an oversized body,
 * 408 for a stalled one) so an action can simply `await readCheckedForm(request, context)`.
 */
export async function readCheckedForm(
  request: Request,
  context: CsrfContext,
  limits: { maxBytes: number; tooLargeMessage: string } = {
    maxBytes: MAX_FORM_BYTES,
    tooLargeMessage: "The form is too large.",
  },
): Promise<FormData> {
  let form: FormData;
  try {
    form = await readForm(request, limits.maxBytes);
  } catch (error) {
    // The refused body may still be on the wire: the connection is closed after the answer, or
    // the rest of it would be read as the next request on a kept-alive socket.
    if (error instanceof BodyTooLargeError) {
      throw data({ message: limits.tooLargeMessage }, { status: 413, headers: CLOSE });
    }
    if (error instanceof BodyTimeoutError) {
      throw data(
        { message: "The form took too long to arrive. Try again." },
        { status: 408, headers: CLOSE },
      );
    }
    throw csrfFailure();
  }
  try {
    await checkCsrf(request, form, context.session.auth, context.csrf);
  } catch (error) {
    if (error instanceof CsrfError) {
      logger.warn({ event: "csrf-rejected", reason: error.message }, "csrf rejected");
      throw csrfFailure();
    }
    throw error;
  }
  return form;
}

/**
 * A posted body of at most `limit` bytes, as every BFF route reads one: the shared bounded
 * reader, this deployment's idle time-out, an oversized body drained so the client reads the
 * 413, and a refused body never cancelled (Remix's adapter would drop the connection).
 */
export function readPostedBody(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "");
  return readBounded(request.body, limit, {
    declaredLength: Number.isFinite(declared) ? declared : null,
    idleTimeoutMs: getEnv().BODY_IDLE_TIMEOUT_MS,
    drainUpTo: MAX_DRAINED_BODY_BYTES,
    leaveOpen: true,
  });
}

/** A urlencoded or multipart form of at most `maxBytes`. */
async function readForm(request: Request, maxBytes: number): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  const bytes = await readPostedBody(request, maxBytes);
  if (/^multipart\/form-data/i.test(type)) {
    return new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).formData();
  }
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(bytes.toString("utf8"))) form.append(name, value);
  return form;
}
