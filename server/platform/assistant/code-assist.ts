import { randomBytes } from "node:crypto";
import type { z } from "zod";
import type { codeAssistRequestSchema } from "~/contract/assistant";
import type { Clock } from "../clock";
import type { AssistantIntent } from "~/contract/assistant-values";
import type { ExecutionPool } from "../execution/types";
import { problemOfRequest } from "./tutor";
import { tutorAnswer } from "./tutor-run";

/**
 * The code assistant (spec 02 section 7): a request, then its status polled. Records live in
 * memory (bounded, short-lived): an answer nobody polls for within minutes is not worth keeping.
 */

export type CodeAssistRequest = z.output<typeof codeAssistRequestSchema>;
/** CREATED is never seen: the first poll already finds the request running. */
type CodeAssistStatus = "RUNNING" | "COMPLETED" | "FAILED";

interface AssistRecord {
  id: string;
  userId: string;
  createdAt: number;
  /** Set by the first poll: whoever polls first sees the request running. */
  seenRunning: boolean;
  /** Set when the tutor has answered (it may run the code first). */
  answer?: string;
  failed?: boolean;
  /** Resolves when a poll would see it final (CodeAssistStore.settled). */
  settled?: Promise<void>;
}

export interface CodeAssistStore {
  start(userId: string, request: CodeAssistRequest): string;
  /** The status as a poll sees it; undefined for an unknown, expired or other user's id. */
  poll(
    userId: string,
    assistId: string,
  ): { assistId: string; status: CodeAssistStatus; answer?: string } | undefined;
  /**
   * Resolves once a poll would see the request final: its answer is there and its delay is
   * over (on the real timer; a test clock that stands still leaves the poll to the client).
   */
  settled(assistId: string): Promise<void>;
}

const CODE_ASSIST_CAP = 1000;
const CODE_ASSIST_TTL_MS = 10 * 60 * 1000;

/** The tutor's intent for a code-assistant question: none is a review; words pick the rest. */
export function codeAssistIntent(question: string): AssistantIntent {
  if (!question) return "REVIEW";
  if (/\b(bugs?|wrong|fails?|failing|errors?|broken|fix)\b/i.test(question)) return "FIND_BUG";
  if (/\b(hints?|stuck)\b/i.test(question)) return "HINT";
  return "ASK";
}

/** The code assistant's answer: the tutor, running the code on the problem's examples first. */
export function codeAssistAnswer(
  pool: Pick<ExecutionPool, "admit">,
  userId: string,
  request: CodeAssistRequest,
): Promise<string> {
  const question = request.question?.trim() ?? "";
  return tutorAnswer(
    pool,
    userId,
    {
      question,
      intent: codeAssistIntent(question),
      sourceCode: request.sourceCode,
      languageId: request.languageId,
    },
    problemOfRequest(request.problemId),
  );
}

export function createCodeAssistStore(options: {
  clock: Clock;
  /** How long after its start a request completes at the earliest (PLATFORM_CODE_ASSIST_MS). */
  delayMs: number;
  /** The tutor's answer (it may run the code on the problem's examples first). */
  answer: (userId: string, request: CodeAssistRequest) => Promise<string>;
}): CodeAssistStore {
  const records = new Map<string, AssistRecord>();
  const prune = (now: number) => {
    for (const [id, record] of records) {
      if (now - record.createdAt < CODE_ASSIST_TTL_MS && records.size <= CODE_ASSIST_CAP) break;
      records.delete(id);
    }
  };
  return {
    start(userId, request) {
      const now = options.clock();
      const id = `ca_${randomBytes(12).toString("base64url")}`;
      const record: AssistRecord = { id, userId, createdAt: now, seenRunning: false };
      records.set(id, record);
      const answered = options.answer(userId, request).then(
        (answer) => void (record.answer = answer),
        () => void (record.failed = true),
      );
      record.settled = answered.then(() => {
        const left = options.delayMs - (options.clock() - record.createdAt);
        return left > 0 ? new Promise<void>((resolve) => setTimeout(resolve, left)) : undefined;
      });
      prune(now);
      return id;
    },
    settled(assistId) {
      return records.get(assistId)?.settled ?? Promise.resolve();
    },
    poll(userId, assistId) {
      const now = options.clock();
      prune(now);
      const record = records.get(assistId);
      if (!record || record.userId !== userId) return undefined;
      const ready = record.answer !== undefined || record.failed;
      if (!record.seenRunning || now - record.createdAt < options.delayMs || !ready) {
        record.seenRunning = true;
        return { assistId, status: "RUNNING" };
      }
      if (record.failed) return { assistId, status: "FAILED" };
      return { assistId, status: "COMPLETED", answer: record.answer };
    },
  };
}
