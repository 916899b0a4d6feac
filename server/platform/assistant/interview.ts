import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { INTERVIEW_TEXTS } from "~/contract/assistant-values";
import type { InterviewSession, InterviewSummary } from "~/contract/assistant";
import type { Clock } from "../clock";
import { INTERVIEW_INVITATION_URI, questionPlan, type PlannedQuestion } from "./interview-plans";
import { acknowledge, overallOf, scoreAnswer } from "./interview-scoring";

/**
 * AI interview sessions (spec 01 section 2.4; docs/contract.md "AI interview"). In memory,
 * bounded and short-lived: a practice interview is worth nothing after a day. Each session has
 * its own token (only its hash kept), the platform's credential for that interview alone.
 */

export class InterviewError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const NOT_FOUND = "This interview does not exist or has expired";
const FORBIDDEN = "This interview belongs to another session";
const FINISHED = "This interview is finished";
const NOT_FINISHED = "The interview is not finished yet";
const NOT_OPENED = "Ask for the opening question first";

const CAP = 1000;
const TTL_MS = 24 * 60 * 60 * 1000;

export interface InterviewFlags {
  useWebSocket: boolean;
  useServerTTS: boolean;
}

interface InterviewRecord {
  id: string;
  userId: string;
  role: string;
  flags: InterviewFlags;
  tokenHash: Buffer;
  createdAt: number;
  questions: readonly PlannedQuestion[];
  answers: string[];
  turns: Array<{ role: "interviewer" | "learner"; text: string }>;
}

export interface InterviewTurn {
  text: string;
  finished: boolean;
}

export interface InterviewStore {
  start(
    userId: string,
    role: string,
    flags?: Partial<InterviewFlags>,
  ): {
    interviewId: string;
    token: string;
  };
  /** The user's interview that this token opens; 404 unknown, 403 someone else's or wrong token. */
  open(userId: string, credentials: { token: string; interviewId: string }): InterviewRecord;
  session(record: InterviewRecord): InterviewSession;
  /** The interviewer's next turn ("" asks for the opening), recorded with the learner's answer. */
  turn(record: InterviewRecord, answer: string): InterviewTurn;
  summary(record: InterviewRecord): InterviewSummary;
}

const hashOf = (token: string) => createHash("sha256").update(token).digest();
const finishedOf = (record: InterviewRecord) => record.answers.length >= record.questions.length;
const questionLine = (record: InterviewRecord, index: number) =>
  `Question ${index + 1} of ${record.questions.length}: ${record.questions[index]?.text ?? ""}`;

/** The interviewer's texts; pure, so the tests can name what is streamed. */
export function openingText(record: Pick<InterviewRecord, "role" | "questions">): string {
  const n = record.questions.length;
  return (
    `Hello, and welcome to your mock interview for the ${record.role} role. ` +
    `I will ask you ${n === 1 ? "1 question" : `${n} questions`}, one at a time: answer as you would in a real interview.\n\n` +
    `Question 1 of ${n}: ${record.questions[0]?.text ?? ""}`
  );
}

/**
 * What to do after the summary: try again, and practise the weakest answer's topic (a link
 * where the platform has problems for it). An interview scored 4 or more per answer has no weak
 * topic to name.
 */
export function nextStepsOf(
  questions: readonly PlannedQuestion[],
  scores: readonly number[],
): Array<{ label: string; href?: string }> {
  const steps: Array<{ label: string; href?: string }> = [
    { label: "Try the interview again", href: INTERVIEW_INVITATION_URI },
  ];
  const lowest = Math.min(...scores);
  const weakest = questions[scores.indexOf(lowest)];
  if (weakest && lowest < 4) {
    steps.push(
      weakest.practice
        ? { label: weakest.practice.label, href: weakest.practice.href }
        : { label: `Practise your answer to "${weakest.text}"` },
    );
  }
  return steps;
}

export const CLOSING_TEXT =
  "That was the last question: thank you for your time. Your summary, with feedback on each answer, is ready.";

export function createInterviewStore(clock: Clock): InterviewStore {
  const records = new Map<string, InterviewRecord>();
  const prune = (now: number) => {
    for (const [id, record] of records) {
      if (now - record.createdAt < TTL_MS && records.size <= CAP) break;
      records.delete(id);
    }
  };
  return {
    start(userId, role, flags = {}) {
      const now = clock();
      const interviewId = `iv_${randomBytes(12).toString("base64url")}`;
      const token = randomBytes(32).toString("base64url");
      records.set(interviewId, {
        id: interviewId,
        userId,
        role,
        flags: {
          useWebSocket: flags.useWebSocket ?? false,
          useServerTTS: flags.useServerTTS ?? false,
        },
        tokenHash: hashOf(token),
        createdAt: now,
        questions: questionPlan(role),
        answers: [],
        turns: [],
      });
      prune(now);
      return { interviewId, token };
    },
    open(userId, { token, interviewId }) {
      prune(clock());
      const record = records.get(interviewId);
      if (!record) throw new InterviewError(404, NOT_FOUND);
      const tokenMatches = timingSafeEqual(record.tokenHash, hashOf(token));
      if (record.userId !== userId || !tokenMatches) throw new InterviewError(403, FORBIDDEN);
      return record;
    },
    session(record) {
      return {
        interviewId: record.id,
        role: record.role,
        totalQuestions: record.questions.length,
        answered: record.answers.length,
        finished: finishedOf(record),
        turns: record.turns.map((turn) => ({ ...turn })),
      };
    },
    turn(record, rawAnswer) {
      const answer = rawAnswer.trim();
      if (finishedOf(record)) throw new InterviewError(409, FINISHED);
      const opened = record.turns.length > 0;
      let text: string;
      if (!opened) {
        if (answer) throw new InterviewError(409, NOT_OPENED);
        text = openingText(record);
      } else {
        if (!answer) throw new InterviewError(400, INTERVIEW_TEXTS.emptyAnswer);
        const question = record.questions[record.answers.length]!;
        record.answers.push(answer);
        record.turns.push({ role: "learner", text: answer });
        const next = record.answers.length;
        text =
          `${acknowledge(question, answer)}\n\n` +
          (finishedOf(record) ? CLOSING_TEXT : questionLine(record, next));
      }
      record.turns.push({ role: "interviewer", text });
      return { text, finished: finishedOf(record) };
    },
    summary(record) {
      if (!finishedOf(record)) throw new InterviewError(409, NOT_FINISHED);
      const questions = record.questions.map((question, index) => {
        const answer = record.answers[index] ?? "";
        return { question: question.text, answer, ...scoreAnswer(question, answer) };
      });
      const total = questions.reduce((sum, q) => sum + q.score, 0);
      const score = Math.round((total / questions.length) * 10) / 10;
      return {
        interviewId: record.id,
        role: record.role,
        overall: overallOf(score),
        score,
        questions,
        nextSteps: nextStepsOf(
          record.questions,
          questions.map((q) => q.score),
        ),
      };
    },
  };
}
