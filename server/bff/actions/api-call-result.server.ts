import type { ApiCallResult } from "~/contract/answers";
import type { ActionResult } from "~/shared/action-result";
import { safeReturnPath } from "~/shared/login-url";
import { type ServerAction } from "~/contract";
import { signActionsIn } from "../action-signature.server";
import { SOMETHING_WENT_WRONG } from "../upstream-error.server";
import { answer, safeRedirect, type ResultSubject } from "./answers.server";
import type { ActionAnswer } from "./types.server";
import { logger } from "../../shared/logger";

/** Statuses that say the call did not do what was asked (unknown ones count as success). */
const FAILED_STATUSES = new Set(["FAILURE", "FAILED", "ERROR", "FAIL"]);

export function isFailedStatus(status: string | undefined): boolean {
  return !!status && FAILED_STATUSES.has(status.trim().toUpperCase());
}

/** Tracking travels with the result; the BFF logs it (the browser sends page events itself). */
function logTracking(intent: string, tracking: ApiCallResult["tracking"]) {
  if (!tracking?.eventName) return;
  logger.info({ event: "tracking", name: tracking.eventName, intent }, "tracking");
}

/**
 * A plain navigation follow-up is a redirect (through the safe-redirect check); anything else
 * (a new tab, a modal, a #id, a toast) is handed to the page as `follow`.
 */
function navigationTarget(action: ServerAction | undefined): string | undefined {
  if (!action || action.type !== "NAVIGATION" || !action.uri) return undefined;
  if (action.openInNewTab || action.openInModal) return undefined;
  return safeReturnPath(action.uri, "") || undefined;
}

export interface ApiCallAnswerOptions {
  /** Text when a successful result says nothing (e.g. the notify toast). */
  successText?: string;
  /** Text when the result says it failed without a message ("Failed to enrol"). */
  failureText?: string;
  setCookies?: readonly string[];
  /** NETWORK_CALL (decision 020): the result carries the call's response for the page. */
  withResponse?: boolean;
}

/**
 * The server action's replace flag (decision 020): a follow-up NAVIGATION with `replace` is a
 * redirect that Remix carries out by replacing the history entry (X-Remix-Replace); without
 * JavaScript it is a plain redirect.
 */
function followRedirect(target: string, action: ServerAction, setCookies?: readonly string[]) {
  const response = safeRedirect(target, setCookies);
  if (action.replace === true) response.headers.set("X-Remix-Replace", "true");
  return response;
}

/** An API-call result as the page's answer. */
export function apiCallAnswer(
  subject: ResultSubject,
  result: ApiCallResult,
  options: ApiCallAnswerOptions = {},
): ActionAnswer {
  logTracking(subject.intent, result.tracking);
  const failed = isFailedStatus(result.status);
  const statusMessage = result.statusMessage?.trim() ? result.statusMessage : undefined;
  if (!failed) {
    const target = navigationTarget(result.action);
    if (target && result.action) return followRedirect(target, result.action, options.setCookies);
  }
  const body: ActionResult = {
    ...subject,
    ok: !failed,
    message: failed
      ? (statusMessage ?? options.failureText ?? SOMETHING_WENT_WRONG)
      : (statusMessage ?? options.successText),
    follow: failed || !result.action ? undefined : signActionsIn(result.action),
    reloadPage: result.reloadPage,
    closeModalIfOpen: result.closeModalIfOpen,
    invalidateAllPages: result.invalidateAllPages,
  };
  if (options.withResponse && result.response !== undefined) {
    (body as ActionResult & { response?: unknown }).response = result.response;
  }
  if (failed) body.values = subject.values;
  else delete body.values;
  return answer(body, 200, options.setCookies);
}
