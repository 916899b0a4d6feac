/**
 * The problem list (PROBLEM_LIST, docs/contract.md "Problem list"): its address parameters, their
 * values and the texts, zod-free, for the browser and the platform alike. The filters are a GET
 * form, so a filtered list has an address and works without JavaScript.
 */

/** The page that lists every practice problem. */
export const PROBLEM_LIST_PAGE = "/practice";

/** The query parameters of the filter form; the page call carries them as context. */
export const PROBLEM_LIST_PARAMS = {
  search: "q",
  difficulty: "difficulty",
  tag: "tag",
  status: "status",
} as const;

/**
 * Ours (issue 44): the problem page's parameter naming the list a learner came from, its filter
 * as a query string of PROBLEM_LIST_PARAMS (`/problem/x?list=difficulty%3Deasy`); the page call
 * carries it as context, and the platform answers the previous and next problem of that list.
 */
export const PROBLEM_NAV_PARAM = "list";

export const PROBLEM_DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type ProblemDifficultyValue = (typeof PROBLEM_DIFFICULTIES)[number];

/** A signed-in learner's state of a problem: solved (accepted once), attempted (submitted), to do. */
export const PROBLEM_STATUSES = ["solved", "attempted", "todo"] as const;
export type ProblemStatusValue = (typeof PROBLEM_STATUSES)[number];

/** The longest search text kept (the rest is cut). */
export const PROBLEM_SEARCH_MAX = 100;

export const PROBLEM_LIST_TEXTS = {
  search: "Search problems",
  searchPlaceholder: "Title or tag",
  difficulty: "Difficulty",
  tag: "Tag",
  status: "Status",
  any: "Any",
  apply: "Apply filters",
  clear: "Clear filters",
  empty: "No problems match these filters.",
  loginForStatus: "Log in to see which problems you have solved.",
  difficultyLabels: { easy: "Easy", medium: "Medium", hard: "Hard" },
  statusLabels: { solved: "Solved", attempted: "Attempted", todo: "To do" },
} as const;

/** "3 of 11 problems" (or "11 problems" when nothing is filtered out). */
export function problemCountText(shown: number, total: number): string {
  const noun = total === 1 ? "problem" : "problems";
  return shown === total ? `${total} ${noun}` : `${shown} of ${total} ${noun}`;
}

/** A problem's address within a list (its filter as a query string; "" is the whole list). */
export function problemPathInList(problemId: string, listQuery: string): string {
  const path = `/problem/${encodeURIComponent(problemId)}`;
  return listQuery ? `${path}?${PROBLEM_NAV_PARAM}=${encodeURIComponent(listQuery)}` : path;
}
