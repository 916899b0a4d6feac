import {
  PROBLEM_LIST_PAGE,
  PROBLEM_NAV_PARAM,
  problemPathInList,
} from "~/contract/widgets/problem-list-look";
import type { PracticeRepository } from "../db/practice";
import type { UserRecord } from "../db/users";
import { PROBLEMS } from "../practice/problems";
import {
  filterProblems,
  listQueryOf,
  placeInList,
  problemQueryOfList,
  statusOf,
  tagsOf,
} from "../practice/problem-list";
import type { ProblemRecord } from "../practice/problem-types";

/**
 * A problem page's `listNav` (docs/contract.md "Problem list"): the list the learner came from
 * (the page call's `context.list`, the /practice filter; none: the whole list), the problem's
 * place in it, and its previous and next problems there, whose addresses name the same list.
 */
export function problemListNav(
  problemId: string,
  user: UserRecord | undefined,
  context: Record<string, string>,
  practice: PracticeRepository,
) {
  const query = problemQueryOfList(context[PROBLEM_NAV_PARAM], tagsOf(PROBLEMS));
  // A visitor has no status, as on /practice.
  const inForce = user ? query : { ...query, status: undefined };
  const solved = user ? practice.solvedProblems(user.id) : new Set<string>();
  const attempted = user ? practice.submissions.attemptedProblems(user.id) : new Set<string>();
  const shown = filterProblems(PROBLEMS, inForce, (id) => statusOf(id, solved, attempted));
  const listQuery = listQueryOf(inForce);
  const place = placeInList(PROBLEMS, shown, problemId);
  const link = (problem: ProblemRecord | undefined) =>
    problem ? { title: problem.title, uri: problemPathInList(problem.id, listQuery) } : undefined;
  return {
    listUri: listQuery ? `${PROBLEM_LIST_PAGE}?${listQuery}` : PROBLEM_LIST_PAGE,
    position: place.position,
    total: shown.length,
    previous: link(place.previous),
    next: link(place.next),
  };
}
