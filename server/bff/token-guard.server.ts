import { z } from "zod";
import { logger } from "../shared/logger";

/**
 * An upstream answer that holds a credential never reaches the browser (docs/security.md): the
 * BFF keeps tokens server-side, sealed in the session. Every action's upstream answer is checked
 * (`credentialFree`, applied by callForAction) and so is a text download before it is relayed.
 */
const TOKEN_KEY =
  /^(?:token|auth[-_]?token|access[-_]?token|id[-_]?token|refresh[-_]?token|auth[-_]?header|jwt)$/i;
const TOKEN_IN_TEXT =
  /["']?(?:token|auth[-_]?token|access[-_]?token|id[-_]?token|refresh[-_]?token|auth[-_]?header|jwt)["']?\s*[:=]/i;
const MAX_DEPTH = 64;

/** Whether a parsed answer has a credential-named key anywhere inside it. */
export function holdsToken(value: unknown, depth = 0): boolean {
  if (!value || typeof value !== "object" || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => holdsToken(item, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(
    ([key, child]) => TOKEN_KEY.test(key) || holdsToken(child, depth + 1),
  );
}

/** The same check on an answer's text (JSON, or any text that names a credential field). */
export function textHoldsToken(text: string): boolean {
  try {
    return holdsToken(JSON.parse(text));
  } catch {
    return TOKEN_IN_TEXT.test(text);
  }
}

export function logTokenRefused(where: string): void {
  logger.warn({ event: "token-answer-refused", where }, "token answer refused");
}

/**
 * An API_CALL answer whose follow-up opens the AI interview (START_AI_INTERVIEW): its context
 * holds the interview's token, which the BFF seals in a cookie and never relays
 * (interview-context.server.ts). The answer without that context, for the check.
 */
function withoutInterviewContext(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const answer = value as { action?: { type?: unknown; uri?: unknown; context?: unknown } };
  const action = answer.action;
  const opensInterview =
    action?.type === "NAVIGATION" &&
    typeof action.uri === "string" &&
    action.uri.startsWith("/interview/");
  if (!opensInterview) return value;
  return { ...answer, action: { ...action, context: undefined } };
}

/**
 * The schema of an action's answer, refusing any answer that holds a credential: the call then
 * fails as an unreadable answer (502 "Something went wrong"), and nothing of it is relayed.
 * `sealsInterviewContext`: the caller seals an interview follow-up's context (and must refuse
 * the answer when it cannot), so a credential there is allowed.
 */
export function credentialFree<S extends z.ZodTypeAny>(
  schema: S,
  where: string,
  { sealsInterviewContext = false } = {},
) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      if (!holdsToken(sealsInterviewContext ? withoutInterviewContext(value) : value)) return;
      logTokenRefused(where);
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "The answer holds a credential." });
    })
    .pipe(schema);
}
