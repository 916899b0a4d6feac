import { data } from "@remix-run/node";
import { ACTION_FIELDS } from "~/contract/values";
import { safeReturnPath } from "~/shared/login-url";
import { readCheckedForm, refusedFormJson } from "../csrf.server";
import { getEnv } from "../env.server";
import { appendSetCookie } from "../session.server";
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
 * POST /resources/assistant (spec 02 section 4, "AI assistant"): CSRF, login, the signed
 * assistant description, the learner's question; answers the relayed event stream, or a JSON
 * refusal `{message, login?}` when the stream could not start.
 */
export async function streamAssistant(request: Request): Promise<Response> {
  let form: FormData;
  try {
    form = await readCheckedForm(request);
  } catch (error) {
    return refusedFormJson(error);
  }
  const opened = await openAssistant(request, form);
  return opened.ok ? relayResponse(opened) : refusal(opened);
}

/** The relayed stream as the answer (the session's cookies appended). */
export function relayResponse(opened: Extract<OpenedAssistant, { ok: true }>): Response {
  const headers = relayHeaders();
  appendSetCookie(headers, ...opened.setCookies);
  const body = relayToBrowser(opened.upstream, {
    signal: opened.left,
    heartbeatMs: getEnv().ASSISTANT_HEARTBEAT_MS,
  });
  return new Response(body, { status: 200, headers });
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
export async function answerAssistantPage(request: Request) {
  const form = await readCheckedForm(request);
  const rawAction = form.get(ACTION_FIELDS.action);
  const question = String(form.get("question") ?? "").slice(0, 4000);
  const answer: AssistantPageAnswer = {
    question,
    reply: "",
    action: typeof rawAction === "string" ? rawAction.slice(0, 16 * 1024) : "",
    returnTo: safeReturnPath(form.get("returnTo"), "/"),
  };
  const opened = await openAssistant(request, form);
  const headers = new Headers({ "Cache-Control": "no-store" });
  appendSetCookie(headers, ...opened.setCookies);
  if (!opened.ok) {
    return data(
      { ...answer, error: opened.message, login: opened.login },
      { status: opened.status, headers },
    );
  }
  const gathered = await gatherReply(opened.upstream, opened.left);
  return data({ ...answer, reply: gathered.text, error: gathered.error }, { headers });
}
