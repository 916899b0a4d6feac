import { redirect, type AppLoadContext } from "@remix-run/node";
import { EDITOR_TEXTS } from "~/contract/editor-values";
import { appendSetCookie, sessionCookies, signIn } from "../session.server";
import { USER_STATE_HEADER } from "../user-state.server";
import { logger } from "../../shared/logger";

/** The query parameter of a one-time recording link (/admin/spot/record?token=…). */
export const RECORDING_TOKEN_PARAM = "token";

/** Whether this address is a recording link: a token on an /admin/spot page. */
export function isRecordingLink(url: URL): boolean {
  return /^\/admin\/spot(\/|$)/.test(url.pathname) && url.searchParams.has(RECORDING_TOKEN_PARAM);
}

/**
 * Spec 02 section 7, "Recording": a recording device opens a one-time link that an admin made on
 * /admin/spot; the token goes to spot/recording/login, and the answer signs this browser in as
 * that admin. Either way the browser is sent to the same address without the token, so the token
 * never stays in its history or reaches a log line; a refused token leaves it logged out, where
 * the login panel of the page says the link has expired.
 */
export async function recordingLogin(url: URL, context: AppLoadContext): Promise<Response> {
  const auth = context.session.auth;
  const token = url.searchParams.get(RECORDING_TOKEN_PARAM) ?? "";
  // Without a token of its own: the answer is the login.
  const result = await context
    .upstream({ asVisitor: true })
    .call("spotRecordingLogin", { body: { token } });
  const clean = new URL(url);
  clean.searchParams.delete(RECORDING_TOKEN_PARAM);
  const headers = new Headers({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
  if (result.ok) {
    const hash = result.headers.get(USER_STATE_HEADER)?.trim() || result.data.user.hash;
    signIn(auth.session, {
      token: result.data.token,
      user: result.data.user,
      hash: hash || undefined,
    });
    appendSetCookie(headers, ...(await sessionCookies(auth.session)));
  } else {
    // The login panel of the page it lands on says why, and the device can log in there.
    auth.session.set("loginFlow", {
      step: "identity",
      values: {},
      fieldErrors: {},
      message: EDITOR_TEXTS.recordingLinkExpired,
      at: Date.now(),
    });
    appendSetCookie(headers, ...(await sessionCookies(auth.session)));
    logger.warn(
      { event: "recording-login-refused", status: result.error.status },
      "recording login refused",
    );
  }
  return redirect(`${clean.pathname}${clean.search}`, { status: 303, headers });
}
