import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Cookie } from "@remix-run/node";
import { z } from "zod";
import {
  OAUTH_PROVIDERS,
  OAUTH_STATE_TTL_SECONDS,
  type OAuthProvider,
  type OAuthStateProblem,
} from "~/contract/oauth";
import { getEnv } from "../env.server";
import { cookieName, createSealedCookie } from "../sealed-cookie.server";

/**
 * The state of one started connection (docs/decisions/019): a random value in a sealed,
 * httpOnly, SameSite=Lax cookie that lives 10 minutes, bound to the provider, the user and the
 * return address. The callback takes it once: the cookie is cleared and the value is remembered
 * as used (per process, for as long as it could have lived), so a replayed answer is "reused".
 */
const stateSchema = z.object({
  provider: z.enum(OAUTH_PROVIDERS),
  state: z.string().min(16).max(200),
  /** The user who started it (the session's userId). */
  userId: z.string().max(100),
  returnTo: z.string().max(2000),
  expiresAt: z.number(),
});
export type OAuthState = z.infer<typeof stateSchema>;

const noticeSchema = z.object({ provider: z.enum(OAUTH_PROVIDERS), at: z.number() });
export type OAuthNotice = z.infer<typeof noticeSchema>;

const NOTICE_MAX_AGE_SECONDS = 120;

let cookies: { key: string; state: Cookie; notice: Cookie } | undefined;
function oauthCookies() {
  const env = getEnv();
  const key = `${env.sessionSecrets.join(",")}|${env.cookieSecure}`;
  if (cookies?.key !== key) {
    const common = {
      httpOnly: true,
      // Lax: the provider's redirect back is a top-level GET navigation, which carries it.
      sameSite: "lax" as const,
      secure: env.cookieSecure,
      path: "/",
      secrets: env.sessionSecrets,
    };
    cookies = {
      key,
      state: createSealedCookie(cookieName("cl_oauth", env.cookieSecure), {
        ...common,
        maxAge: OAUTH_STATE_TTL_SECONDS,
        purpose: "oauth-state",
      }),
      notice: createSealedCookie(cookieName("cl_oauth_notice", env.cookieSecure), {
        ...common,
        maxAge: NOTICE_MAX_AGE_SECONDS,
        purpose: "oauth-notice",
      }),
    };
  }
  return cookies;
}

/** States taken by a callback: value -> when it would have expired (bounded, oldest out). */
const usedStates = new Map<string, number>();
const MAX_USED_STATES = 10_000;

function rememberUsed(state: string, expiresAt: number, now: number) {
  for (const [value, until] of usedStates) {
    if (until > now && usedStates.size < MAX_USED_STATES) break;
    usedStates.delete(value);
  }
  usedStates.set(state, Math.max(expiresAt, now + OAUTH_STATE_TTL_SECONDS * 1000));
}

function wasUsed(state: string, now: number): boolean {
  const until = usedStates.get(state);
  return until !== undefined && until > now;
}

export function newState(): string {
  return randomBytes(32).toString("base64url");
}

/** The Set-Cookie of a started connection. */
export function stateCookie(value: OAuthState): Promise<string> {
  return oauthCookies().state.serialize(value);
}

export function clearStateCookie(): Promise<string> {
  return oauthCookies().state.serialize("", { maxAge: 0 });
}

async function readState(request: Request): Promise<OAuthState | undefined> {
  const raw: unknown = await oauthCookies().state.parse(request.headers.get("cookie"));
  const parsed = stateSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export type StateCheck =
  { ok: true; state: OAuthState } | { ok: false; problem: OAuthStateProblem };

/**
 * Checks the callback's `state` against the cookie, in this order: used before (reused), no
 * cookie or no value (missing), past its time (expired), another value, provider or user
 * (mismatch). A state that passes is used up at once.
 */
export async function takeState(
  request: Request,
  provider: OAuthProvider,
  userId: string | undefined,
  now = Date.now(),
): Promise<StateCheck> {
  const given = new URL(request.url).searchParams.get("state") ?? "";
  if (given && wasUsed(given, now)) return { ok: false, problem: "reused" };
  const stored = await readState(request);
  if (!stored || !given) return { ok: false, problem: "missing" };
  if (stored.expiresAt <= now) return { ok: false, problem: "expired" };
  if (
    !sameText(stored.state, given) ||
    stored.provider !== provider ||
    (userId !== undefined && stored.userId !== userId)
  ) {
    return { ok: false, problem: "mismatch" };
  }
  rememberUsed(stored.state, stored.expiresAt, now);
  return { ok: true, state: stored };
}

/** "Discord is connected." waits in a short-lived sealed cookie for the page it returns to. */
export function noticeCookie(provider: OAuthProvider): Promise<string> {
  return oauthCookies().notice.serialize({ provider, at: Date.now() } satisfies OAuthNotice);
}

/** The notice, if any, and the Set-Cookie that clears it (only when there was one). */
export async function takeNotice(
  request: Request,
): Promise<{ notice?: OAuthNotice; setCookie?: string }> {
  const raw: unknown = await oauthCookies().notice.parse(request.headers.get("cookie"));
  const parsed = noticeSchema.safeParse(raw);
  if (!parsed.success) return {};
  return {
    notice: parsed.data,
    setCookie: await oauthCookies().notice.serialize("", { maxAge: 0 }),
  };
}
