import { redirect, type AppLoadContext } from "@remix-run/node";
import { LOGIN_CHECK_TEXTS, SIGN_IN_LINK } from "~/contract/login-values";
import { fieldErrorsOf, identityKey, identitySchema, otpRequestBody } from "~/contract/login";
import { panelPath, safeReturnPath } from "~/shared/login-url";
import { captchaProvider } from "./captcha.server";
import { limitedFlow, postedCheck } from "./login-checks.server";
import {
  completeLogin,
  failedFlow,
  identityFlow,
  postedIdentity,
  type StepContext,
} from "./login-step.server";
import { RATE_LIMIT_MESSAGE } from "./rate-limit.server";
import { appendSetCookie, sessionCookies, type LoginFlow } from "./session.server";
import { failureText } from "./upstream-error.server";
import { logger } from "../shared/logger";

/**
 * The sign-in link (issue 41, decision 061): the way in where the human check cannot run (no
 * JavaScript, or no provider configured). POST /login with intent SIGN_IN_LINK asks the upstream
 * to send one to the identity; the link opens /email-login?token=…, which keeps the token in the
 * session and shows a "Sign in" button (a mail scanner that opens the link signs nobody in and
 * spends nothing); its POST trades the token for a session, once.
 */

/** POST /login, intent SIGN_IN_LINK: a link is sent, the panel says where to. */
export async function sendSignInLink(
  ctx: StepContext,
  previous: LoginFlow | undefined,
): Promise<string> {
  const { request, session } = ctx;
  // The identity a link goes to: the form's (step 1), else the flow's (step 2).
  const identity = ctx.form.has("channel")
    ? postedIdentity(ctx.form)
    : { channel: previous?.channel ?? ("email" as const), values: previous?.values ?? {} };
  const flow = identityFlow(ctx, identity, previous?.humanCheck);
  const parsed = identitySchema.safeParse({ channel: identity.channel, ...identity.values });
  if (!parsed.success) {
    session.set("loginFlow", { ...flow, fieldErrors: fieldErrorsOf(parsed.error) });
    return panelPath(ctx.returnTo);
  }
  const check = await postedCheck(ctx.form);
  const key = identityKey(parsed.data);
  const limited = await limitedFlow(request, "link", key, check, flow);
  if (limited) {
    // The address's shared total: the check when one can run, else this is as far as it goes.
    const escalates = limited.humanCheck && captchaProvider().escalates;
    session.set(
      "loginFlow",
      escalates ? limited : { ...flow, message: RATE_LIMIT_MESSAGE, at: Date.now() },
    );
    return panelPath(ctx.returnTo);
  }
  const result = await ctx
    .upstream({ captchaToken: check.token, asVisitor: true })
    .call("signInLinkRequest", { body: otpRequestBody(parsed.data) });
  if (!result.ok) {
    session.set("loginFlow", failedFlow(flow, "SIGN_IN_LINK", result.error, check));
    return panelPath(ctx.returnTo);
  }
  const masked = result.data.maskedIdentity ?? "";
  session.set("loginFlow", {
    ...flow,
    step: "link",
    identityKey: key,
    humanCheck: undefined,
    maskedIdentity: masked || undefined,
    statusMessage: result.data.statusMessage ?? LOGIN_CHECK_TEXTS.linkSent(masked),
  });
  // Opened in this browser, the link comes back to where the login began.
  session.set("returnTo", ctx.returnTo);
  return panelPath(ctx.returnTo);
}

const NO_STORE = { "Cache-Control": "no-store" };
const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * GET /email-login?token=…: the token goes into the (sealed) session and the browser to the same
 * address without it, so it stays in no history, Referer or log line. (Only this answer says
 * no-referrer: on the page itself it would make the browser post its form with `Origin: null`,
 * which the cross-origin guard refuses.)
 */
export async function keepLinkToken(
  request: Request,
  context: AppLoadContext,
): Promise<Response | undefined> {
  const url = new URL(request.url);
  if (!url.searchParams.has(SIGN_IN_LINK.tokenParam)) return undefined;
  const token = url.searchParams.get(SIGN_IN_LINK.tokenParam) ?? "";
  const auth = context.session.auth;
  if (TOKEN.test(token)) auth.session.set("signInLink", token);
  else auth.session.unset("signInLink");
  const headers = new Headers({ ...NO_STORE, "Referrer-Policy": "no-referrer" });
  appendSetCookie(headers, ...(await sessionCookies(auth.session)));
  return redirect(SIGN_IN_LINK.path, { status: 303, headers });
}

/** Whether this browser holds a sign-in link to confirm (the /email-login page shows its button). */
export function heldLinkToken(context: AppLoadContext): boolean {
  return typeof context.session.auth.session.get("signInLink") === "string";
}

/**
 * POST /email-login (intent "link", CSRF checked by the caller): the held token is traded for a
 * session, once. A link that is used or too old lands on the login page, which says so.
 */
export async function signInWithLink(context: AppLoadContext): Promise<Response> {
  const auth = context.session.auth;
  const token = auth.session.get("signInLink");
  auth.session.unset("signInLink");
  const headers = new Headers(NO_STORE);
  const result =
    typeof token === "string"
      ? await context.upstream({ asVisitor: true }).call("signInLinkSignIn", { body: { token } })
      : undefined;
  if (!result?.ok) {
    if (result) {
      logger.info({ event: "sign-in-link-refused", status: result.error.status }, "link refused");
    }
    const used = !result || (result.error.kind === "http" && result.error.status === 410);
    auth.session.set("loginFlow", {
      step: "identity",
      values: {},
      fieldErrors: {},
      message: used ? LOGIN_CHECK_TEXTS.linkExpired : failureText(result.error),
      at: Date.now(),
    });
    appendSetCookie(headers, ...(await sessionCookies(auth.session)));
    return redirect("/login", { headers });
  }
  const target = completeLogin(auth.session, result, safeReturnPath(auth.session.get("returnTo")));
  appendSetCookie(headers, ...(await sessionCookies(auth.session)));
  return redirect(safeReturnPath(target), { headers });
}
