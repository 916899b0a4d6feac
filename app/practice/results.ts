/** What submission/status answers (app/contract/code.ts, read without zod in the browser). */
export interface SubmissionResult {
  submissionId: string;
  status: string;
  mode?: string;
  judgeResult?: string;
  message?: string;
  stdout?: string;
  stderr?: string;
  timeMs?: number;
  memoryKb?: number;
  passedCount?: number;
  totalCount?: number;
  testCases?: Array<{
    index: number;
    passed: boolean;
    hidden?: boolean;
    input?: string;
    expected?: string;
    actual?: string;
  }>;
}

/** What standalone/compiler/status answers (spec 02 section 3, "Compiler result"). */
export interface CompilerResultView {
  inProgress: boolean;
  compileMode?: string;
  isSuccessful?: boolean;
  message?: string;
  result?: string;
  sharedLink?: string;
}

/** Words for the judge kinds (spec 02 section 3). */
export const JUDGE_RESULT_LABELS: Record<string, string> = {
  COMPILER_ERROR: "Compilation error",
  TIME_LIMIT_EXCEEDED: "Time limit exceeded",
  WRONG_ANSWER: "Wrong answer",
  RUNTIME_ERROR: "Runtime error",
};
