import { createHash } from "node:crypto";
import { createCookieSessionStorage, type Session, type SessionStorage } from "@remix-run/node";
import { z } from "zod";
import type { LoginUserInfo } from "~/contract/user";
import { tally } from "../shared/request-context";
import { getEnv } from "./env.server";
import { cookieName, createSealedCookie, open, seal } from "./sealed-cookie.server";
import { sharedStore } from "./shared-store-instance.server";

/**
 * The encrypted cookie session (docs/decisions/004-sessions-and-login.md): the whole session is
 * sealed with AES-256-GCM (sealed-cookie.server.ts), so the browser holds only ciphertext: no
 * name, email or user id readable, and a changed cookie opens to an empty session. The upstream
 * token is sealed once more inside it, under its own key. No passcode is ever kept in it.
 */
export const SESSION_COOKIE = "cl_session";
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

const text = (max: number) => z.string().max(max);

/** The part of the login user info (spec 02 section 3) the shell needs; bounded for the cookie. */
export const sessionUserSchema = z.object({
  userId: text(100),
  firstName: text(200).optional(),
  lastName: text(200).optional(),
  email: text(320).optional(),
  image: z.object({ url: text(1000), altText: text(300).optional() }).optional(),
  admin: z.boolean().optional(),
  riseMember: z.boolean().optional(),
  scaleMember: z.boolean().optional(),
  portfolioUrl: text(1000).optional(),
  userStatus: z
    .object({
      isPersonalInfoPresent: z.boolean().optional(),
      isWhitelisted: z.boolean().optional(),
      isNewUser: z.boolean().optional(),
    })
    .optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Step 2 of the passcode login, or step 1 with its feedback (errors, typed values). */
export const loginFlowSchema = z.object({
  /** "link": a sign-in link was sent (issue 41). */
  step: z.enum(["identity", "otp", "link"]),
  channel: z.enum(["email", "phone"]).optional(),
  values: z.record(text(320)).default({}),
  fieldErrors: z.record(text(300)).default({}),
  message: text(500).optional(),
  requestId: text(200).optional(),
  maskedIdentity: text(320).optional(),
  statusMessage: text(500).optional(),
  /** Normalised email or +countrycode+number, the rate-limit key of the identity. */
  identityKey: text(330).optional(),
  trackingEvent: text(60).optional(),
  source: text(60).optional(),
  /** A limit shared with others asked for the human check (or the sign-in link): shown until done. */
  humanCheck: z.boolean().optional(),
  at: z.number(),
});
export type LoginFlow = z.infer<typeof loginFlowSchema>;

/** docs/decisions/004: what a login replays. NAVIGATION redirects; FORM is kept for its route. */
export const pendingActionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("NAVIGATION"), uri: text(2000), savedAt: z.number() }),
  z.object({
    kind: z.literal("FORM"),
    path: text(2000),
    intent: text(100),
    fields: z.record(text(1000)),
    savedAt: z.number(),
  }),
]);
export type PendingAction = z.infer<typeof pendingActionSchema>;

export interface SessionData {
  /** The upstream token, sealed ("v1.{iv}.{ciphertext+tag}", base64url). */
  token?: string;
  user?: SessionUser;
  /** The last x-user-state-hash seen for this user (or the login answer's hash). */
  userStateHash?: string;
  /** When the user info was last refreshed because the hash changed (ms since epoch). */
  userSyncedAt?: number;
  loginFlow?: LoginFlow;
  pendingAction?: PendingAction;
  /** FORM pending action waiting for its route after login (single use). */
  replayForm?: PendingAction;
  /** Where the login started: the same-site path to return to after login. */
  returnTo?: string;
  /** A sign-in link's token opened in this browser, waiting for its "Sign in" (issue 41). */
  signInLink?: string;
  /** The outcome of a no-JavaScript page or form edit, shown once by the page it returns to. */
  editNotice?: { kind: "ok" | "error"; message: string; errors?: Record<string, string> };
}

export type AppSession = Session<SessionData>;

let storage: { key: string; value: SessionStorage<SessionData> } | undefined;

/** The session cookie's name as this deployment sets it (`__Host-cl_session` over HTTPS). */
export function sessionCookieName(): string {
  return cookieName(SESSION_COOKIE, getEnv().cookieSecure);
}

export function sessionStorage(): SessionStorage<SessionData> {
  const env = getEnv();
  const key = `${env.sessionSecrets.join(",")}|${env.cookieSecure}`;
  if (storage?.key !== key) {
    storage = {
      key,
      value: createCookieSessionStorage<SessionData>({
        cookie: createSealedCookie(sessionCookieName(), {
          httpOnly: true,
          sameSite: "lax",
          secure: env.cookieSecure,
          path: "/",
          maxAge: SESSION_MAX_AGE_SECONDS,
          secrets: env.sessionSecrets,
          purpose: "session",
        }),
      }),
    };
  }
  return storage.value;
}

/**
 * Opens the session cookie: a forged, tampered or unreadable cookie gives an empty session
 * (logged out). Inside a request of our web server this happens once, in the load context
 * (server/bff/context); every opening is counted there so a test can hold it to one.
 */
export async function getSession(request: Request): Promise<AppSession> {
  tally("cookieOpens");
  return sessionStorage().getSession(request.headers.get("cookie"));
}

/**
 * A request's one session (`context.session`, docs/decisions/039) as the code that changes its
 * data sees it: the end of the request writes the cookie, once.
 */
export interface OpenedSession {
  /** Write the cookie at the end even when nothing changed (a renewal). */
  commit(): void;
  /** End the session: the end writes the destroyed cookie, its twin and the marker. */
  end(reason: LoggedOutReason): void;
}

/** Each request's session data, linked to its opened session by the load context. */
const openedSessions = new WeakMap<AppSession, OpenedSession>();

/** Called once per request by the load context: this data's cookie is written at the end. */
export function linkOpenedSession(data: AppSession, opened: OpenedSession): void {
  openedSessions.set(data, opened);
}

export function commitSession(session: AppSession): Promise<string> {
  return sessionStorage().commitSession(session);
}

export function destroySession(session: AppSession): Promise<string> {
  return sessionStorage().destroySession(session);
}

/** Every Set-Cookie is appended: two cookies in one answer must never overwrite each other. */
export function appendSetCookie(headers: Headers, ...cookies: (string | null | undefined)[]) {
  for (const cookie of cookies) if (cookie) headers.append("Set-Cookie", cookie);
}

// --- the sealed token --------------------------------------------------------------------

export function sealToken(token: string, secrets = getEnv().sessionSecrets): string {
  return seal(token, secrets, "upstream-token");
}

/** Tries every secret (rotation); anything that does not open is no token at all. */
export function openToken(sealed: unknown, secrets = getEnv().sessionSecrets): string | undefined {
  return open(sealed, secrets, "upstream-token");
}

// --- reading and writing the login -------------------------------------------------------

export interface SessionAuth {
  session: AppSession;
  /** The upstream token in clear, for upstream calls only; never returned to the browser. */
  token?: string;
  user?: SessionUser;
  userStateHash?: string;
}

/** The logged-in state of a session: a token and a valid user, or neither. */
export function authOf(session: AppSession): SessionAuth {
  const token = openToken(session.get("token"));
  const user = sessionUserSchema.safeParse(session.get("user"));
  if (!token || !user.success) return { session };
  const hash = session.get("userStateHash");
  return {
    session,
    token,
    user: user.data,
    userStateHash: typeof hash === "string" ? hash : undefined,
  };
}

/** Whether a token's session was logged out on any instance (one shared-store round trip). */
export function isRevokedToken(token: string): Promise<boolean> {
  tally("revocationLookups");
  return sharedStore().isRevoked(revocationIdOf(token));
}

/** The shared store's id of a token's revocation: a digest, never the token itself. */
export function revocationIdOf(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Marks the session's token revoked on every instance for as long as its cookie could live. */
export function revokeSessionToken(token: string): Promise<void> {
  return sharedStore().revoke(revocationIdOf(token), SESSION_MAX_AGE_SECONDS * 1000);
}

function bounded(value: string | undefined, max: number): string | undefined {
  return typeof value === "string" && value.length <= max ? value : undefined;
}

/** The login user info, cut to what the shell needs and the cookie can carry. */
export function toSessionUser(info: LoginUserInfo): SessionUser {
  return {
    userId: info.userId.slice(0, 100),
    firstName: bounded(info.firstName, 200),
    lastName: bounded(info.lastName, 200),
    email: bounded(info.email, 320),
    image:
      info.image?.url && info.image.url.length <= 1000
        ? { url: info.image.url, altText: bounded(info.image.altText, 300) }
        : undefined,
    admin: info.admin,
    riseMember: info.riseMember,
    scaleMember: info.scaleMember,
    portfolioUrl: bounded(info.portfolioUrl, 1000),
    userStatus: info.userStatus
      ? {
          isPersonalInfoPresent: info.userStatus.isPersonalInfoPresent,
          isWhitelisted: info.userStatus.isWhitelisted,
          isNewUser: info.userStatus.isNewUser,
        }
      : undefined,
  };
}

/** Stores a successful login; the login flow is over. */
export function signIn(
  session: AppSession,
  login: { token: string; user: LoginUserInfo; hash?: string },
): void {
  session.set("token", sealToken(login.token));
  session.set("user", toSessionUser(login.user));
  if (login.hash) session.set("userStateHash", login.hash);
  else session.unset("userStateHash");
  session.unset("userSyncedAt");
  session.unset("loginFlow");
}

/** The login user info as LoginUserInfo again (for toLoggedInUser). */
export function sessionUserInfo(user: SessionUser): LoginUserInfo {
  return { ...user } as LoginUserInfo;
}

// --- the logged-out marker -----------------------------------------------------------------

/**
 * Set when a session ends ("logout": the user logged out; "expired": upstream said 401 or the
 * user-state header was missing). The next root loader reads it into `loggedOut` (rendered as
 * <html data-logged-out>) and clears it, so the client can clear cached code and tracking and
 * tell other tabs. Not signed: a forged value can only make the client clear its own caches.
 */
export const LOGGED_OUT_COOKIE = "cl_lo";
/** "logout-unrevoked": the user logged out, but the upstream did not confirm the revoke. */
export type LoggedOutReason = "logout" | "expired" | "logout-unrevoked";

function loggedOutCookie(value: string, maxAge: number): string {
  const secure = getEnv().cookieSecure ? "; Secure" : "";
  return `${LOGGED_OUT_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

export function loggedOutMarker(reason: LoggedOutReason): string {
  return loggedOutCookie(reason, 60);
}

export function clearLoggedOutMarker(): string {
  return loggedOutCookie("", 0);
}

export function loggedOutReasonOf(request: Request): LoggedOutReason | null {
  const match = /(?:^|;\s*)cl_lo=(logout-unrevoked|logout|expired)(?:;|$)/.exec(
    request.headers.get("cookie") ?? "",
  );
  return (match?.[1] as LoggedOutReason | undefined) ?? null;
}

// --- committing ------------------------------------------------------------------------------

/**
 * The readable twin of a logged-in session cookie (same Max-Age, renewed with it, not httpOnly,
 * value "1"): when it expires in the browser, so has the session, and the client half
 * (app/shell/UserStateSync.tsx) goes to /auto-logged-out. It carries nothing secret.
 */
export const LOGGED_IN_TWIN_COOKIE = "cl_logged_in";

function twinCookie(maxAge: number): string {
  const secure = getEnv().cookieSecure ? "; Secure" : "";
  return `${LOGGED_IN_TWIN_COOKIE}=${maxAge > 0 ? "1" : ""}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/**
 * The Set-Cookie values that store a session (and its twin when someone is logged in). The
 * request's own session is written once, at the end, by the load context: for it this asks for
 * that write and gives nothing to append.
 */
export async function sessionCookies(session: AppSession): Promise<string[]> {
  const opened = openedSessions.get(session);
  if (opened) {
    opened.commit();
    return [];
  }
  return storedSessionCookies(session);
}

/** The Set-Cookie values that end a session (as sessionCookies, written at the end if ours). */
export async function endSessionCookies(
  session: AppSession,
  reason: LoggedOutReason,
): Promise<string[]> {
  const opened = openedSessions.get(session);
  if (opened) {
    opened.end(reason);
    return [];
  }
  return endedSessionCookies(session, reason);
}

/** What the end of a request writes for a session that changed or asked to be renewed. */
export async function storedSessionCookies(session: AppSession): Promise<string[]> {
  const cookies = [await commitSession(session)];
  if (session.has("token")) cookies.push(twinCookie(SESSION_MAX_AGE_SECONDS));
  return cookies;
}

/** What the end of a request writes for a session that ended: cookie, twin, marker. */
export async function endedSessionCookies(
  session: AppSession,
  reason: LoggedOutReason,
): Promise<string[]> {
  return [await destroySession(session), twinCookie(0), loggedOutMarker(reason)];
}
