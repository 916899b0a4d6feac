import { rememberDevOtp } from "./dev-otp.server";
import { getEnv } from "./env.server";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { LOGIN_INTENTS, type LoginIntent } from "~/shared/login-state";
import { afterLoginPath, panelPath, safeReturnPath } from "~/shared/login-url";
import { CAPTCHA_REQUIRED_MESSAGE, captchaProvider } from "./captcha.server";
import { readCheckedForm } from "./csrf.server";
import {
  fieldErrorsOf,
  identityKey,
  identitySchema,
  otpRequestBody,
  otpSchema,
  type OtpRequestAnswer,
} from "~/contract/login";
import { dropUnrelatedPending } from "./pending-action.server";
import { limitedFlow, postedCheck, type PostedCheck } from "./login-checks.server";
import {
  completeLogin,
  failedFlow,
  identityFlow,
  postedIdentity,
  text,
  type StepContext,
} from "./login-step.server";
import { loginFlowSchema, type AppSession, type LoginFlow } from "./session.server";
import { sendSignInLink } from "./sign-in-link.server";

const NO_REQUEST_MESSAGE = "Request a passcode first.";

/**
 * The passcode login (spec 01 sections 4, 5, 8; docs/contract.md) as one action
 * behind POST /login, used by the login page, the login panel over any page and the interview's
 * panel alike. Every step answers with a redirect (post/redirect/get): the next step, errors and
 * the typed values travel in the session's login flow, so it all works without JavaScript.
 */

function currentFlow(session: AppSession): LoginFlow | undefined {
  const parsed = loginFlowSchema.safeParse(session.get("loginFlow"));
  return parsed.success ? parsed.data : undefined;
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

async function requestPasscode(ctx: StepContext): Promise<string> {
  const { request, form, session } = ctx;
  const identity = postedIdentity(form);
  const previous = currentFlow(session);
  // A check asked for stays on the form until the passcode is sent.
  const flow = identityFlow(
    ctx,
    identity,
    previous?.step === "identity" ? previous.humanCheck : undefined,
  );
  const parsed = identitySchema.safeParse({ channel: identity.channel, ...identity.values });
  const captcha = captchaProvider();
  if (!parsed.success) {
    session.set("loginFlow", { ...flow, fieldErrors: fieldErrorsOf(parsed.error) });
    return panelPath(ctx.returnTo);
  }
  const check = await postedCheck(form);
  if (captcha.enabled && !check.token) {
    session.set("loginFlow", { ...flow, fieldErrors: { captcha: CAPTCHA_REQUIRED_MESSAGE } });
    return panelPath(ctx.returnTo);
  }
  const key = identityKey(parsed.data);
  const limited = await limitedFlow(request, "passcode", key, check, flow);
  if (limited) {
    session.set("loginFlow", limited);
    return panelPath(ctx.returnTo);
  }
  const result = await ctx
    .upstream({ captchaToken: check.token, asVisitor: true })
    .call("otpRequest", {
      body: otpRequestBody(parsed.data),
    });
  if (!result.ok) {
    session.set("loginFlow", failedFlow(flow, "OTP_REQUEST", result.error, check));
    return panelPath(ctx.returnTo);
  }
  session.set(
    "loginFlow",
    otpStep({ ...flow, identityKey: key, humanCheck: undefined }, result.data),
  );
  session.set("returnTo", ctx.returnTo);
  dropUnrelatedPending(session, afterLoginPath(ctx.returnTo));
  return panelPath(ctx.returnTo);
}

/**
 * Counts one passcode send or verification against its limits (the requester's own, and those
 * shared with others); over one, the panel shows the rate-limit message or the human check, and
 * nothing goes upstream.
 */
async function withinLimits(
  ctx: StepContext,
  flow: LoginFlow,
  kind: "passcode" | "verify",
  check: PostedCheck,
): Promise<boolean> {
  const identity = flow.identityKey ?? `request:${flow.requestId}`;
  const limited = await limitedFlow(ctx.request, kind, identity, check, flow);
  if (limited) ctx.session.set("loginFlow", limited);
  return !limited;
}

/** A flow at its passcode step: upstream's request id is known (checked by the caller). */
type PasscodeFlow = LoginFlow & { requestId: string };

async function resendPasscode(ctx: StepContext, flow: PasscodeFlow): Promise<string> {
  const { form, session } = ctx;
  const check = await postedCheck(form);
  if (captchaProvider().enabled && !check.token) {
    session.set("loginFlow", {
      ...flow,
      fieldErrors: { captcha: CAPTCHA_REQUIRED_MESSAGE },
      message: undefined,
      at: Date.now(),
    });
    return panelPath(ctx.returnTo);
  }
  if (!(await withinLimits(ctx, flow, "passcode", check))) return panelPath(ctx.returnTo);
  const result = await ctx
    .upstream({ captchaToken: check.token, asVisitor: true })
    .call("otpResend", {
      body: { requestId: flow.requestId },
    });
  session.set(
    "loginFlow",
    result.ok ? otpStep(flow, result.data) : failedFlow(flow, "RESEND_OTP", result.error, check),
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
  const check = await postedCheck(form);
  if (!(await withinLimits(ctx, flow, "verify", check))) return panelPath(ctx.returnTo);
  const result = await ctx
    .upstream({ captchaToken: check.token, asVisitor: true })
    .call("otpVerify", {
      body: { requestId: flow.requestId, otp: otp.data },
    });
  if (!result.ok) {
    session.set("loginFlow", failedFlow(flow, "OTP_VERIFY", result.error, check));
    return panelPath(ctx.returnTo);
  }
  return completeLogin(session, result, ctx.returnTo);
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
  } else if (intent === "SIGN_IN_LINK") {
    target = await sendSignInLink(ctx, flow);
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
