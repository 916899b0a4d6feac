import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import type { UpstreamCallName } from "~/contract/calls";
import { ASSISTANT_LIMITS } from "~/contract/assistant-values";
import { CODE_LIMITS, CODE_TEXTS, LANGUAGE_IDS } from "~/contract/code-values";
import { callIntent, fieldsOf, type IntentCallResult } from "../intent-call.server";

/**
 * The code practice calls on the learner's behalf (spec 02 section 7, "Code service"): practice
 * runs, submissions and their status, hints, the standalone compiler, code sharing and the code
 * assistant. The
 * browser names no path: each intent maps to one catalogue entry, and the BFF checks the body
 * before any call ("Code block is empty code" never reaches upstream).
 */
export const CODE_INTENTS = [
  "run",
  "submit",
  "status",
  "hint",
  "compiler-run",
  "compiler-status",
  "share",
  "assist",
  "assist-status",
  "history",
  "submission-code",
] as const;
export type CodeIntent = (typeof CODE_INTENTS)[number];

const CALL_OF: Record<CodeIntent, UpstreamCallName> = {
  run: "submissionRun",
  submit: "submissionSubmit",
  status: "submissionStatus",
  hint: "unlockHint",
  "compiler-run": "compilerRun",
  "compiler-status": "compilerStatus",
  share: "codeShare",
  assist: "codeAssist",
  "assist-status": "codeAssistStatus",
  history: "submissionHistory",
  "submission-code": "submissionCode",
};

/** Intents that need a signed-in learner (the compiler is open to visitors, spec 02 section 2). */
const LOGIN_INTENTS = new Set<CodeIntent>([
  "run",
  "submit",
  "status",
  "hint",
  "assist",
  "assist-status",
  "history",
  "submission-code",
]);
/** Intents with the human check when enabled (spec 02 section 5: compiler runs and code shares). */
const CAPTCHA_INTENTS = new Set<CodeIntent>(["compiler-run", "share"]);

export const LOGIN_TO_RUN = "Log in to run and submit your code.";

const field = (max: number) => z.string().max(max);
const code = z
  .string()
  .max(CODE_LIMITS.sourceCodeChars, `Code may be at most ${CODE_LIMITS.sourceCodeChars} characters`)
  .refine((text) => text.trim() !== "", CODE_TEXTS.emptyCode);
const languageId = z.enum(LANGUAGE_IDS, { message: "Choose a language" });
const input = field(CODE_LIMITS.inputChars).optional();

/** What the browser may post per intent: only the fields the catalogue call takes. */
const BODIES: Record<CodeIntent, z.ZodTypeAny> = {
  run: z.object({ token: field(2048).min(1), sourceCode: code, languageId, input }),
  submit: z.object({ token: field(2048).min(1), sourceCode: code, languageId, input }),
  status: z.object({ submissionId: field(200).min(1) }),
  hint: z.object({
    problemId: field(200).min(1),
    problemGroupId: field(200).optional(),
    hintId: field(200).min(1),
  }),
  "compiler-run": z.object({ sourceCode: code, languageId, input }),
  "compiler-status": z.object({ token: field(200).min(1) }),
  share: z.object({ sourceCode: code, languageId, input }),
  assist: z.object({
    sourceCode: code.pipe(z.string().max(ASSISTANT_LIMITS.codeChars)),
    languageId,
    problemId: field(200).optional(),
    question: field(ASSISTANT_LIMITS.questionChars).optional(),
  }),
  "assist-status": z.object({ assistId: field(100).min(1) }),
  history: z.object({ problemId: field(200).min(1) }),
  "submission-code": z.object({ submissionId: field(200).min(1) }),
};

export function isCodeIntent(value: unknown): value is CodeIntent {
  return typeof value === "string" && (CODE_INTENTS as readonly string[]).includes(value);
}

/** One code call for an already CSRF-checked form. */
export async function runCodeIntent(
  context: AppLoadContext,
  intent: CodeIntent,
  form: FormData,
  signedIn: boolean,
): Promise<IntentCallResult> {
  if (LOGIN_INTENTS.has(intent) && !signedIn) {
    return { ok: false, status: 401, message: LOGIN_TO_RUN, login: true };
  }
  const parsed = BODIES[intent].safeParse(fieldsOf(form));
  if (!parsed.success) {
    return {
      ok: false,
      status: 400,
      message: parsed.error.issues[0]?.message ?? CODE_TEXTS.failure,
    };
  }
  return callIntent(context, {
    call: CALL_OF[intent],
    body: parsed.data,
    form,
    captcha: CAPTCHA_INTENTS.has(intent),
    area: "code",
    intent,
    loginMessage: LOGIN_TO_RUN,
    failureMessage: CODE_TEXTS.failure,
  });
}
