import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import {
  ASSISTANT_INTENTS,
  ASSISTANT_LIMITS,
  ASSISTANT_TEXTS,
  ASSISTANT_TIMING,
  UPSTREAM_STREAM,
} from "~/contract/assistant-values";
import { LANGUAGE_IDS } from "~/contract/code-values";
import { isForwardableActionPath } from "~/contract/forwarding";
import { ACTION_FIELDS } from "~/contract/values";
import {
  INVALID_ACTION_MESSAGE,
  parseActionJson,
  requestObjectOf,
} from "../actions/payload.server";
import { getEnv } from "../env.server";
import type { CallBody } from "../upstream-client.server";
import { browserLeft } from "../browser-left.server";
import { type UpstreamEventStream } from "../upstream.server";
import { answerFacts, judgeUserState, settleUserState } from "../user-state.server";
import { logger } from "../../shared/logger";

type OpenStream = Extract<UpstreamEventStream, { ok: true }>;

export type OpenedAssistant =
  | {
      ok: true;
      upstream: OpenStream;
      setCookies: string[];
      /** Aborts when the browser goes away: the relay stops reading then. */
      left: AbortSignal;
    }
  | { ok: false; status: number; message: string; login?: boolean; setCookies: string[] };

const turnsSchema = z
  .string()
  .max(ASSISTANT_LIMITS.historyTurns * (ASSISTANT_LIMITS.historyTurnChars + 64) + 64)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: INVALID_ACTION_MESSAGE });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(
        z.object({
          role: z.enum(["learner", "assistant"]),
          text: z.string().max(ASSISTANT_LIMITS.historyTurnChars),
        }),
      )
      .max(ASSISTANT_LIMITS.historyTurns),
  );

/** What the learner posts beside the signed action: their question, code and the conversation. */
export const askFieldsSchema = z
  .object({
    question: z
      .string()
      .trim()
      .max(ASSISTANT_LIMITS.questionChars, ASSISTANT_TEXTS.tooLong)
      .default(""),
    intent: z.enum(ASSISTANT_INTENTS).catch("ASK"),
    sourceCode: z.string().max(ASSISTANT_LIMITS.codeChars).optional(),
    languageId: z.enum(LANGUAGE_IDS).optional().catch(undefined),
    input: z.string().max(ASSISTANT_LIMITS.inputChars).optional().catch(undefined),
    history: turnsSchema.optional(),
  })
  // A free question needs words; the other intents are questions of their own.
  .refine((fields) => fields.intent !== "ASK" || fields.question !== "", {
    message: ASSISTANT_TEXTS.emptyQuestion,
    path: ["question"],
  });
export type AskFields = z.output<typeof askFieldsSchema>;

/** Logged out: the assistant and the interview need a login (the pane then offers one). */
const loginFirst = (setCookies: string[] = []): OpenedAssistant => ({
  ok: false,
  status: 401,
  message: ASSISTANT_TEXTS.loginToAsk,
  login: true,
  setCookies,
});

function formFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ["question", "intent", "sourceCode", "languageId", "input", "history"]) {
    const value = form.get(name);
    if (typeof value === "string" && value !== "") out[name] = value;
  }
  return out;
}

export function parseAskFields(
  form: FormData,
): { ok: true; fields: AskFields } | { ok: false; message: string } {
  const parsed = askFieldsSchema.safeParse(formFields(form));
  if (parsed.success) return { ok: true, fields: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? ASSISTANT_TEXTS.notEventStream };
}

/**
 * Opens an event stream upstream on the learner's behalf: the token as the auth header, the
 * browser's signal (a browser that leaves aborts the call), the stream's time limits; a 401
 * ends the session. An answer that is not an event stream is refused with the spec's text.
 */
/** A stream whose path a signed action description named (the assistant's uri). */
interface DescribedStreamCall {
  path: string;
  body: Record<string, unknown>;
}

export async function openStreamAsUser(
  request: Request,
  context: AppLoadContext,
  call: { name: "interviewTurn"; body: CallBody<"interviewTurn"> } | DescribedStreamCall,
): Promise<OpenedAssistant> {
  const auth = context.session.auth;
  if (!auth.token) return loginFirst();
  const env = getEnv();
  const left = browserLeft(request);
  const upstream = context.upstream();
  const options = {
    body: call.body,
    headers: { accept: UPSTREAM_STREAM.contentType },
    readMessageField: true,
  };
  const limits = { stallMs: env.ASSISTANT_STALL_MS, maxMs: ASSISTANT_TIMING.maxStreamMs };
  const result =
    "name" in call
      ? await upstream.eventStream(call.name, { ...options, body: call.body }, limits)
      : await upstream.describedEventStream(call.path, options, limits);
  const status = result.ok ? result.status : result.error.kind === "http" ? result.error.status : 0;
  const settlement = await settleUserState(
    context,
    judgeUserState(answerFacts(status, result.headers, auth)),
  );
  const setCookies = settlement.setCookies;
  if (!result.ok) {
    const error = result.error;
    logger.warn(
      { event: "assistant-stream-refused", kind: error.kind, status: error.status },
      "assistant stream refused",
    );
    if (error.status === 401 || settlement.kind === "ended") {
      return loginFirst(setCookies);
    }
    // A refusal the upstream explained (a 4xx with a message) keeps its words.
    const explained = error.status >= 400 && error.status < 500 && error.message;
    return {
      ok: false,
      status: error.kind === "timeout" ? 504 : explained ? error.status : 502,
      message: explained ? error.message : ASSISTANT_TEXTS.notEventStream,
      setCookies,
    };
  }
  const type = result.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith(UPSTREAM_STREAM.contentType)) {
    result.body.destroy();
    return { ok: false, status: 502, message: ASSISTANT_TEXTS.notEventStream, setCookies };
  }
  return { ok: true, upstream: result, setCookies, left };
}

/**
 * The assistant's call: the signed assistant description (only a uri the upstream described,
 * on a forwardable path) with its requestObject, plus the learner's fields.
 */
export async function openAssistant(
  request: Request,
  context: AppLoadContext,
  form: FormData,
): Promise<OpenedAssistant> {
  // Logged out first: the learner is told to log in before anything about the question.
  if (!context.session.auth.token) return loginFirst();
  const action = parseActionJson(form.get(ACTION_FIELDS.action));
  const uri = action?.uri;
  if (!action || !uri || !isForwardableActionPath(uri)) {
    return { ok: false, status: 400, message: INVALID_ACTION_MESSAGE, setCookies: [] };
  }
  const asked = parseAskFields(form);
  if (!asked.ok) return { ok: false, status: 400, message: asked.message, setCookies: [] };
  const { question, intent, sourceCode, languageId, input, history } = asked.fields;
  const body = {
    ...requestObjectOf(action),
    ...{ question, intent, sourceCode, languageId, input, history },
  };
  return openStreamAsUser(request, context, { path: uri, body });
}
