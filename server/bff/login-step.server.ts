import { LOGIN_FAILED_EVENT, type LoginIntent } from "~/shared/login-state";
import { afterLoginPath, safeReturnPath } from "~/shared/login-url";
import type { LoginAnswer } from "~/contract/login";
import type { RequestUpstream } from "./context/upstream-for-request.server";
import { asksForCheck, checkNeededFlow, type PostedCheck } from "./login-checks.server";
import { afterLoginTarget } from "./pending-action.server";
import { signIn, type AppSession, type LoginFlow } from "./session.server";
import type { UpstreamResult } from "./upstream.server";
import { failureText, type UpstreamError } from "./upstream-error.server";
import { USER_STATE_HEADER } from "./user-state.server";
import { logger } from "../shared/logger";

/** What every step of the login (login-flow.server.ts, sign-in-link.server.ts) works with. */
export interface StepContext {
  request: Request;
  /** The login steps' calls go without a token: they are what makes one. */
  upstream: RequestUpstream;
  form: FormData;
  session: AppSession;
  returnTo: string;
  source?: string;
}

const MAX_VALUE = 320;

/** A posted text field, trimmed and bounded ("" when absent). */
export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, MAX_VALUE) : "";
}

/** The email or phone a step 1 form posted: its channel and the typed values, kept as typed. */
export function postedIdentity(form: FormData): {
  channel: "email" | "phone";
  values: Record<string, string>;
} {
  const channel = form.get("channel") === "phone" ? "phone" : "email";
  const values: Record<string, string> =
    channel === "email"
      ? { email: text(form, "email") }
      : { countryCode: text(form, "countryCode"), mobileNumber: text(form, "mobileNumber") };
  return { channel, values };
}

/** Step 1 again, with what was typed, the source, and a human check that was asked for. */
export function identityFlow(
  ctx: StepContext,
  identity: ReturnType<typeof postedIdentity>,
  humanCheck: boolean | undefined,
): LoginFlow {
  return {
    step: "identity",
    ...identity,
    fieldErrors: {},
    source: ctx.source,
    humanCheck,
    at: Date.now(),
  };
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

/** A step the upstream refused: its message, or its human check when it asks for one. */
export function failedFlow(
  flow: LoginFlow,
  intent: LoginIntent,
  error: UpstreamError,
  check: PostedCheck = { posted: false },
): LoginFlow {
  // The upstream's own shared limit: its human check takes over, as the BFF's would.
  if (asksForCheck(error)) return checkNeededFlow(flow, check);
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
