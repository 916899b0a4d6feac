import type { JudgedCase, Verdict } from "../practice/judge";
import type { ExecutionOutcome } from "../execution/types";
import { codeLines } from "./tutor-code";
import { fence, plural } from "./tutor-format";

/**
 * What happened when the tutor ran the learner's code (tutor-run.ts): the problem's visible
 * examples through the practice judge, or (no problem: the compiler) one run on an empty input.
 */
export type RunEvidence =
  | { kind: "examples"; verdict: Verdict }
  | {
      kind: "once";
      outcome: ExecutionOutcome;
      /** The stdin it ran on ("" when none). */ input?: string;
    }
  /** The learner already has their cap of runs pending: the tutor answers without running. */
  | { kind: "busy" };

/** The tutor's sentences about that run: pure text. */

const SHOWN_CHARS = 600;
const SHOWN_LINES = 12;

/** Input or output as the learner sees it: shortened, and never an invisible empty block. */
export function shown(text: string | undefined, empty: string): string {
  const value = (text ?? "").replace(/\n+$/, "");
  if (!value) return empty;
  const lines = value.split("\n");
  let cut = lines.slice(0, SHOWN_LINES).join("\n");
  if (cut.length > SHOWN_CHARS) cut = cut.slice(0, SHOWN_CHARS);
  return cut.length < value.length ? `${cut}\n… (${plural(lines.length, "line")} in all)` : cut;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The line an error points at: Python's traceback names it (its last `line N` is the innermost
 * frame); QuickJS names none, so the line holding what the message names stands in.
 */
export function errorLine(message: string, code: string): number | undefined {
  const named = [...message.matchAll(/\bline (\d+)/g)].at(-1)?.[1];
  if (named) return Number(named);
  const lines = codeLines(code);
  const find = (pattern: RegExp) => lines.find(({ text }) => pattern.test(text))?.line;
  const property = /property '([^']+)'/.exec(message)?.[1];
  if (property) {
    const name = escapeRegExp(property);
    return find(new RegExp(`\\.${name}\\b|\\[\\s*["'\`]${name}["'\`]\\s*\\]`));
  }
  const undefinedName = /'([^']+)' is not defined/.exec(message)?.[1];
  if (undefinedName) return find(new RegExp(`\\b${escapeRegExp(undefinedName)}\\b`));
  const thrown = /^\w*Error: (.+)$/m.exec(message)?.[1];
  if (thrown) return find(new RegExp(`throw\\b.*${escapeRegExp(thrown)}`)) ?? find(/\bthrow\b/);
  return undefined;
}

export function errorBlock(title: string, message: string, code: string): string[] {
  const line = errorLine(message, code);
  const text = line
    ? codeLines(code)
        .find((l) => l.line === line)
        ?.text.trim()
    : undefined;
  return [
    line ? `## Line ${line} raises an error${title}` : `## Your code raises an error${title}`,
    fence("text", shown(message, "(no message)")),
    text ? `Line ${line} is \`${text}\`: check the values it uses just before it runs.` : "",
  ];
}

/** "The example" for one, "All 3 examples" for more: never "all 1 examples". */
const everyExample = (count: number) =>
  count === 1 ? "The example" : `All ${plural(count, "example")}`;

export const firstFailing = (verdict: Verdict): JudgedCase | undefined =>
  verdict.testCases.find((testCase) => !testCase.passed);

export function wrongAnswer(failing: JudgedCase, verdict: Verdict): string[] {
  return [
    `## Example ${failing.index + 1} gives a wrong answer`,
    `Your code passes ${verdict.passedCount} of ${plural(verdict.totalCount, "example")}. On example ${failing.index + 1}:`,
    `**Input:**\n\n${fence("text", shown(failing.input, "(empty input)"))}`,
    `**Expected output:**\n\n${fence("text", shown(failing.expected, "(nothing)"))}`,
    `**Your output:**\n\n${fence("text", shown(failing.actual, "(nothing printed)"))}`,
    "Work through this input by hand next to your code, and print the values step by step to see where they part.",
  ];
}

/** The heading and body for "Find the bug" from the examples' verdict. */
function examplesReport(verdict: Verdict, code: string): string[] {
  const failing = firstFailing(verdict);
  const at = failing ? ` on example ${failing.index + 1}` : "";
  switch (verdict.judgeResult) {
    case "COMPILER_ERROR":
      return errorBlock(" before it runs", verdict.message ?? "", code);
    case "TIME_LIMIT_EXCEEDED":
      return [
        `## Your code runs out of time${at}`,
        "It did not finish: look for a loop whose condition never becomes false.",
      ];
    case "RUNTIME_ERROR":
      return [
        ...errorBlock(at, verdict.message ?? "", code),
        failing
          ? `**Input of that example:**\n\n${fence("text", shown(failing.input, "(empty input)"))}`
          : "",
      ];
    case "WRONG_ANSWER":
      return failing ? wrongAnswer(failing, verdict) : [];
    default:
      if (verdict.status === "ACCEPTED") {
        return [
          `## ${everyExample(verdict.totalCount)} ${verdict.totalCount === 1 ? "passes" : "pass"}`,
          "Your code gives the expected output on every visible example. Submit also runs hidden test cases; check these first:",
        ];
      }
      return [`## I could not run your code`, verdict.message ?? ""];
  }
}

/** Whether that line reads the input (a `readline()` that found none, in a run without input). */
function readsInputAt(line: number | undefined, code: string): boolean {
  const text = codeLines(code).find((l) => l.line === line)?.text ?? "";
  return /\b(readline|input|stdin|Scanner|nextLine)\b/.test(text);
}

function onceReport(outcome: ExecutionOutcome, code: string, input = ""): string[] | undefined {
  switch (outcome.kind) {
    case "compile-error":
      return errorBlock(" before it runs", outcome.message, code);
    case "runtime-error":
      // Run with no input, a program that reads some fails there: not the learner's bug.
      if (!input.trim() && /\bEOFError\b|EOF when reading/.test(outcome.message)) return undefined;
      if (!input.trim() && readsInputAt(errorLine(outcome.message, code), code)) return undefined;
      return errorBlock("", outcome.message, code);
    case "time-limit":
      return [
        "## Your code runs out of time",
        "It did not finish: look for a loop whose condition never becomes false.",
      ];
    default:
      return undefined;
  }
}

/** What "Find the bug" leads with; undefined when the run says nothing (then patterns answer). */
export function bugReport(evidence: RunEvidence | undefined, code: string): string[] | undefined {
  if (!evidence || evidence.kind === "busy") return undefined;
  if (evidence.kind === "once") return onceReport(evidence.outcome, code, evidence.input);
  return examplesReport(evidence.verdict, code).filter(Boolean);
}

/** Whether the examples all pass (then "Find the bug" lists what to check next). */
export const allPass = (evidence: RunEvidence | undefined) =>
  evidence?.kind === "examples" && evidence.verdict.status === "ACCEPTED";

/** One sentence on the examples for the hint and the review. */
export function examplesLine(evidence: RunEvidence | undefined): string | undefined {
  if (evidence?.kind !== "examples") return undefined;
  const { verdict } = evidence;
  const total = plural(verdict.totalCount, "example");
  if (verdict.status === "ACCEPTED")
    return `Your code passes ${everyExample(verdict.totalCount).toLowerCase()}: Submit runs the hidden test cases too.`;
  const failing = firstFailing(verdict);
  if (verdict.judgeResult === "WRONG_ANSWER" && failing) {
    return `Your code passes ${verdict.passedCount} of ${total}; example ${failing.index + 1} expects \`${shown(failing.expected, "nothing").split("\n")[0]}\` but gets \`${shown(failing.actual, "nothing").split("\n")[0]}\`.`;
  }
  if (verdict.judgeResult === "RUNTIME_ERROR")
    return `Your code raises an error on the examples: ${verdict.message?.split("\n").at(-1) ?? ""}`;
  if (verdict.judgeResult === "COMPILER_ERROR")
    return 'Your code does not compile yet: ask "Find the bug" for the line.';
  if (verdict.judgeResult === "TIME_LIMIT_EXCEEDED")
    return "Your code runs out of time on the examples: look for a loop that never ends.";
  return undefined;
}
