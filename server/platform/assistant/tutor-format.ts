import type { LanguageId } from "~/contract/code-values";
import type { ProblemRecord } from "../practice/problem-types";

/** Markdown pieces of the tutor's replies: code fences, lists, and the language they are in. */

/** The fence name a markdown highlighter knows for each language id. */
const FENCE_LANGUAGE: Record<LanguageId, string> = {
  java13: "java",
  javascript12: "javascript",
  python3: "python",
  cppgcc9: "cpp",
  sqlite: "sql",
  psql: "sql",
  go: "go",
  c: "c",
  csharp: "csharp",
  pandas: "python",
  r: "r",
  php: "php",
  kotlin: "kotlin",
  swift: "swift",
  scala: "scala",
  prolog: "prolog",
  perl: "perl",
};

export { SQL_LANGUAGE_IDS as SQL_LANGUAGES } from "~/contract/code-values";

/** The language the learner writes in: the one sent, else the problem's first. */
export function languageOf(
  languageId: LanguageId | undefined,
  problem: ProblemRecord | undefined,
): LanguageId | undefined {
  if (languageId) return languageId;
  return problem ? (Object.keys(problem.starterCode)[0] as LanguageId | undefined) : undefined;
}

export function fenceName(languageId: LanguageId | undefined): string {
  return languageId ? FENCE_LANGUAGE[languageId] : "text";
}

/** A fenced block; a longer fence when the code itself holds one, so it never ends early. */
export function fence(language: string, code: string): string {
  const longest = Math.max(2, ...(code.match(/`{3,}/g) ?? []).map((run) => run.length));
  const bar = "`".repeat(longest + 1);
  return `${bar}${language}\n${code.replace(/\n+$/, "")}\n${bar}`;
}

export const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");

export const numbered = (items: readonly string[]) =>
  items.map((item, index) => `${index + 1}. ${item}`).join("\n");

export const DIFFICULTY_WORD = { EASY: "Easy", MEDIUM: "Medium", HARD: "Hard" } as const;

/** How to start, per problem tag (the tags of server/platform/practice/problems). */
const APPROACH_BY_TAG: Record<string, string> = {
  basics: "Read the input exactly as described, compute the answer, print it with nothing extra.",
  math: "Work out the formula on paper first; watch the range of the numbers (overflow).",
  strings: "Walk the text character by character; think about empty text and spaces.",
  counting: "Keep a counter and increase it for each item that matches the rule.",
  arrays: "Go through the array once and keep what you need so far in a few variables.",
  "dynamic programming":
    "Define what the best answer ending at position i is, then build it from position i - 1.",
  "hash map": "Store what you have seen in a map so each look-up is O(1) instead of a scan.",
  stack: "Push openings on a stack and pop when the matching closing comes.",
  sorting: "Sort once, with a comparator that breaks ties exactly as the statement asks.",
  sql: "Start from the table that holds the rows you must print, then join what you need.",
  joins: "Pick the join kind on purpose: LEFT JOIN keeps rows that have no match.",
  aggregation: "GROUP BY the key of each output row; filter groups with HAVING, rows with WHERE.",
  "two pointers":
    "Move two indexes towards each other (or side by side), each step deciding which one moves.",
  recursion: "Write the base case first, then make each call work on a smaller input.",
  "window functions":
    "A window function (SUM, RANK, LAG ... OVER (PARTITION BY ... ORDER BY ...)) keeps every row.",
};

const GENERIC_APPROACH = [
  "Restate the task in one sentence and work through the first example by hand.",
  "Write the simplest solution that is correct, then make it faster if the limits need it.",
  "Test the edge cases: the smallest input, the largest, and the unusual ones.",
];

/** Approach bullets for a problem's tags (in tag order), or the generic ones. */
export function approachFor(problem: ProblemRecord | undefined): string[] {
  const steps = (problem?.tags ?? [])
    .map((tag) => APPROACH_BY_TAG[tag.toLowerCase()])
    .filter((step): step is string => Boolean(step));
  return steps.length ? [...new Set(steps)] : GENERIC_APPROACH;
}

/** One plural helper for every text (app/contract/plural.ts). */
export { plural } from "~/contract/plural";
