import { devOtpFor } from "./dev-otp.server";
import { redirect, type AppLoadContext } from "@remix-run/node";
import { accessFor, isSelfGuarded, type Access } from "~/shared/access";
import {
  EMPTY_LOGIN_STATE,
  type HumanCheckKind,
  type LoginPanelState,
  type RootAuth,
} from "~/shared/login-state";
import { safeReturnPath, sameSitePath, withoutLoginParam } from "~/shared/login-url";
import { toLoggedInUser, type LoggedInUser } from "~/contract/user";
import { captchaProvider, TEST_CAPTCHA_TOKEN } from "./captcha.server";
import { readCheckedForm } from "./csrf.server";
import { getEnv } from "./env.server";
import type { RequestUpstreamOptions } from "./context/upstream-for-request.server";
import {
  appendSetCookie,
  clearLoggedOutMarker,
  loggedOutReasonOf,
  loginFlowSchema,
  revokeSessionToken,
  sessionUserInfo,
  type SessionAuth,
} from "./session.server";
import type { UpstreamClient } from "./upstream-client.server";
import type { UpstreamResult } from "./upstream.server";
import {
  judgeUserState,
  resultFacts,
  settleUserState,
  type UserStateSettlement,
} from "./user-state.server";
import { logger } from "../shared/logger";

/** The shell's user of a session, or null (never the token). */
export function loggedInUserOf(auth: SessionAuth): LoggedInUser | null {
  return auth.user ? toLoggedInUser(sessionUserInfo(auth.user)) : null;
}

/** The check the panel shows past a shared limit: the provider's, or the link alone. */
function humanCheckKind(): HumanCheckKind {
  const provider = captchaProvider();
  if (!provider.escalates) return "link-only";
  return provider.id === "altcha" ? "altcha" : "test";
}

/** What the login panel shows, from the session's login flow. */
export function loginPanelState(auth: SessionAuth): LoginPanelState {
  const provider = captchaProvider();
  const base: LoginPanelState = {
    ...EMPTY_LOGIN_STATE,
    // Only a provider asked on every form renders on every form (ALTCHA waits to be needed).
    captcha: provider.id === "test" ? "test" : "off",
    captchaTestToken: provider.id === "test" ? TEST_CAPTCHA_TOKEN : undefined,
  };
  const parsed = loginFlowSchema.safeParse(auth.session.get("loginFlow"));
  if (!parsed.success) return base;
  const flow = parsed.data;
  return {
    ...base,
    step: flow.step,
    channel: flow.channel ?? "email",
    values: {
      email: flow.values.email,
      countryCode: flow.values.countryCode,
      mobileNumber: flow.values.mobileNumber,
    },
    fieldErrors: flow.fieldErrors,
    message: flow.message,
    statusMessage: flow.statusMessage,
    maskedIdentity: flow.maskedIdentity,
    devOtp: getEnv().SHOW_DEV_OTP ? devOtpFor(flow.requestId) : undefined,
    trackingEvent: flow.trackingEvent,
    humanCheck: flow.humanCheck ? humanCheckKind() : undefined,
    attempt: flow.at,
  };
}

/** The root loader's part: user, CSRF token, hash, login panel state, logged-out marker. */
export async function rootAuth(
  request: Request,
  context: AppLoadContext,
): Promise<{ data: RootAuth; headers: Headers }> {
  const auth = context.session.auth;
  // A first visit's new CSRF secret is stored by the end of the request, with the session.
  const csrfToken = context.csrf.token(auth);
  const headers = new Headers();
  const loggedOut = loggedOutReasonOf(request);
  if (loggedOut) appendSetCookie(headers, clearLoggedOutMarker());
  return {
    data: {
      user: loggedInUserOf(auth),
      csrfToken,
      userStateHash: auth.user ? (auth.userStateHash ?? null) : null,
      login: loginPanelState(auth),
      loggedOut,
    },
    headers,
  };
}

/** Access to a path for this session (see ~/auth/access). */
export function accessOf(pathname: string, auth: SessionAuth): Access {
  return accessFor(pathname, loggedInUserOf(auth));
}

/** Where the browser came from, when it is this site (the Referer of a same-site navigation). */
export function refererPath(request: Request): string | undefined {
  const origin = new URL(request.url).origin;
  return sameSitePath(request.headers.get("referer"), origin);
}

/**
 * One upstream call on the user's behalf, from an action: `context.upstream` sends the token as
 * auth-header and the answer's user state is settled (a 401 ends the session, a new hash
 * refreshes the user info); the end of the request writes the session cookie. Remix revalidates
 * the root afterwards.
 */
export async function callUpstreamAsUser<T>(
  context: Pick<AppLoadContext, "session" | "upstream">,
  send: (upstream: UpstreamClient) => Promise<UpstreamResult<T>>,
  options?: RequestUpstreamOptions,
): Promise<{
  result: UpstreamResult<T>;
  settlement: UserStateSettlement;
  auth: SessionAuth;
}> {
  const auth = context.session.auth;
  const result = await send(context.upstream(options));
  const verdict = judgeUserState(resultFacts(result, auth));
  const settlement = await settleUserState(context, verdict);
  return { result, settlement, auth };
}

const LOGOUT_SOURCES = /^[A-Za-z][A-Za-z ]{0,39}$/;

/**
 * POST /logout (spec 01 sections 4 and 7.2): CSRF first, then POST /api/v1/auth/logout with the
 * token (its answer does not matter: the session ends here either way), the session cookie, its
 * twin and the logged-out marker, and a redirect to the page the user was on when it is public,
 * else to /. The marker lets the client clear cached code and tracking.
 */
export async function handleLogout(request: Request, context: AppLoadContext) {
  const auth = context.session.auth;
  const form = await readCheckedForm(request, context);
  const rawSource = form.get("logoutSource");
  const source = typeof rawSource === "string" && LOGOUT_SOURCES.test(rawSource) ? rawSource : "";
  let revoked = true;
  if (auth.token) {
    const result = await context.upstream().call("logout", {
      body: {},
      // Spec: "no response" (the platform answers 204).
      allowEmpty: true,
    });
    // A 401 means the token was over already: nothing left to revoke.
    if (!result.ok) {
      revoked = result.error.kind === "http" && result.error.status === 401;
      if (!revoked) {
        logger.warn(
          { event: "logout-revoke-failed", kind: result.error.kind },
          "logout revoke failed",
        );
      }
    }
  }
  // The cookie ends below; a copy of it must not outlive the logout on any instance.
  if (auth.token) await revokeSessionToken(auth.token);
  logger.info({ event: "logout", logoutSource: source || undefined }, "logout");
  const from = safeReturnPath(form.get("returnTo"), "") || refererPath(request) || "/";
  const pathname = new URL(from, "http://x.invalid").pathname;
  const stayHere = accessFor(pathname, null) === "ok" && !isSelfGuarded(pathname);
  const headers = new Headers({ "Cache-Control": "no-store" });
  // The session's cookie, twin and logged-out marker are written once, at the end.
  context.session.end(revoked ? "logout" : "logout-unrevoked");
  return redirect(stayHere ? safeReturnPath(withoutLoginParam(from)) : "/", { headers });
}
