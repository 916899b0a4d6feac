import { z } from "zod";
import { ASSISTANT_INTENTS, ASSISTANT_LIMITS, INTERVIEW_LIMITS } from "./assistant-values";
import { LANGUAGE_IDS } from "./code-values";
import { looseObject } from "./lenient";

/** One earlier turn of a conversation, sent back so the upstream can follow it. */
export const assistantTurnSchema = z.object({
  role: z.enum(["learner", "assistant"]),
  text: z.string().max(ASSISTANT_LIMITS.historyTurnChars),
});

/**
 * The body of the assistant's stream call (spec 02 section 7: "a POST with a request body to a
 * server-given uri"): the action's requestObject (problemId, context ...) plus what the learner
 * typed. docs/contract.md, "AI assistant".
 */
export const assistantStreamRequestSchema = looseObject({
  question: z.string().max(ASSISTANT_LIMITS.questionChars),
  intent: z.enum(ASSISTANT_INTENTS).catch("ASK"),
  sourceCode: z.string().max(ASSISTANT_LIMITS.codeChars).optional(),
  languageId: z.enum(LANGUAGE_IDS).optional(),
  /** The program's stdin as the learner gave it (ours): the tutor runs the code on it. */
  input: z.string().max(ASSISTANT_LIMITS.inputChars).optional(),
  problemId: z.union([z.string(), z.number()]).optional(),
  history: z.array(assistantTurnSchema).max(ASSISTANT_LIMITS.historyTurns).optional(),
});
export type AssistantStreamRequest = z.infer<typeof assistantStreamRequestSchema>;

/** Code assistant (spec 02 section 7): a request, then its status polled. */
export const codeAssistRequestSchema = looseObject({
  sourceCode: z.string().min(1).max(ASSISTANT_LIMITS.codeChars),
  languageId: z.enum(LANGUAGE_IDS),
  problemId: z.union([z.string(), z.number()]).optional(),
  question: z.string().max(ASSISTANT_LIMITS.questionChars).optional(),
});
export const codeAssistStatusRequestSchema = looseObject({ assistId: z.string().min(1).max(100) });
export const CODE_ASSIST_STATUSES = [
  "CREATED",
  "QUEUED",
  "RUNNING",
  "COMPLETED",
  "FAILED",
] as const;
export const codeAssistStatusSchema = looseObject({
  assistId: z.string(),
  // An unknown status is treated as still running, until the poll budget ends.
  status: z.enum(CODE_ASSIST_STATUSES).or(z.string()),
  answer: z.string().optional(),
});
/** The request's id, and its final status as `result` when it finished at once (ours). */
export const codeAssistStartedSchema = looseObject({
  assistId: z.string().min(1),
  result: codeAssistStatusSchema.optional().catch(undefined),
});

/** AI interview (spec 01 section 2.4; the paths and payloads are ours: docs/contract.md). */
export const interviewStartRequestSchema = looseObject({
  role: z.string().trim().min(1).max(INTERVIEW_LIMITS.roleChars),
  /** The interview's flags as the invitation asks for them (default off). */
  useWebSocket: z.boolean().optional(),
  useServerTTS: z.boolean().optional(),
});

/** Messages of the live connection, upstream leg (INTERVIEW_SOCKET). */
export const interviewSocketHelloSchema = z.object({
  type: z.literal("hello"),
  token: z.string().min(1).max(2000),
  interviewId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
});
export const interviewSocketTurnSchema = z.object({
  type: z.literal("turn"),
  answer: z.string().max(INTERVIEW_LIMITS.answerChars),
  opening: z.boolean().optional(),
});
export const interviewSocketServerMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("delta"), data: z.string() }),
  z.object({ type: z.literal("audio"), mime: z.string(), data: z.string() }),
  z.object({ type: z.literal("done"), finished: z.boolean() }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export const interviewCredentialsSchema = looseObject({
  token: z.string().min(1).max(2000),
  interviewId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
});
export const interviewTurnRecordSchema = looseObject({
  role: z.enum(["interviewer", "learner"]).or(z.string()),
  text: z.string(),
});
export const interviewSessionSchema = looseObject({
  interviewId: z.string(),
  role: z.string(),
  totalQuestions: z.number().int().positive(),
  answered: z.number().int().nonnegative(),
  finished: z.boolean(),
  turns: z.array(interviewTurnRecordSchema),
});
export type InterviewSession = z.infer<typeof interviewSessionSchema>;
export const interviewTurnRequestSchema = interviewCredentialsSchema.extend({
  answer: z.string().max(INTERVIEW_LIMITS.answerChars),
});
export const interviewFeedbackSchema = looseObject({
  question: z.string(),
  answer: z.string(),
  feedback: z.string(),
  score: z.number().min(0).max(5),
});
/** A next step after the summary (ours): a label, and a link on this site when there is one. */
export const interviewNextStepSchema = looseObject({
  label: z.string().min(1).max(200),
  // Only a path of this site: anything else shows as text without a link.
  href: z
    .string()
    .regex(/^\/(?![/\\])[^\s]*$/)
    .max(512)
    .optional()
    .catch(undefined),
});
export const interviewSummarySchema = looseObject({
  interviewId: z.string(),
  role: z.string(),
  overall: z.string(),
  score: z.number().min(0).max(5),
  questions: z.array(interviewFeedbackSchema),
  nextSteps: z.array(interviewNextStepSchema).max(5).optional().catch(undefined),
});
export type InterviewSummary = z.infer<typeof interviewSummarySchema>;

/**
 * Where a page offers the assistant (docs/contract.md): an action description without a type,
 * signed by the BFF like any other, in the CODE_EDITOR and STANDALONE_COMPILER widgets' data and
 * in a page's `pageData.assistant`.
 */
export const assistantEntrySchema = looseObject({
  uri: z.string().min(1).max(512),
  requestObject: z.record(z.unknown()).optional(),
  title: z.string().max(80).optional(),
  sig: z.string().optional(),
});
export type AssistantEntry = z.output<typeof assistantEntrySchema>;
