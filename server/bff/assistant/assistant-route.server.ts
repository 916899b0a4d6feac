import { data, type AppLoadContext } from "@remix-run/node";
import { ACTION_FIELDS } from "~/contract/values";
import { safeReturnPath } from "~/shared/login-url";
import { readCheckedForm, refusedFormJson } from "../csrf.server";
import { getEnv } from "../env.server";
import { appendSetCookie } from "../session.server";
import { admitStream, releasingAtEnd, type Admission } from "./admission.server";
import { openAssistant, type OpenedAssistant } from "./assistant-call.server";
import { gatherReply, relayHeaders, relayToBrowser } from "./relay-stream.server";

/** A stream that could not start: JSON `{message, login?}` with its status, never cached. */
export function refusal(opened: Extract<OpenedAssistant, { ok: false }>): Response {
  const headers = new Headers({
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
  });
  appendSetCookie(headers, ...opened.setCookies);
  const body = { message: opened.message, ...(opened.login ? { login: true } : {}) };
  return new Response(JSON.stringify(body), { status: opened.status, headers });
}

/**
 * The admission of a signed-in user's stream (admission.server.ts); a visitor is not counted
 * (openAssistant answers them "log in" before any call).
 */
async function admit(context: AppLoadContext): Promise<Admission | undefined> {
  const auth = context.session.auth;
  return auth.token && auth.user ? admitStream(auth.user.userId) : undefined;
}

const refusedAdmission = (admission: Extract<Admission, { ok: false }>) =>
  refusal({ ok: false, status: admission.status, message: admission.message, setCookies: [] });

/**
 * POST /resources/assistant (spec 02 section 4, "AI assistant"): CSRF, the user's admission
 * (open streams, starts a minute), login, the signed assistant description, the learner's
 * question; answers the relayed event stream, or a JSON refusal `{message, login?}` when the
 * stream could not start.
 */
export async function streamAssistant(
  request: Request,
  context: AppLoadContext,
): Promise<Response> {
  let form: FormData;
  try {
    form = await readCheckedForm(request, context);
  } catch (error) {
    return refusedFormJson(error);
  }
  const admission = await admit(context);
  if (admission && !admission.ok) return refusedAdmission(admission);
  const opened = await openAssistant(request, context, form);
  if (!opened.ok) {
    admission?.release();
    return refusal(opened);
  }
  return relayResponse(opened, admission?.release);
}

/**
 * The relayed stream as the answer (the session's cookies appended); `release` (the admission's
 * slot) runs once the body ends, however it ends, or the browser leaves.
 */
export function relayResponse(
  opened: Extract<OpenedAssistant, { ok: true }>,
  release?: () => void,
): Response {
  const headers = relayHeaders();
  appendSetCookie(headers, ...opened.setCookies);
  const body = relayToBrowser(opened.upstream, {
    signal: opened.left,
    heartbeatMs: getEnv().ASSISTANT_HEARTBEAT_MS,
  });
  if (!release) return new Response(body, { status: 200, headers });
  // The relay stops writing when the browser leaves (its body never ends then): that frees too.
  if (opened.left.aborted) release();
  else opened.left.addEventListener("abort", release, { once: true });
  return new Response(releasingAtEnd(body, release), { status: 200, headers });
}

export interface AssistantPageAnswer {
  question: string;
  reply: string;
  error?: string;
  login?: boolean;
  /** The signed assistant description, posted again by the next question's form. */
  action: string;
  returnTo: string;
}

/** The same question without JavaScript (POST /assistant): the whole reply, as a page. */
export async function answerAssistantPage(request: Request, context: AppLoadContext) {
  const form = await readCheckedForm(request, context);
  const rawAction = form.get(ACTION_FIELDS.action);
  const question = String(form.get("question") ?? "").slice(0, 4000);
  const answer: AssistantPageAnswer = {
    question,
    reply: "",
    action: typeof rawAction === "string" ? rawAction.slice(0, 16 * 1024) : "",
    returnTo: safeReturnPath(form.get("returnTo"), "/"),
  };
  const admission = await admit(context);
  if (admission && !admission.ok) {
    return data(
      { ...answer, error: admission.message },
      { status: admission.status, headers: { "Cache-Control": "no-store" } },
    );
  }
  const opened = await openAssistant(request, context, form);
  const headers = new Headers({ "Cache-Control": "no-store" });
  appendSetCookie(headers, ...opened.setCookies);
  if (!opened.ok) {
    admission?.release();
    return data(
      { ...answer, error: opened.message, login: opened.login },
      { status: opened.status, headers },
    );
  }
  try {
    const gathered = await gatherReply(opened.upstream, opened.left);
    return data({ ...answer, reply: gathered.text, error: gathered.error }, { headers });
  } finally {
    admission?.release();
  }
}
