import { LOGIN_FAILED_EVENT, type LoginIntent } from "~/shared/login-state";
import { afterLoginPath, safeReturnPath } from "~/shared/login-url";
import type { LoginAnswer } from "~/contract/login";
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
