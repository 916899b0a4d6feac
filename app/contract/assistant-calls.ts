import { apiCallResultSchema, ignoredAnswerSchema } from "./answers";
import {
  assistantStreamRequestSchema,
  codeAssistRequestSchema,
  codeAssistStartedSchema,
  codeAssistStatusRequestSchema,
  codeAssistStatusSchema,
  interviewCredentialsSchema,
  interviewSessionSchema,
  interviewStartRequestSchema,
  interviewSummarySchema,
  interviewTurnRequestSchema,
} from "./assistant";
import { noBody, type CatalogueEntry } from "./catalogue-entry";

/**
 * The AI assistant, the code assistant and the AI interview (spec 02 section 7). The stream
 * calls answer `text/event-stream` (assistant-values.ts, UPSTREAM_STREAM): their answer schema
 * is not used. The interview's paths are ours (docs/contract.md, "AI interview").
 */
export const ASSISTANT_CALLS = {
  /** "A POST with a request body to a server-given uri": the reference platform's uri. */
  assistantStream: {
    path: "/api/v1/assistant/stream",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "action",
    request: assistantStreamRequestSchema,
    answer: ignoredAnswerSchema,
  },
  codeAssist: {
    path: "/api/v1/athena-service/code-assistant/assist",
    method: "POST",
    host: "code",
    login: "required",
    reachedBy: "bff",
    request: codeAssistRequestSchema,
    answer: codeAssistStartedSchema,
  },
  codeAssistStatus: {
    path: "/api/v1/athena-service/code-assistant/assist/status",
    method: "POST",
    host: "code",
    login: "required",
    reachedBy: "bff",
    request: codeAssistStatusRequestSchema,
    answer: codeAssistStatusSchema,
  },
  /** START_AI_INTERVIEW: an API_CALL whose answer's follow-up is the NAVIGATION with context. */
  interviewStart: {
    path: "/api/v1/ai-interview/start",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "action",
    request: interviewStartRequestSchema,
    answer: apiCallResultSchema,
  },
  interviewSession: {
    path: "/api/v1/ai-interview/session",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: interviewCredentialsSchema,
    answer: interviewSessionSchema,
  },
  /** The learner's answer in; the interviewer's next turn streamed out (like the assistant). */
  interviewTurn: {
    path: "/api/v1/ai-interview/turn",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: interviewTurnRequestSchema,
    answer: ignoredAnswerSchema,
  },
  /**
   * The live connection (useWebSocket): a WebSocket upgrade with the user's token; the first
   * message is `{type: "hello", token, interviewId}`, then `{type: "turn", answer, opening?}`.
   * Without an upgrade the platform answers 426.
   */
  interviewSocket: {
    path: "/api/v1/ai-interview/socket",
    method: "GET",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: noBody,
    answer: ignoredAnswerSchema,
  },
  interviewSummary: {
    path: "/api/v1/ai-interview/summary",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: interviewCredentialsSchema,
    answer: interviewSummarySchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
