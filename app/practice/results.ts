import type { z } from "zod";
import type { compilerResultSchema, submissionStatusSchema } from "~/contract/code";

/** What submission/status answers (its schema is on the server; only the type comes here). */
export type SubmissionResult = z.output<typeof submissionStatusSchema>;

/** What standalone/compiler/status answers (spec 02 section 3, "Compiler result"). */
export type CompilerResultView = z.output<typeof compilerResultSchema>;

/** Words for the judge kinds (spec 02 section 3). */
export const JUDGE_RESULT_LABELS: Record<string, string> = {
  COMPILER_ERROR: "Compilation error",
  TIME_LIMIT_EXCEEDED: "Time limit exceeded",
  WRONG_ANSWER: "Wrong answer",
  RUNTIME_ERROR: "Runtime error",
};
