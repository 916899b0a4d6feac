import { data, redirect, type AppLoadContext } from "@remix-run/node";
import type { InterviewSession, InterviewSummary } from "~/contract/assistant";
import { INTERVIEW_LIMITS, INTERVIEW_TEXTS } from "~/contract/assistant-values";
import { CODE_TEXTS } from "~/contract/code-values";
import { INVALID_INTERVIEW_LINK } from "~/contract/page-texts";
import { callUpstreamAsUser } from "../auth.server";
import { readCheckedForm, refusedFormJson } from "../csrf.server";
import {
  CONTEXT_QUERY_NAMES,
  interviewContextOf,
  startInterview,
  type InterviewContext,
} from "../interview-context.server";
import { appendSetCookie } from "../session.server";
import { openStreamAsUser, type OpenedAssistant } from "./assistant-call.server";
import { refusal, relayResponse } from "./assistant-route.server";
import { gatherReply } from "./relay-stream.server";

const NO_STORE = { "Cache-Control": "no-store" };

export type InterviewView =
  | { state: "login" }
  | { state: "invalid" }
  | { state: "unavailable"; interviewId: string; message: string }
  | {
      state: "ready";
      interviewId: string;
      useWebSocket: boolean;
      useServerTTS: boolean;
      useServerVAD: boolean;
      session: InterviewSession;
      summary?: InterviewSummary;
    };

/** The kept context of the interview this address names (never from the query string). */
export async function contextFor(
  request: Request,
  pathname = new URL(request.url).pathname,
): Promise<InterviewContext | undefined> {
  const url = new URL(request.url);
  if (CONTEXT_QUERY_NAMES.some((name) => url.searchParams.has(name))) return undefined;
  const context = await interviewContextOf(request);
  const pathId = pathname.startsWith("/interview/") ? pathname.split("/")[2] : undefined;
  return context && context.interviewId === pathId ? context : undefined;
}

/**
 * GET /interview/* (spec 01 section 2.4): login first, then the kept context of this
 * interview, then its session (and, once finished, its summary) from the upstream.
 */
export async function loadInterviewRoom(request: Request, context: AppLoadContext) {
  if (!context.session.auth.user)
    return data<InterviewView>({ state: "login" }, { status: 401, headers: NO_STORE });
  const interview = await contextFor(request);
  if (!interview) {
    return data<InterviewView>({ state: "invalid" }, { status: 400, headers: NO_STORE });
  }
  const credentials = { token: interview.token, interviewId: interview.interviewId };
  const session = await callUpstreamAsUser(context, (upstream) =>
    upstream.call("interviewSession", {
      body: credentials,
      readMessageField: true,
    }),
  );
  const headers = new Headers(NO_STORE);
  appendSetCookie(headers, ...session.settlement.setCookies);
  if (!session.result.ok) {
    const status = session.result.error.status;
    if (status === 403 || status === 404) {
      return data<InterviewView>({ state: "invalid" }, { status: 400, headers });
    }
    return data<InterviewView>(
      { state: "unavailable", interviewId: interview.interviewId, message: CODE_TEXTS.failure },
      { status: 502, headers },
    );
  }
  let summary: InterviewSummary | undefined;
  if (session.result.data.finished) {
    const answer = await callUpstreamAsUser(context, (upstream) =>
      upstream.call("interviewSummary", {
        body: credentials,
      }),
    );
    if (answer.result.ok) summary = answer.result.data;
  }
  return data<InterviewView>(
    {
      state: "ready",
      interviewId: interview.interviewId,
      useWebSocket: interview.useWebSocket,
      useServerTTS: interview.useServerTTS,
      useServerVAD: interview.useServerVAD,
      session: session.result.data,
      summary,
    },
    { headers },
  );
}

type AnswerCheck = { ok: true; answer: string } | { ok: false; message: string };

/** The learner's answer: bounded, and not empty unless it asks for the opening turn. */
export function checkAnswer(raw: unknown, opening: boolean): AnswerCheck {
  const answer = typeof raw === "string" ? raw.trim() : "";
  if (answer.length > INTERVIEW_LIMITS.answerChars) {
    return {
      ok: false,
      message: `Keep your answer under ${INTERVIEW_LIMITS.answerChars} characters.`,
    };
  }
  if (!answer && !opening) return { ok: false, message: INTERVIEW_TEXTS.emptyAnswer };
  return { ok: true, answer };
}

async function openTurn(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  pathname?: string,
): Promise<OpenedAssistant> {
  const interview = await contextFor(request, pathname);
  if (!interview)
    return { ok: false, status: 400, message: INVALID_INTERVIEW_LINK, setCookies: [] };
  const checked = checkAnswer(form.get("answer"), form.get("opening") === "1");
  if (!checked.ok) return { ok: false, status: 400, message: checked.message, setCookies: [] };
  const { token, interviewId } = interview;
  return openStreamAsUser(request, context, {
    name: "interviewTurn",
    body: { token, interviewId, answer: checked.answer },
  });
}

/**
 * POST /resources/interview: the learner's answer in, the interviewer's next turn streamed out
 * (the assistant's relay). `interview` names the page's path, whose kept context is read as the
 * page reads it; `opening=1` asks for the first turn.
 */
export async function streamInterviewTurn(
  request: Request,
  context: AppLoadContext,
): Promise<Response> {
  let form: FormData;
  try {
    form = await readCheckedForm(request, context);
  } catch (error) {
    return refusedFormJson(error);
  }
  const opened = await openTurn(request, context, form, String(form.get("interview") ?? ""));
  return opened.ok ? relayResponse(opened) : refusal(opened);
}

/**
 * POST /interview/*: the page's navigation action (the context to keep), or, without
 * JavaScript, an answer: the interviewer's whole next turn is read, then the page is shown
 * again (post, redirect, get). A failure answers its message and the answer, to send again.
 */
export async function interviewAction(request: Request, context: AppLoadContext) {
  const form = await readCheckedForm(request, context);
  if (form.get("intent") !== "answer") return startInterview(form);
  const url = new URL(request.url);
  const answer = String(form.get("answer") ?? "").slice(0, INTERVIEW_LIMITS.answerChars * 2);
  const opened = await openTurn(request, context, form);
  const headers = new Headers(NO_STORE);
  appendSetCookie(headers, ...opened.setCookies);
  if (!opened.ok) {
    if (opened.login) return redirect(url.pathname, { headers });
    return data({ message: opened.message, answer }, { status: opened.status, headers });
  }
  const gathered = await gatherReply(opened.upstream, opened.left);
  if (gathered.error) return data({ message: gathered.error, answer }, { status: 502, headers });
  return redirect(url.pathname, { headers });
}
