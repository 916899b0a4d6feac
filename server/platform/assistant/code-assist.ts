import { randomBytes } from "node:crypto";
import type { z } from "zod";
import type { codeAssistRequestSchema } from "~/contract/assistant";
import type { Clock } from "../clock";
import { problemOfRequest, tutorReply } from "./tutor";

/**
 * The code assistant (spec 02 section 7): a request, then its status polled. Records live in
 * memory (bounded, short-lived): an answer nobody polls for within minutes is not worth keeping.
 */

type CodeAssistRequest = z.output<typeof codeAssistRequestSchema>;
/** CREATED is never seen: the first poll already finds the request running. */
type CodeAssistStatus = "RUNNING" | "COMPLETED";

interface AssistRecord {
  id: string;
  userId: string;
  createdAt: number;
  /** Set by the first poll: whoever polls first sees the request running. */
  seenRunning: boolean;
  answer: string;
}

export interface CodeAssistStore {
  start(userId: string, request: CodeAssistRequest): string;
  /** The status as a poll sees it; undefined for an unknown, expired or other user's id. */
  poll(
    userId: string,
    assistId: string,
  ): { assistId: string; status: CodeAssistStatus; answer?: string } | undefined;
}

const CODE_ASSIST_CAP = 1000;
const CODE_ASSIST_TTL_MS = 10 * 60 * 1000;

export function createCodeAssistStore(options: {
  clock: Clock;
  /** How long after its start a request completes (PLATFORM_CODE_ASSIST_MS). */
  delayMs: number;
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
      // The tutor is pure and fast: the answer is ready now and only revealed when "complete".
      const question = request.question?.trim() ?? "";
      const answer = tutorReply(
        {
          question,
          intent: question ? "ASK" : "REVIEW",
          sourceCode: request.sourceCode,
          languageId: request.languageId,
        },
        problemOfRequest(request.problemId),
      );
      records.set(id, { id, userId, createdAt: now, seenRunning: false, answer });
      prune(now);
      return id;
    },
    poll(userId, assistId) {
      const now = options.clock();
      prune(now);
      const record = records.get(assistId);
      if (!record || record.userId !== userId) return undefined;
      if (!record.seenRunning || now - record.createdAt < options.delayMs) {
        record.seenRunning = true;
        return { assistId, status: "RUNNING" };
      }
      return { assistId, status: "COMPLETED", answer: record.answer };
    },
  };
}
