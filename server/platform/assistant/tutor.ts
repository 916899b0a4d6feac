import type { AssistantIntent } from "~/contract/assistant-values";
import type { AssistantStreamRequest } from "~/contract/assistant";
import { findProblem } from "../practice/problems";
import type { ExecutionOutcome } from "../execution/types";
import type { ProblemRecord } from "../practice/problem-types";
import { codeLines, complexityOf, findBugs, isEmptyCode, lineList, shapeOf } from "./tutor-code";
import { allPass, bugReport, examplesLine, shown, type RunEvidence } from "./tutor-evidence";
import { groundedReport, outcomeReport } from "./tutor-grounded";
import { runInsights } from "./tutor-insights";
import {
  approachFor,
  bullets,
  DIFFICULTY_WORD,
  fence,
  fenceName,
  languageOf,
  numbered,
  plural,
  SQL_LANGUAGES,
} from "./tutor-format";
import { topicOf } from "./tutor-topics";

/**
 * The reference platform's tutor: a pure function from the learner's request, the problem it
 * names and what running the code showed (tutor-run.ts) to a markdown reply. Never random and
 * never a model, so tests can assert the text. It never repeats the question back.
 */

export type TutorRequest = Pick<
  AssistantStreamRequest,
  "question" | "intent" | "sourceCode" | "languageId" | "history" | "input"
>;

/** The practice problem a request names, if it names one the platform has. */
export function problemOfRequest(
  problemId: string | number | undefined,
): ProblemRecord | undefined {
  return problemId === undefined ? undefined : findProblem(String(problemId));
}

const NO_PROBLEM =
  "I do not have a problem statement with this question, so I answer from what you sent.";

type Answer = (
  request: TutorRequest,
  problem: ProblemRecord | undefined,
  evidence: RunEvidence | undefined,
) => string;

/** What a run printed (nothing for a run that never started). */
const printedBy = (outcome: ExecutionOutcome) => ("stdout" in outcome ? outcome.stdout : "");

const BUSY_NOTE =
  "I could not run your code just now (your other runs are still pending), so this is from reading it.";

function explain(request: TutorRequest, problem: ProblemRecord | undefined): string {
  const language = languageOf(request.languageId, problem);
  if (!problem) {
    const code = request.sourceCode?.trim();
    return [
      "## Let's break it down",
      NO_PROBLEM,
      "**A way to approach any problem:**",
      numbered(approachFor(undefined)),
      code
        ? `Here is the code you sent, to walk through line by line:\n\n${fence(fenceName(language), code)}`
        : fence("text", "1. Read the input\n2. Compute the answer\n3. Print it"),
    ]
      .filter(Boolean)
      .join("\n\n");
  }
  const [task = problem.title, ...details] = problem.statement;
  const sample = problem.testCases.find((c) => c.sample);
  const starter = language ? problem.starterCode[language] : undefined;
  return [
    `## ${problem.title} (${DIFFICULTY_WORD[problem.difficulty]})`,
    `**What it asks.** ${task}`,
    details.length ? `**Input and output.** ${details.join(" ")}` : "",
    problem.constraints.length ? `**Constraints:**\n\n${bullets(problem.constraints)}` : "",
    sample
      ? `**Example.** For this input the expected output is shown below it:\n\n${fence("text", `${sample.input || "(no input)"}\n---\n${sample.expected}`)}`
      : "",
    `**A suggested approach** (${problem.tags.join(", ")}):\n\n${numbered(approachFor(problem))}`,
    starter
      ? `Start from the editor's code and fill in the missing step:\n\n${fence(fenceName(language), starter)}`
      : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** Edge cases to try: the problem's own constraints first, then those its tags suggest. */
function edgeCases(problem: ProblemRecord | undefined): string[] {
  const tags = (problem?.tags ?? []).map((tag) => tag.toLowerCase());
  const cases = [...(problem?.constraints ?? []).map((c) => `At the limit: ${c}`)];
  if (tags.includes("strings")) cases.push("An empty text, and a text of one character.");
  if (tags.includes("arrays")) cases.push("An array of one element, and all elements equal.");
  if (tags.includes("math")) cases.push("Negative numbers, zero, and the largest values.");
  if (tags.includes("sql"))
    cases.push("Rows with NULL in the joined column, and ties in the order.");
  if (cases.length === 0) cases.push("The smallest input, the largest input, and repeated values.");
  return cases;
}

function findBug(
  request: TutorRequest,
  problem: ProblemRecord | undefined,
  evidence: RunEvidence | undefined,
): string {
  const code = request.sourceCode ?? "";
  const language = languageOf(request.languageId, problem);
  if (isEmptyCode(code)) {
    return [
      "## Nothing to check yet",
      "Your editor has no code in it (only blank lines or comments). Write a first attempt and ask again: I will look for the bug.",
    ].join("\n\n");
  }
  const starter = language ? problem?.starterCode[language] : undefined;
  if (starter && starter.trim() === code.trim()) {
    return [
      "## This is still the starter code",
      "The code has not changed since the editor opened: replace the `your code here` part with your solution.",
      `**Where to start:**\n\n${numbered(approachFor(problem))}`,
    ].join("\n\n");
  }
  const findings = findBugs(code, {
    sql: language !== undefined && SQL_LANGUAGES.includes(language),
    readsInput: problem !== undefined && !problem.sqlSetup,
  }).map((f) => `**Line ${f.line}:** ${f.message}`);
  const report = bugReport(evidence, code);
  if (report) {
    return [
      ...report,
      allPass(evidence) ? bullets(edgeCases(problem)) : "",
      findings.length ? `**Also worth a look:**\n\n${bullets(findings)}` : "",
    ]
      .filter(Boolean)
      .join("\n\n");
  }
  const note = evidence?.kind === "busy" ? BUSY_NOTE : "";
  const ran = evidence?.kind === "once" && evidence.outcome.kind === "ok" ? evidence : undefined;
  // A run whose output explains itself (a printed `None`) is the bug: lead with it.
  if (ran && runInsights(code, language, { stdout: printedBy(ran.outcome) }).length) {
    return [
      ...(outcomeReport(ran.outcome, ran.input, code, language) ?? []),
      findings.length ? `**Also worth a look:**\n\n${bullets(findings)}` : "",
    ]
      .filter(Boolean)
      .join("\n\n");
  }
  const ranClean = ran
    ? `It ran to the end without an error ${ran.input?.trim() ? "on the input you gave" : "on an empty input"}, and printed:\n\n${fence("text", shown(printedBy(ran.outcome), "(nothing)"))}`
    : "";
  if (findings.length === 0) {
    return [
      "## No obvious bug",
      note,
      ranClean,
      "I could not spot a common mistake in your code. Run it against these edge cases:",
      bullets(edgeCases(problem)),
      "If one of them gives a wrong answer, print the values step by step to see where they go wrong.",
    ]
      .filter(Boolean)
      .join("\n\n");
  }
  return [
    `## ${plural(findings.length, "thing")} to check`,
    note,
    ranClean,
    bullets(findings),
    "Fix these, run the samples again, then try the edge cases.",
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** The first hint of the problem that the conversation has not shown yet. */
function hint(
  request: TutorRequest,
  problem: ProblemRecord | undefined,
  evidence: RunEvidence | undefined,
): string {
  const onExamples = examplesLine(evidence);
  const text = hintText(request, problem);
  return onExamples ? `${text}\n\n**Your code on the examples:** ${onExamples}` : text;
}

function hintText(request: TutorRequest, problem: ProblemRecord | undefined): string {
  const said = (request.history ?? [])
    .filter((turn) => turn.role === "assistant")
    .map((t) => t.text);
  if (problem?.hints.length) {
    const index = problem.hints.findIndex((h) => !said.some((text) => text.includes(h.content)));
    if (index >= 0) {
      const next = problem.hints[index]!;
      return [
        `## Hint ${index + 1} of ${problem.hints.length}`,
        next.content,
        index + 1 < problem.hints.length
          ? "Ask for another hint if you are still stuck."
          : "That was the last hint: try writing it now.",
      ].join("\n\n");
    }
    return [
      "## You have seen every hint",
      `${problem.hints.length === 1 ? "The only hint" : `All ${problem.hints.length} hints`} of this problem ${problem.hints.length === 1 ? "is" : "are"} above. Some general advice:`,
      bullets(approachFor(problem)),
    ].join("\n\n");
  }
  return ["## A hint", problem ? "" : NO_PROBLEM, bullets(approachFor(problem))]
    .filter(Boolean)
    .join("\n\n");
}

const indentOf = (text: string) => /^\s*/.exec(text)?.[0].length ?? 0;

/** The line and the lines indented under it (its body), at most 8: what the review points at. */
function blockAt(lines: string[], line: number): string {
  const head = lines[line - 1] ?? "";
  const body = [];
  for (const text of lines.slice(line, line + 7)) {
    if (text.trim() && indentOf(text) <= indentOf(head)) break;
    body.push(text);
  }
  return [head, ...body].join("\n");
}

function review(
  request: TutorRequest,
  problem: ProblemRecord | undefined,
  evidence: RunEvidence | undefined,
): string {
  const code = request.sourceCode ?? "";
  const language = languageOf(request.languageId, problem);
  const fenceLanguage = fenceName(language);
  if (isEmptyCode(code)) {
    const starter = language ? problem?.starterCode[language] : undefined;
    return [
      "## Nothing to review yet",
      "Write a solution first; you can start from this:",
      fence(fenceLanguage, starter ?? "// read the input\n// compute the answer\n// print it"),
    ].join("\n\n");
  }
  const shape = shapeOf(code);
  const notes: string[] = [];
  const onExamples = examplesLine(evidence);
  if (onExamples) notes.push(`**Examples:** ${onExamples}`);
  const length = `**Length:** ${plural(shape.lines, "line")} of code`;
  notes.push(
    shape.lines <= 30
      ? `${length}: short and easy to follow.`
      : `${length}: consider splitting it into small functions.`,
  );
  notes.push(
    shape.shortNames.length
      ? `**Naming:** one-letter names (${shape.shortNames.map((n) => `\`${n}\``).join(", ")}) hide what they hold; name them after their meaning.`
      : "**Naming:** the names read well.",
  );
  const complexity = complexityOf(shape);
  notes.push(
    complexity.known
      ? `**Complexity:** about ${complexity.bigO}` +
          (shape.loopDepth > 1 ? ` (${shape.loopDepth} nested loops).` : ".")
      : `**Complexity:** unknown: I cannot tell from the code, ${complexity.why}.`,
  );
  if (shape.longLines.length) {
    const label = shape.longLines.length === 1 ? "Long line" : "Long lines";
    notes.push(
      `**${label}:** ${shape.longLines.join(", ")}: break ${shape.longLines.length === 1 ? "it" : "them"} up to read ${shape.longLines.length === 1 ? "it" : "them"} at a glance.`,
    );
  }
  if (/your code here/i.test(code)) {
    notes.push("**Leftovers:** the `your code here` comment can go now.");
  }
  const focus = shape.deepestLoopLine ?? codeLines(code)[0]?.line ?? 1;
  const excerpt = blockAt(lineList(code), focus);
  return [
    "## Code review",
    bullets(notes),
    shape.loopDepth > 1
      ? `The innermost loop starts on line ${focus}: a map or a sort usually removes one level.`
      : `Your code from line ${focus}:`,
    fence(fenceLanguage, excerpt),
  ].join("\n\n");
}

function ask(
  request: TutorRequest,
  problem: ProblemRecord | undefined,
  evidence: RunEvidence | undefined,
): string {
  const question = request.question.trim();
  if (!question) return "## Ask me anything\n\nType a question about the problem or your code.";
  const topic = topicOf(question);
  const about = problem
    ? `\n\nFor **${problem.title}**, the tags are ${problem.tags.join(", ")}.`
    : "";
  // What the code printed or raised answers most questions about it: lead with the run.
  const grounded = groundedReport(
    evidence,
    request.sourceCode ?? "",
    languageOf(request.languageId, problem),
  );
  if (grounded) {
    return [
      ...grounded,
      topic ? `**${topic.title}:**\n\n${bullets(topic.points)}` : "",
      'Ask "Find the bug" to have me check your code line by line, or "Review my code" for its style and complexity.',
    ]
      .filter(Boolean)
      .join("\n\n")
      .concat(about);
  }
  if (topic) {
    return [
      `## ${topic.title}`,
      bullets(topic.points),
      topic.example ? fence(topic.example.language, topic.example.code) : "",
    ]
      .filter(Boolean)
      .join("\n\n")
      .concat(about);
  }
  return [
    "## Let's work through it",
    "Here is how I would approach this question:",
    numbered([
      "Say in one sentence what you expect to happen and what happens instead.",
      "Find the smallest example that shows it.",
      "Check each step of your code against that example.",
    ]),
    request.sourceCode?.trim()
      ? 'Ask "Find the bug" to have me check your code line by line, or "Review my code" for its style and complexity.'
      : "Share your code with the question and I can point at specific lines.",
  ]
    .join("\n\n")
    .concat(about);
}

const BY_INTENT: Record<AssistantIntent, Answer> = {
  ASK: ask,
  EXPLAIN: explain,
  FIND_BUG: findBug,
  HINT: hint,
  REVIEW: review,
};

/** The whole reply, markdown. Same request, problem and run, same text. */
export function tutorReply(
  request: TutorRequest,
  problem?: ProblemRecord,
  evidence?: RunEvidence,
): string {
  return BY_INTENT[request.intent](request, problem, evidence);
}
