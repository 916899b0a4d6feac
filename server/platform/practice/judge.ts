import {
  HIDDEN_CASE_MEASURES,
  roundUpToStep,
  type JudgeResultKind,
  type RunMode,
} from "~/contract/code-values";
import type { ExecutionOutcome, ExecutionPool, SqlTable } from "../execution/types";
import type { ProblemRecord, ProblemTestCase } from "./problem-types";

/** A verdict as the status call answers it (docs/contract.md, "Code practice"). */
export interface Verdict {
  status: "ACCEPTED" | "REJECTED";
  judgeResult?: JudgeResultKind;
  message?: string;
  stdout?: string;
  /** SQL: stdout as a table with its column names (docs/contract.md "SQL result tables"). */
  table?: SqlTable;
  stderr?: string;
  timeMs: number;
  memoryKb: number;
  testCases: JudgedCase[];
  passedCount: number;
  totalCount: number;
}

export interface JudgedCase {
  index: number;
  passed: boolean;
  hidden?: boolean;
  input?: string;
  expected?: string;
  actual?: string;
  /** SQL: `actual` as a table with its column names. */
  table?: SqlTable;
  /** SQL: `expected` as a table with its column names (docs/contract.md "SQL problems"). */
  expectedTable?: SqlTable;
  /** A visible case's own measures; a hidden case has none (the verdict's totals only). */
  timeMs?: number;
  memoryKb?: number;
}

/** The engine failed, not the learner: the status call shows it as a failure to retry. */
export const RUNNER_FAILED = "The code runner failed. Try again in a minute.";

/** Lines compared with their trailing spaces and the trailing blank lines left out. */
export function sameOutput(actual: string, expected: string): boolean {
  const lines = (text: string) => {
    const out = text
      .replace(/\r\n/g, "\n")
      .split("\n")
      .map((line) => line.trimEnd());
    while (out.length && out[out.length - 1] === "") out.pop();
    return out;
  };
  const a = lines(actual);
  const b = lines(expected);
  return a.length === b.length && a.every((line, i) => line === b[i]);
}

/**
 * A case's output against its expected one: a SQL case with an expected table compares the rows
 * cell by cell (NULL is not an empty text; column names are not compared), else the text.
 */
export function sameResult(
  output: { stdout: string; table?: SqlTable },
  testCase: Pick<ProblemTestCase, "expected" | "expectedTable">,
): boolean {
  const expected = testCase.expectedTable;
  if (!expected || !output.table) return sameOutput(output.stdout, testCase.expected);
  const { rows } = output.table;
  return (
    output.table.columns.length === expected.columns.length &&
    rows.length === expected.rows.length &&
    rows.every((row, r) => row.every((cell, c) => cell === expected.rows[r]?.[c]))
  );
}

type Failure = Pick<Verdict, "judgeResult" | "message">;

/** What an outcome other than "ok" means for the learner. */
export function failureOf(outcome: ExecutionOutcome): Failure | undefined {
  switch (outcome.kind) {
    case "ok":
      return undefined;
    case "compile-error":
      return { judgeResult: "COMPILER_ERROR", message: outcome.message };
    case "time-limit":
      return { judgeResult: "TIME_LIMIT_EXCEEDED", message: outcome.message };
    case "runtime-error":
    case "memory-limit":
    case "output-limit":
      return { judgeResult: "RUNTIME_ERROR", message: outcome.message };
    case "unsupported":
      return { message: outcome.message };
    case "internal-error":
      return { message: RUNNER_FAILED };
  }
}

export interface JudgeRequest {
  problem: ProblemRecord;
  languageId: string;
  sourceCode: string;
  mode: RunMode;
  /** RUN with an input of the learner's own: one run on it, no expected output. */
  customInput?: string;
  onStart?: () => void;
}

const measured = (outcome: ExecutionOutcome) =>
  "timeMs" in outcome
    ? {
        timeMs: outcome.timeMs,
        memoryKb: outcome.memoryKb,
        stdout: outcome.stdout,
        stderr: outcome.stderr,
        ...(outcome.table ? { table: outcome.table } : {}),
      }
    : { timeMs: 0, memoryKb: 0, stdout: "", stderr: "" };

/** The verdict of one run with no expected output (the learner's own input, the compiler). */
export function verdictOfRun(outcome: ExecutionOutcome): Verdict {
  const failure = failureOf(outcome);
  return {
    status: failure ? "REJECTED" : "ACCEPTED",
    ...failure,
    ...measured(outcome),
    testCases: [],
    passedCount: 0,
    totalCount: 0,
  };
}

/**
 * Runs a learner's code: RUN on the sample cases (or on the learner's own input), SUBMIT on every
 * case. A compile error, a time-out or a failure of the engine stops at that case; a wrong answer
 * or runtime error on one case still runs the others, so the learner sees how many pass.
 * `pool` is the submission's admission (its identity's lane and pending place), or a pool; with
 * `runCases` the cases are one job of one worker (decision 062), else one run each.
 */
export async function judge(
  pool: Pick<ExecutionPool, "run"> & Partial<Pick<ExecutionPool, "runCases">>,
  request: JudgeRequest,
): Promise<Verdict> {
  const { problem, languageId, sourceCode, mode } = request;
  let started = false;
  const hooks = {
    onStart: () => {
      if (started) return;
      started = true;
      request.onStart?.();
    },
  };
  const program = { languageId, sourceCode, input: "", setup: problem.sqlSetup };
  const run = (input: string, setup = problem.sqlSetup) =>
    pool.run({ ...program, input, setup }, hooks);

  // A SQL query reads tables, not stdin: a custom input means nothing there.
  const custom = problem.sqlSetup ? "" : (request.customInput ?? "");
  if (mode === "RUN" && custom.trim() !== "") return verdictOfRun(await run(custom));

  const cases = problem.testCases.filter((c) => mode === "SUBMIT" || c.sample);
  const judged: JudgedCase[] = [];
  let firstFailure: Failure | undefined;
  let firstOutput: { stdout: string; stderr: string; table?: SqlTable } | undefined;
  let timeMs = 0;
  let memoryKb = 0;
  let hiddenRan = false;
  // One job for a submission's cases, unless a case brings tables of its own (SQL).
  const ownSetups = cases.some((testCase) => testCase.sqlSetup !== undefined);
  const outcomes =
    pool.runCases && !ownSetups
      ? await pool.runCases(
          program,
          cases.map((testCase) => testCase.input),
          hooks,
        )
      : undefined;
  for (const [index, testCase] of cases.entries()) {
    const outcome = outcomes
      ? outcomes[index]
      : await run(testCase.input, testCase.sqlSetup ?? problem.sqlSetup);
    // The job stopped at an earlier case (a compile error, a time-out, a failure).
    if (!outcome) break;
    const m = measured(outcome);
    timeMs += m.timeMs;
    memoryKb = Math.max(memoryKb, m.memoryKb);
    hiddenRan ||= !testCase.sample;
    // Only a sample case's output is shown: a hidden case's output would give its answer away.
    if (testCase.sample) firstOutput ??= { stdout: m.stdout, stderr: m.stderr, table: m.table };
    const failure = failureOf(outcome);
    const passed = !failure && sameResult(m, testCase);
    // A hidden case's time or memory would tell its input's size: the totals below only.
    judged.push(
      testCase.sample
        ? {
            index,
            passed,
            input: testCase.input,
            expected: testCase.expected,
            actual: m.stdout,
            table: m.table,
            ...(testCase.expectedTable ? { expectedTable: testCase.expectedTable } : {}),
            timeMs: m.timeMs,
            memoryKb: m.memoryKb,
          }
        : { index, passed, hidden: true },
    );
    if (!passed && !firstFailure) {
      firstFailure = failure ?? {
        judgeResult: "WRONG_ANSWER",
        message: `Wrong answer on test case ${index + 1}`,
      };
      if (!testCase.sample && failure?.judgeResult === "RUNTIME_ERROR") {
        // A hidden case's error text may echo its input: say which case, not what it held.
        firstFailure = { ...failure, message: `Runtime error on test case ${index + 1}` };
      }
    }
    const stopsHere =
      failure &&
      (failure.judgeResult === "COMPILER_ERROR" ||
        failure.judgeResult === "TIME_LIMIT_EXCEEDED" ||
        !failure.judgeResult);
    if (stopsHere) break;
  }
  const passedCount = judged.filter((c) => c.passed).length;
  return {
    status: firstFailure || passedCount < cases.length ? "REJECTED" : "ACCEPTED",
    ...firstFailure,
    stdout: firstOutput?.stdout,
    table: firstOutput?.table,
    stderr: firstOutput?.stderr,
    ...(hiddenRan
      ? {
          timeMs: roundUpToStep(timeMs, HIDDEN_CASE_MEASURES.timeStepMs),
          memoryKb: roundUpToStep(memoryKb, HIDDEN_CASE_MEASURES.memoryStepKb),
        }
      : { timeMs, memoryKb }),
    testCases: judged,
    passedCount,
    totalCount: cases.length,
  };
}
