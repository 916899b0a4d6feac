import type { AppLoadContext } from "@remix-run/node";
import type { UpstreamCallName } from "~/contract/calls";
import { callUpstreamAsUser } from "./auth.server";
import { captchaProvider, CAPTCHA_REQUIRED_MESSAGE } from "./captcha.server";
import type { UserStateSettlement } from "./user-state.server";
import { logger } from "../shared/logger";
import { noStoreJson } from "./json-answer.server";

/**
 * One intent of a BFF resource route (`/api/code`, `/api/sandbox`) on the learner's behalf: the
 * browser names an intent, never a path; its body is already checked. The answer is the
 * upstream's JSON, or a status with the words the browser shows.
 */
export type IntentCallResult =
  | { ok: true; data: unknown; settlement?: UserStateSettlement }
  | {
      ok: false;
      status: number;
      message: string;
      login?: boolean;
      settlement?: UserStateSettlement;
    };

/** The posted fields of an intent (the first of each name), without the File parts. */
export function fieldsOf(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && !(key in out)) out[key] = value;
  }
  return out;
}

export interface IntentCall {
  call: UpstreamCallName;
  body: unknown;
  form: FormData;
  /** The intent carries the human check when a provider is on (compiler runs, shares). */
  captcha: boolean;
  /** For the log line: `{area}-call-failed`. */
  area: string;
  intent: string;
  /** What a 401 (the session is gone) reads. */
  loginMessage: string;
  /** What a 403 reads; without it, a 403 is a refusal like any other 4xx. */
  forbiddenMessage?: string;
  /** The spec's failure text of the call (5xx, time-out, a refusal without words). */
  failureMessage: string;
}

/** Calls the intent's catalogue entry with the user's token and maps a failure to its words. */
export async function callIntent(
  context: AppLoadContext,
  intent: IntentCall,
): Promise<IntentCallResult> {
  const captcha = captchaProvider();
  const captchaToken = intent.captcha ? captcha.tokenFrom(intent.form) : undefined;
  if (intent.captcha && captcha.enabled && !captchaToken) {
    return { ok: false, status: 400, message: CAPTCHA_REQUIRED_MESSAGE };
  }
  const { result, settlement } = await callUpstreamAsUser(
    context,
    (upstream) => upstream.checkedCall(intent.call, { body: intent.body, readMessageField: true }),
    { captchaToken },
  );
  if (result.ok) return { ok: true, data: result.data, settlement };
  const error = result.error;
  logger.warn(
    {
      event: `${intent.area}-call-failed`,
      intent: intent.intent,
      kind: error.kind,
      status: error.status,
    },
    `${intent.area} call failed`,
  );
  if (error.status === 401) {
    return { ok: false, status: 401, message: intent.loginMessage, login: true, settlement };
  }
  if (error.status === 403 && intent.forbiddenMessage) {
    return { ok: false, status: 403, message: intent.forbiddenMessage, settlement };
  }
  // Spec 02 section 8: a call fails with its one text; a refusal the upstream explained (a 4xx
  // with a message, e.g. too many runs) keeps its own words.
  const refused = error.status >= 400 && error.status < 500;
  return {
    ok: false,
    status: error.kind === "timeout" ? 504 : refused ? error.status : 502,
    message: refused && error.message ? error.message : intent.failureMessage,
    settlement,
  };
}

/** The browser's answer: the upstream's JSON, or `{ message, login? }` with the status. */
export function intentAnswer(result: IntentCallResult): Response {
  const setCookies = result.settlement?.setCookies ?? [];
  if (result.ok) return noStoreJson(result.data, 200, setCookies);
  return noStoreJson(
    { message: result.message, ...(result.login ? { login: true } : {}) },
    result.status,
    setCookies,
  );
}
