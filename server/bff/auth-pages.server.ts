import { data, redirect } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import { safeReturnPath } from "~/shared/login-url";
import { refererPath } from "./auth.server";
import { readCheckedForm } from "./csrf.server";
import { getEnv } from "./env.server";
import { emailSchema } from "~/contract/login";
import { completeLogin } from "./login-step.server";
import { referralDataOf } from "./referral.server";
import { appendSetCookie, sessionCookies } from "./session.server";
import { failureText } from "./upstream-error.server";
import { heldLinkToken, keepLinkToken, signInWithLink } from "./sign-in-link.server";

const NO_STORE = { "Cache-Control": "no-store" };

// --- /login ----------------------------------------------------------------------------------

/**
 * GET /login: where to go after login is the `redirectTo` parameter, else the same-site page the
 * visitor came from (Referer), else /. A logged-in visitor goes there at once.
 */
export async function loadLoginPage(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const fromReferer = refererPath(request);
  const redirectTo =
    safeReturnPath(url.searchParams.get("redirectTo"), "") ||
    (fromReferer && !/^\/login(\/|\?|$)/.test(fromReferer) ? fromReferer : "") ||
    "/";
  if (context.session.auth.user) throw redirect(redirectTo, { headers: NO_STORE });
  return data({ redirectTo }, { headers: NO_STORE });
}

// --- /email-login ----------------------------------------------------------------------------

function requireDevSignIn() {
  if (!getEnv().DEV_SIGN_IN) throw data({ message: "Not found" }, { status: 404 });
}

/**
 * GET /email-login: a sign-in link (issue 41) keeps its token and comes back without it, then
 * shows its "Sign in" button; otherwise the development sign-in (DEV_SIGN_IN) or 404.
 */
export async function loadEmailLogin(request: Request, context: AppLoadContext) {
  const kept = await keepLinkToken(request, context);
  if (kept) throw kept;
  const signedInAs = context.session.auth.user?.email ?? null;
  if (heldLinkToken(context)) {
    return data({ mode: "link" as const, signedInAs }, { headers: NO_STORE });
  }
  requireDevSignIn();
  return data({ mode: "dev" as const, signedInAs }, { headers: NO_STORE });
}

export interface EmailLoginResult {
  email: string;
  fieldError?: string;
  message?: string;
}

/**
 * POST /email-login: intent "link" signs in with the held sign-in link; otherwise (development
 * only, DEV_SIGN_IN=true) token sign-in with the development identity provider,
 * {source: "email-login", idToken: "dev:" + email, provider: "dev"}.
 */
export async function handleEmailLogin(request: Request, context: AppLoadContext) {
  const form = await readCheckedForm(request, context);
  if (form.get("intent") === "link") return signInWithLink(context);
  requireDevSignIn();
  const raw = form.get("email");
  const email = typeof raw === "string" ? raw.trim().slice(0, 254) : "";
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) {
    const body: EmailLoginResult = { email, fieldError: parsed.error.issues[0]?.message };
    return data(body, { status: 400, headers: NO_STORE });
  }
  const auth = context.session.auth;
  // Without the session's token: the answer is the sign-in.
  const result = await context.upstream({ asVisitor: true }).call("tokenSignIn", {
    body: {
      source: "email-login",
      idToken: `dev:${parsed.data}`,
      provider: "dev",
      referralData: referralDataOf(request),
    },
  });
  if (!result.ok) {
    const body: EmailLoginResult = { email, message: failureText(result.error) };
    return data(body, { status: 400, headers: NO_STORE });
  }
  const returnTo = safeReturnPath(form.get("redirectTo"), "/");
  const target = completeLogin(auth.session, result, returnTo);
  const headers = new Headers(NO_STORE);
  appendSetCookie(headers, ...(await sessionCookies(auth.session)));
  return redirect(safeReturnPath(target), { headers });
}
