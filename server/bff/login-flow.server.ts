import type { RequestUpstream } from "./context/upstream-for-request.server";
import { rememberDevOtp } from "./dev-otp.server";
import { getEnv } from "./env.server";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { LOGIN_FAILED_EVENT, LOGIN_INTENTS, type LoginIntent } from "~/shared/login-state";
import { afterLoginPath, panelPath, safeReturnPath } from "~/shared/login-url";
import { CAPTCHA_REQUIRED_MESSAGE, captchaProvider } from "./captcha.server";
import { addressBucket, clientAddressOf } from "./client-address.server";
import { readCheckedForm } from "./csrf.server";
import {
  fieldErrorsOf,
  identityKey,
  identitySchema,
  otpRequestBody,
  otpSchema,
  type LoginAnswer,
  type OtpRequestAnswer,
} from "~/contract/login";
import { afterLoginTarget, dropUnrelatedPending } from "./pending-action.server";
import { terminalIdOf } from "./client-hints.server";
import { hitAuthLimits, RATE_LIMIT_MESSAGE, type AuthAttempt } from "./rate-limit.server";
import { loginFlowSchema, signIn, type AppSession, type LoginFlow } from "./session.server";
import type { UpstreamResult } from "./upstream.server";
import { failureText, type UpstreamError } from "./upstream-error.server";
import { USER_STATE_HEADER } from "./user-state.server";
import { logger } from "../shared/logger";

/**
 * The passcode login (spec 01 sections 4, 5, 8; docs/contract.md) as one action
 * behind POST /login, used by the login page, the login panel over any page and the interview's
 * panel alike. Every step answers with a redirect (post/redirect/get): the next step, errors and
 * the typed values travel in the session's login flow, so it all works without JavaScript.
 */

const NO_REQUEST_MESSAGE = "Request a passcode first.";
const MAX_VALUE = 320;

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, MAX_VALUE) : "";
}

function currentFlow(session: AppSession): LoginFlow | undefined {
  const parsed = loginFlowSchema.safeParse(session.get("loginFlow"));
  return parsed.success ? parsed.data : undefined;
}

function isTransportFailure(error: UpstreamError): boolean {
  return error.kind === "network" || error.kind === "timeout";
}

/** Spec 01 section 8: a network failure during login is tracked as "Login Failed". */
function trackLoginFailed(intent: LoginIntent, source: string | undefined, error: UpstreamError) {
  logger.info(
    { event: "tracking", name: LOGIN_FAILED_EVENT, intent, source, reason: error.kind },
    "tracking",
  );
}

function failedFlow(flow: LoginFlow, intent: LoginIntent, error: UpstreamError): LoginFlow {
  const transport = isTransportFailure(error);
  if (transport) trackLoginFailed(intent, flow.source, error);
  return {
    ...flow,
    fieldErrors: {},
    message: failureText(error),
    trackingEvent: transport ? LOGIN_FAILED_EVENT : undefined,
    at: Date.now(),
  };
}

function otpStep(base: LoginFlow, answer: OtpRequestAnswer): LoginFlow {
  if (getEnv().SHOW_DEV_OTP) rememberDevOtp(answer.requestId, answer.devOtp);
  return {
    ...base,
    step: "otp",
    requestId: answer.requestId,
    maskedIdentity: answer.maskedIdentity ?? base.maskedIdentity,
    statusMessage: answer.statusMessage ?? base.statusMessage,
    fieldErrors: {},
    message: undefined,
    trackingEvent: undefined,
    at: Date.now(),
  };
}

interface StepContext {
  request: Request;
  /** The login steps' calls go without a token: they are what makes one. */
  upstream: RequestUpstream;
  form: FormData;
  session: AppSession;
  returnTo: string;
  source?: string;
}

async function requestPasscode(ctx: StepContext): Promise<string> {
  const { request, form, session } = ctx;
  const channel = form.get("channel") === "phone" ? "phone" : "email";
  const values: Record<string, string> =
    channel === "email"
      ? { email: text(form, "email") }
      : { countryCode: text(form, "countryCode"), mobileNumber: text(form, "mobileNumber") };
  const flow: LoginFlow = {
    step: "identity",
    channel,
    values,
    fieldErrors: {},
    source: ctx.source,
    at: Date.now(),
  };
  const parsed = identitySchema.safeParse({ channel, ...values });
  const captcha = captchaProvider();
  const captchaToken = captcha.tokenFrom(form);
  if (!parsed.success || (captcha.enabled && !captchaToken)) {
    const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (captcha.enabled && !captchaToken) fieldErrors.captcha = CAPTCHA_REQUIRED_MESSAGE;
    session.set("loginFlow", { ...flow, fieldErrors });
    return panelPath(ctx.returnTo);
  }
  const key = identityKey(parsed.data);
  if (!(await hitAuthLimits("passcode", attemptOf(request, key, captchaToken)))) {
    session.set("loginFlow", { ...flow, message: RATE_LIMIT_MESSAGE });
    return panelPath(ctx.returnTo);
  }
  const result = await ctx.upstream({ captchaToken, asVisitor: true }).call("otpRequest", {
    body: otpRequestBody(parsed.data),
  });
  if (!result.ok) {
    session.set("loginFlow", failedFlow(flow, "OTP_REQUEST", result.error));
    return panelPath(ctx.returnTo);
  }
  session.set("loginFlow", otpStep({ ...flow, identityKey: key }, result.data));
  session.set("returnTo", ctx.returnTo);
  dropUnrelatedPending(session, afterLoginPath(ctx.returnTo));
  return panelPath(ctx.returnTo);
}

/** Who attempts a login step: the identity, the client address and browser, the human check. */
function attemptOf(request: Request, identity: string, captchaToken?: string): AuthAttempt {
  return {
    identity,
    address: addressBucket(clientAddressOf(request)),
    terminal: terminalIdOf(request),
    humanChecked: captchaProvider().enabled && !!captchaToken,
  };
}

/**
 * Counts one passcode send or verification against its limits (the requester's, the address's,
 * the identity's); over a limit, the panel shows the rate-limit message and nothing goes upstream.
 */
async function withinLimits(
  ctx: StepContext,
  flow: LoginFlow,
  kind: "passcode" | "verify",
  captchaToken?: string,
): Promise<boolean> {
  const identity = flow.identityKey ?? `request:${flow.requestId}`;
  const allowed = await hitAuthLimits(kind, attemptOf(ctx.request, identity, captchaToken));
  if (!allowed) {
    ctx.session.set("loginFlow", {
      ...flow,
      fieldErrors: {},
      message: RATE_LIMIT_MESSAGE,
      at: Date.now(),
    });
  }
  return allowed;
}

/** A flow at its passcode step: upstream's request id is known (checked by the caller). */
type PasscodeFlow = LoginFlow & { requestId: string };

async function resendPasscode(ctx: StepContext, flow: PasscodeFlow): Promise<string> {
  const { form, session } = ctx;
  const captcha = captchaProvider();
  const captchaToken = captcha.tokenFrom(form);
  if (captcha.enabled && !captchaToken) {
    session.set("loginFlow", {
      ...flow,
      fieldErrors: { captcha: CAPTCHA_REQUIRED_MESSAGE },
      message: undefined,
      at: Date.now(),
    });
    return panelPath(ctx.returnTo);
  }
  if (!(await withinLimits(ctx, flow, "passcode", captchaToken))) return panelPath(ctx.returnTo);
  const result = await ctx.upstream({ captchaToken, asVisitor: true }).call("otpResend", {
    body: { requestId: flow.requestId },
  });
  session.set(
    "loginFlow",
    result.ok ? otpStep(flow, result.data) : failedFlow(flow, "RESEND_OTP", result.error),
  );
  return panelPath(ctx.returnTo);
}

async function verifyPasscode(ctx: StepContext, flow: PasscodeFlow): Promise<string> {
  const { form, session } = ctx;
  const otp = otpSchema.safeParse(form.get("otp"));
  if (!otp.success) {
    session.set("loginFlow", {
      ...flow,
      fieldErrors: { otp: otp.error.issues[0]?.message ?? "" },
      message: undefined,
      trackingEvent: undefined,
      at: Date.now(),
    });
    return panelPath(ctx.returnTo);
  }
  if (!(await withinLimits(ctx, flow, "verify"))) return panelPath(ctx.returnTo);
  const result = await ctx.upstream({ asVisitor: true }).call("otpVerify", {
    body: { requestId: flow.requestId, otp: otp.data },
  });
  if (!result.ok) {
    session.set("loginFlow", failedFlow(flow, "OTP_VERIFY", result.error));
    return panelPath(ctx.returnTo);
  }
  return completeLogin(session, result, ctx.returnTo);
}

/** Stores the login and answers where to go: the pending action, else where the login began. */
export function completeLogin(
  session: AppSession,
  result: Extract<UpstreamResult<LoginAnswer>, { ok: true }>,
  returnTo: string,
): string {
  const hash = result.headers.get(USER_STATE_HEADER)?.trim() || result.data.user.hash || undefined;
  const startedAt = safeReturnPath(session.get("returnTo"), returnTo);
  signIn(session, { token: result.data.token, user: result.data.user, hash });
  session.unset("returnTo");
  return afterLoginTarget(session, afterLoginPath(startedAt));
}

function isIntent(value: unknown): value is LoginIntent {
  return typeof value === "string" && (LOGIN_INTENTS as readonly string[]).includes(value);
}

/** POST /login: one login step, then a redirect (the CSRF check comes first). */
export async function handleLoginAction(request: Request, context: AppLoadContext) {
  const form = await readCheckedForm(request, context);
  const intent = form.get("intent");
  if (!isIntent(intent)) {
    throw data({ message: "This login step does not exist." }, { status: 400 });
  }
  // The request's one session: changed here, written once when the request ends.
  const session = context.session.data;
  const returnTo = safeReturnPath(form.get("returnTo"));
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (context.session.auth.user)
    return redirect(safeReturnPath(afterLoginPath(returnTo)), { headers });

  const source = text(form, "source").slice(0, 60) || undefined;
  const ctx: StepContext = { request, upstream: context.upstream, form, session, returnTo, source };
  const flow = currentFlow(session);
  let target: string;
  if (intent === "OTP_REQUEST") {
    target = await requestPasscode(ctx);
  } else if (intent === "LOGIN_RESET") {
    session.set("loginFlow", {
      step: "identity",
      channel: flow?.channel,
      values: flow?.values ?? {},
      fieldErrors: {},
      source,
      at: Date.now(),
    });
    target = panelPath(returnTo);
  } else if (!flow || flow.step !== "otp" || !flow.requestId) {
    session.set("loginFlow", {
      step: "identity",
      channel: flow?.channel,
      values: flow?.values ?? {},
      fieldErrors: {},
      message: NO_REQUEST_MESSAGE,
      source,
      at: Date.now(),
    });
    target = panelPath(returnTo);
  } else if (intent === "RESEND_OTP") {
    target = await resendPasscode(ctx, { ...flow, requestId: flow.requestId });
  } else {
    target = await verifyPasscode(ctx, { ...flow, requestId: flow.requestId });
  }
  // Every step ends on a same-site path, checked once more after all the joining above.
  return redirect(safeReturnPath(target), { headers });
}
