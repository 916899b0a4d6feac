import { CAPTCHA_REQUIRED_MESSAGE } from "~/contract/login-values";
import { captchaProvider } from "./captcha.server";
import { addressBucket, clientAddressOf } from "./client-address.server";
import { terminalIdOf } from "./client-hints.server";
import {
  hitAuthLimits,
  RATE_LIMIT_MESSAGE,
  type AuthAttempt,
  type AuthLimitKind,
} from "./rate-limit.server";
import type { LoginFlow } from "./session.server";
import type { UpstreamError } from "./upstream-error.server";

/**
 * The login's limits and its human check (issue 41, decision 061): a requester's own limit
 * refuses; a limit shared with others (the identity's, the address's) asks for the human check
 * instead, or offers the sign-in link where no check can run. The owner is never refused by what
 * someone else did.
 */

/** The human check of a posted login form: the passing token, and whether one came at all. */
export interface PostedCheck {
  token?: string;
  posted: boolean;
}

export function postedCheck(form: FormData): Promise<PostedCheck> {
  return captchaProvider().passedToken(form);
}

/** Who attempts a login step: the identity, the client address and browser, the human check. */
function attemptOf(request: Request, identity: string, humanChecked: boolean): AuthAttempt {
  return {
    identity,
    address: addressBucket(clientAddressOf(request)),
    terminal: terminalIdOf(request),
    humanChecked,
  };
}

/**
 * Counts one login step; answers undefined when it may go on, else the flow to show: the rate
 * limit's message (the requester's own limit) or the human check (a shared one).
 */
export async function limitedFlow(
  request: Request,
  kind: AuthLimitKind,
  identity: string,
  check: PostedCheck,
  flow: LoginFlow,
): Promise<LoginFlow | undefined> {
  const outcome = await hitAuthLimits(kind, attemptOf(request, identity, !!check.token));
  if (outcome === "ok") return undefined;
  if (outcome === "check") return checkNeededFlow(flow, check);
  return { ...flow, fieldErrors: {}, message: RATE_LIMIT_MESSAGE, at: Date.now() };
}

/**
 * The flow that shows the human check (and the sign-in link): a token that came and failed is
 * said so next to it; the first time, the check's own text explains why it is there.
 */
export function checkNeededFlow(flow: LoginFlow, check: PostedCheck): LoginFlow {
  return {
    ...flow,
    humanCheck: true,
    fieldErrors: check.posted ? { captcha: CAPTCHA_REQUIRED_MESSAGE } : {},
    message: undefined,
    trackingEvent: undefined,
    at: Date.now(),
  };
}

/** The upstream asks for the human check (its own shared limit): 429 with errors.captcha. */
export function asksForCheck(error: UpstreamError): boolean {
  const errors = error.errors;
  return (
    error.kind === "http" &&
    error.status === 429 &&
    typeof errors === "object" &&
    errors !== null &&
    "captcha" in errors
  );
}
