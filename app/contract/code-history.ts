import { z } from "zod";
import { CODE_LIMITS, JUDGE_RESULT_KINDS, LANGUAGE_IDS, SUBMISSION_STATUSES } from "./code-values";
import { lenientEnum, looseObject } from "./lenient";

/**
 * A learner's submission history per problem (issue 32; ours, docs/contract.md "Submission
 * history"): the list without code, and one submission with its code. Only the learner's own.
 */

/** The most submissions the history call answers (newest first). */
export const SUBMISSION_HISTORY_LIMIT = 50;

const problemId = z.string().min(1).max(200);

export const submissionHistoryRequestSchema = looseObject({ problemId });
export const submissionCodeRequestSchema = looseObject({
  submissionId: z.string().min(1).max(200),
});

/** One finished submission (Submit, not Run): when, language, verdict, runtime and memory. */
export const submissionSummarySchema = looseObject({
  submissionId: z.string().min(1),
  problemId,
  /** ISO 8601 time the learner submitted. */
  submittedAt: z.string(),
  languageId: lenientEnum(LANGUAGE_IDS),
  status: lenientEnum(SUBMISSION_STATUSES),
  judgeResult: lenientEnum(JUDGE_RESULT_KINDS).optional(),
  timeMs: z.number().nonnegative(),
  memoryKb: z.number().nonnegative(),
  passedCount: z.number().int().optional(),
  totalCount: z.number().int().optional(),
});

export const submissionHistoryAnswerSchema = looseObject({
  submissions: z.array(submissionSummarySchema).max(SUBMISSION_HISTORY_LIMIT),
});

export const submissionCodeAnswerSchema = submissionSummarySchema.extend({
  sourceCode: z.string().max(CODE_LIMITS.sourceCodeChars),
});

export type SubmissionSummary = z.output<typeof submissionSummarySchema>;
export type SubmissionCode = z.output<typeof submissionCodeAnswerSchema>;
