import type { LanguageId } from "~/contract/code-values";
import type { ExecutionOutcome } from "../execution/types";
import type { JudgedCase } from "../practice/judge";
import { errorBlock, firstFailing, shown, wrongAnswer, type RunEvidence } from "./tutor-evidence";
import { fence } from "./tutor-format";
import { runInsights, type Insight } from "./tutor-insights";

/**
 * Replies grounded in a real run of the learner's code (tutor-run.ts): what it printed or
 * raised, quoted, and why (tutor-insights.ts). A free question and "Find the bug" lead with it.
 */

const where = (input: string | undefined) =>
  input?.trim() ? "on the input you gave" : "with no input";

const errorText = (outcome: ExecutionOutcome) =>
  outcome.kind === "runtime-error" || outcome.kind === "compile-error" ? outcome.message : "";

/** "## Line 2 prints `None`" when one line explains the output, else a plain heading. */
function printedHeading(insights: Insight[], stdout: string): string {
  const named = insights.find((insight) => insight.line !== undefined);
  const value = ["None", "undefined"].find((v) => stdout.split("\n").some((l) => l.trim() === v));
  if (named && value) return `## Line ${named.line} prints \`${value}\``;
  if (value) return `## Your code prints \`${value}\``;
  return "## What your code printed";
}

/** A run that ended normally: its output, quoted, and what explains it. */
function printed(
  stdout: string,
  ranWhere: string,
  code: string,
  languageId: LanguageId | undefined,
): string[] {
  const insights = runInsights(code, languageId, { stdout });
  return [
    printedHeading(insights, stdout),
    `I ran your code ${ranWhere}. It printed:`,
    fence("text", shown(stdout, "(nothing)")),
    ...insights.map((insight) => insight.text),
  ];
}

/** A run that raised: the error with its line, and what that kind of error means. */
function raised(
  outcome: ExecutionOutcome,
  ranWhere: string,
  code: string,
  languageId: LanguageId | undefined,
): string[] {
  const message = errorText(outcome);
  const stdout = "stdout" in outcome ? outcome.stdout : "";
  const insights = runInsights(code, languageId, { stdout, error: message });
  const title = outcome.kind === "compile-error" ? " before it runs" : "";
  const [heading = "", ...rest] = errorBlock(title, message, code);
  return [
    heading,
    `I ran your code ${ranWhere}.`,
    ...rest,
    stdout.trim() ? `Before that it printed:\n\n${fence("text", shown(stdout, ""))}` : "",
    ...insights.map((insight) => insight.text),
  ].filter(Boolean);
}

/** One run's outcome as the tutor tells it; undefined when it did not run (runner failure). */
export function outcomeReport(
  outcome: ExecutionOutcome,
  input: string | undefined,
  code: string,
  languageId: LanguageId | undefined,
): string[] | undefined {
  const ranWhere = where(input);
  switch (outcome.kind) {
    case "ok":
      return printed(outcome.stdout, ranWhere, code, languageId);
    case "runtime-error":
    case "compile-error":
      return raised(outcome, ranWhere, code, languageId);
    case "time-limit":
      return [
        "## Your code runs out of time",
        `I ran your code ${ranWhere}. It did not finish: look for a loop whose condition never becomes false.`,
      ];
    case "memory-limit":
    case "output-limit":
      return [`## Your code stops: ${outcome.message}`, `I ran your code ${ranWhere}.`];
    default:
      return undefined;
  }
}

/** The first example's run, told like a single run (its input and what it printed). */
function exampleReport(
  example: JudgedCase,
  code: string,
  languageId: LanguageId | undefined,
): string[] {
  const ranWhere = `on example ${example.index + 1}`;
  return [
    ...printed(example.actual ?? "", ranWhere, code, languageId),
    example.passed ? "That is the expected output of this example." : "",
  ].filter(Boolean);
}

/**
 * What a free question's reply leads with: the run's output or error, and why. The examples'
 * wrong answer is shown with its expected output; undefined when nothing ran.
 */
export function groundedReport(
  evidence: RunEvidence | undefined,
  code: string,
  languageId: LanguageId | undefined,
): string[] | undefined {
  if (!evidence || evidence.kind === "busy") return undefined;
  if (evidence.kind === "once") {
    return outcomeReport(evidence.outcome, evidence.input, code, languageId);
  }
  const { verdict } = evidence;
  const failing = firstFailing(verdict);
  switch (verdict.judgeResult) {
    case "WRONG_ANSWER":
      return failing
        ? [
            ...wrongAnswer(failing, verdict).slice(0, -1),
            ...runInsights(code, languageId, { stdout: failing.actual ?? "" }).map((i) => i.text),
          ]
        : undefined;
    case "RUNTIME_ERROR":
    case "COMPILER_ERROR": {
      const message = verdict.message ?? "";
      const at = failing ? ` on example ${failing.index + 1}` : "";
      return [
        ...errorBlock(
          verdict.judgeResult === "COMPILER_ERROR" ? " before it runs" : at,
          message,
          code,
        ),
        ...runInsights(code, languageId, { stdout: verdict.stdout ?? "", error: message }).map(
          (i) => i.text,
        ),
      ].filter(Boolean);
    }
    case "TIME_LIMIT_EXCEEDED":
      return [
        "## Your code runs out of time",
        "It did not finish on the examples: look for a loop whose condition never becomes false.",
      ];
    default: {
      const first = verdict.testCases[0];
      return first ? exampleReport(first, code, languageId) : undefined;
    }
  }
}
