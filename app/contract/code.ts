import { z } from "zod";
import {
  CODE_LIMITS,
  JUDGE_RESULT_KINDS,
  LANGUAGE_IDS,
  RUN_MODES,
  SUBMISSION_STATUSES,
} from "./code-values";
import { lenientEnum, looseObject } from "./lenient";

export * from "./code-values";

/**
 * The code practice calls' bodies and answers (spec 02 sections 3 and 7, "Code runs"; the shapes
 * the spec leaves "not shown" are ours, docs/contract.md "Code practice").
 */

const languageId = z.enum(LANGUAGE_IDS);
const sourceCode = z.string().max(CODE_LIMITS.sourceCodeChars);
const input = z.string().max(CODE_LIMITS.inputChars);
const text = z.string().max(1_000_000);

/** submission/run and submission/submit: `token` is the problem's run token from its page. */
export const submissionRequestSchema = looseObject({
  token: z.string().min(1).max(2048),
  sourceCode,
  languageId,
  input: input.optional(),
});

export const submissionStatusRequestSchema = looseObject({
  submissionId: z.string().min(1).max(200),
});

/** Unknown statuses are kept as text: the poller stops on them and shows the failure text. */
const submissionStatus = lenientEnum(SUBMISSION_STATUSES);

/**
 * A SQL run's rows with their column names, beside the plain text (`stdout`, `result`, `actual`)
 * that stays for what compares or copies text (ours: docs/contract.md "SQL result tables").
 */
export const sqlTableSchema = looseObject({
  columns: z.array(z.string().max(1000)).max(1000),
  rows: z.array(z.array(z.string().max(1_000_000).nullable()).max(1000)).max(100_000),
});

/** A SQL problem's input table as the statement shows it: its name, columns and rows (ours). */
export const namedSqlTableSchema = sqlTableSchema.extend({ name: z.string().min(1).max(200) });

/**
 * One test case of a verdict. A hidden one is `{index, passed, hidden: true}` only: whatever else
 * an upstream sends for it (its input, output, time or memory) is dropped here, before a browser
 * sees it (issue 41: times gave hidden inputs' lengths away).
 */
export const testCaseResultSchema = looseObject({
  index: z.number().int(),
  passed: z.boolean(),
  hidden: z.boolean().optional(),
  input: text.optional(),
  expected: text.optional(),
  actual: text.optional(),
  table: sqlTableSchema.optional().catch(undefined),
  /** SQL: the expected output as a table, shown beside `table` (ours, issue 44). */
  expectedTable: sqlTableSchema.optional().catch(undefined),
  timeMs: z.number().optional(),
  memoryKb: z.number().optional(),
}).transform((testCase) =>
  testCase.hidden
    ? { index: testCase.index, passed: testCase.passed, hidden: true as const }
    : testCase,
);

export const submissionStatusSchema = looseObject({
  submissionId: z.string(),
  status: submissionStatus,
  mode: lenientEnum(RUN_MODES).optional(),
  /** Set on REJECTED: what went wrong. Unknown kinds are kept as text. */
  judgeResult: lenientEnum(JUDGE_RESULT_KINDS).optional(),
  message: text.optional(),
  stdout: text.optional(),
  table: sqlTableSchema.optional().catch(undefined),
  stderr: text.optional(),
  timeMs: z.number().optional(),
  memoryKb: z.number().optional(),
  testCases: z.array(testCaseResultSchema).max(200).optional(),
  passedCount: z.number().int().optional(),
  totalCount: z.number().int().optional(),
});

/**
 * submission/run and submission/submit: the run's id and status, and its final status answer as
 * `result` when the run finished before the upstream answered (ours: docs/contract.md).
 */
export const submissionStartedSchema = looseObject({
  submissionId: z.string().min(1),
  status: submissionStatus,
  result: submissionStatusSchema.optional().catch(undefined),
});

/** nebula-service/problem/unlock-hint (spec 02 section 7). */
export const unlockHintRequestSchema = looseObject({
  problemId: z.string().min(1).max(200),
  problemGroupId: z.string().max(200).optional(),
  hintId: z.string().min(1).max(200),
});
export const unlockHintAnswerSchema = looseObject({
  hintId: z.string(),
  content: text,
});

/** standalone/compiler/run: visitors may run code (the compiler is not login-protected). */
export const compilerRunRequestSchema = looseObject({
  sourceCode,
  languageId,
  input: input.optional(),
});
export const compilerStatusRequestSchema = looseObject({ token: z.string().min(1).max(200) });

/** Spec 02 section 3, "Compiler result". */
export const compilerResultSchema = looseObject({
  inProgress: z.boolean(),
  compileMode: z.string().optional(),
  isSuccessful: z.boolean().optional(),
  message: text.optional(),
  result: text.optional(),
  table: sqlTableSchema.optional().catch(undefined),
  sharedLink: z.string().optional(),
  /**
   * Ours (docs/contract.md "Awaiting input"): the program asked for a line of stdin that was not
   * given. `result` is its output so far, ending with the prompt; no `message`.
   */
  awaitingInput: z.boolean().optional(),
});

/**
 * The run's handle: the status call takes it back. `result`: the compiler result when the run
 * finished before the upstream answered (ours: docs/contract.md).
 */
export const compilerRunAnswerSchema = looseObject({
  token: z.string().min(1),
  result: compilerResultSchema.optional().catch(undefined),
});

/** standalone/code-share: the same code shared twice gives the same link. */
export const codeShareRequestSchema = looseObject({
  sourceCode,
  languageId,
  input: input.optional(),
});
export const codeShareAnswerSchema = looseObject({ sharedLink: z.string().min(1) });
