import { PROBLEM_LIST_TEXTS, problemPathInList } from "~/contract/widgets/problem-list-look";
import type { PageRecord } from "../db/pages";
import type { PracticeRepository } from "../db/practice";
import type { UserRecord } from "../db/users";
import { PROBLEMS } from "../practice/problems";
import {
  filterProblems,
  listQueryOf,
  problemQueryOf,
  statusOf,
  tagsOf,
} from "../practice/problem-list";
import { component, page, section } from "../seed/builders";
import { band, pageData, PERSONAL_PAGE_TTL_SECONDS } from "../seed/common";

/**
 * /practice: every practice problem, filtered by the address's query (the page call's context:
 * q, difficulty, tag, status) with the signed-in learner's status per problem. Personal: TTL 0.
 */
export function problemListPage(
  uri: string,
  user: UserRecord | undefined,
  context: Record<string, string>,
  practice: PracticeRepository,
): PageRecord {
  const tags = tagsOf(PROBLEMS);
  const query = problemQueryOf(context, tags);
  const solved = user ? practice.solvedProblems(user.id) : new Set<string>();
  const attempted = user ? practice.submissions.attemptedProblems(user.id) : new Set<string>();
  const status = (id: string) => statusOf(id, solved, attempted);
  // A visitor has no status: the filter is ignored rather than showing nothing.
  const inForce = user ? query : { ...query, status: undefined };
  const shown = filterProblems(PROBLEMS, inForce, status);
  // Each problem's address names this list, so its page offers the previous and next of it.
  const listQuery = listQueryOf(inForce);
  return page(
    {
      id: "practice",
      uri,
      ttl: PERSONAL_PAGE_TTL_SECONDS,
      pageData: pageData({
        title: "Practice problems",
        description: "Search the practice problems by title or tag, difficulty and your progress.",
        pageName: "Practice",
        marketing: false,
      }),
    },
    [
      section("practice-title", { layout: band("surface", "s") }, [
        component("PAGE_TITLE", {
          viewType: "WITH_BORDER_LINE",
          superText: "Practice",
          title: "Practice problems",
          subtitle: user
            ? `${solved.size} of ${PROBLEMS.length} solved.`
            : PROBLEM_LIST_TEXTS.loginForStatus,
        }),
      ]),
      section("practice-list", { layout: band("white", "s") }, [
        component("PROBLEM_LIST", {
          search: query.search || undefined,
          difficulty: query.difficulty,
          tag: query.tag,
          status: user ? query.status : undefined,
          tags,
          showStatus: Boolean(user),
          total: PROBLEMS.length,
          problems: shown.map((p) => ({
            problemId: p.id,
            title: p.title,
            uri: problemPathInList(p.id, listQuery),
            difficulty: p.difficulty.toLowerCase(),
            tags: p.tags,
            ...(user ? { status: status(p.id) } : {}),
          })),
        }),
      ]),
    ],
  );
}
