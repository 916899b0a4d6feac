import {
  PROBLEM_DIFFICULTIES,
  PROBLEM_LIST_PARAMS,
  PROBLEM_SEARCH_MAX,
  PROBLEM_STATUSES,
  type ProblemDifficultyValue,
  type ProblemStatusValue,
} from "~/contract/widgets/problem-list-look";
import type { ProblemRecord } from "./problem-types";

/** The filters of the problem list, read from the page call's context (unknown values: no filter). */
export interface ProblemQuery {
  search: string;
  difficulty?: ProblemDifficultyValue;
  tag?: string;
  status?: ProblemStatusValue;
}

const oneOf = <T extends string>(values: readonly T[], raw: string | undefined): T | undefined =>
  values.find((value) => value === raw?.trim().toLowerCase());

export function problemQueryOf(context: Record<string, string>, tags: readonly string[]) {
  const tag = context[PROBLEM_LIST_PARAMS.tag]?.trim().toLowerCase();
  return {
    search: (context[PROBLEM_LIST_PARAMS.search] ?? "").trim().slice(0, PROBLEM_SEARCH_MAX),
    difficulty: oneOf(PROBLEM_DIFFICULTIES, context[PROBLEM_LIST_PARAMS.difficulty]),
    tag: tags.find((t) => t.toLowerCase() === tag),
    status: oneOf(PROBLEM_STATUSES, context[PROBLEM_LIST_PARAMS.status]),
  } satisfies ProblemQuery;
}

/** A learner's state of a problem: solved beats attempted (a submission) beats to do. */
export function statusOf(
  problemId: string,
  solved: ReadonlySet<string>,
  attempted: ReadonlySet<string>,
): ProblemStatusValue {
  if (solved.has(problemId)) return "solved";
  return attempted.has(problemId) ? "attempted" : "todo";
}

/** Every tag of these problems, once, sorted. */
export function tagsOf(problems: readonly ProblemRecord[]): string[] {
  return [...new Set(problems.flatMap((p) => p.tags))].sort((a, b) => a.localeCompare(b));
}

/**
 * The problems that match every filter given: the search (case-insensitive words, each found in
 * the title or a tag), the difficulty, the tag and the learner's status.
 */
export function filterProblems(
  problems: readonly ProblemRecord[],
  query: ProblemQuery,
  status: (problemId: string) => ProblemStatusValue,
): ProblemRecord[] {
  const words = query.search.toLowerCase().split(/\s+/).filter(Boolean);
  return problems.filter((problem) => {
    if (query.difficulty && problem.difficulty.toLowerCase() !== query.difficulty) return false;
    if (query.tag && !problem.tags.includes(query.tag)) return false;
    if (query.status && status(problem.id) !== query.status) return false;
    const haystack = [problem.title, ...problem.tags].join(" ").toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The filter in force as the list's query string, in a fixed order ("" for the whole list). */
export function listQueryOf(query: ProblemQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set(PROBLEM_LIST_PARAMS.search, query.search);
  if (query.difficulty) params.set(PROBLEM_LIST_PARAMS.difficulty, query.difficulty);
  if (query.tag) params.set(PROBLEM_LIST_PARAMS.tag, query.tag);
  if (query.status) params.set(PROBLEM_LIST_PARAMS.status, query.status);
  return params.toString();
}

/** The filter a problem page's `list` parameter names (a query string of the list's form). */
export function problemQueryOfList(list: string | undefined, tags: readonly string[]) {
  const context: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(list ?? "")) context[key] ??= value;
  return problemQueryOf(context, tags);
}

/**
 * The problem's place in a filtered list and its neighbours there. A problem the filter no longer
 * holds (solved while "to do" was chosen) keeps its neighbours by the whole list's order.
 */
export function placeInList(
  all: readonly ProblemRecord[],
  shown: readonly ProblemRecord[],
  problemId: string,
) {
  const index = shown.findIndex((p) => p.id === problemId);
  if (index >= 0)
    return { position: index + 1, previous: shown[index - 1], next: shown[index + 1] };
  const order = new Map(all.map((p, i) => [p.id, i]));
  const at = order.get(problemId) ?? -1;
  const before = shown.filter((p) => (order.get(p.id) ?? 0) < at);
  return {
    previous: before[before.length - 1],
    next: shown.find((p) => (order.get(p.id) ?? 0) > at),
  };
}
