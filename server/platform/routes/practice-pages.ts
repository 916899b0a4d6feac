import {
  DEFAULT_COMPILER_LANGUAGE,
  LANGUAGE_IDS,
  LANGUAGE_LABELS,
  languageOfSegment,
  type LanguageId,
} from "~/contract/code-values";
import { UPSTREAM_CALLS } from "~/contract/calls";
import type { PageRecord } from "../db/pages";
import type { PracticeRepository } from "../db/practice";
import type { UserRecord } from "../db/users";
import { COMPILER_STARTERS } from "../practice/compiler-starters";
import { findProblem, PROBLEM_GROUPS, PROBLEMS } from "../practice/problems";
import type { ProblemRecord } from "../practice/problem-types";
import { component, page, section } from "../seed/builders";
import { band, navigate, pageData, PERSONAL_PAGE_TTL_SECONDS, tag } from "../seed/common";
import { sharedLinkOf } from "./practice";
import { problemListPage } from "./problem-list-page";
import { problemListNav } from "./problem-nav";

/**
 * The code practice pages, built from the problems for whoever asks: /problem/{id} (the
 * CODE_EDITOR widget), /problem-group/{id} (the problems with their solved state), /practice
 * (every problem, filtered by the address's query: ./problem-list-page.ts) and
 * /online-compiler[/{language}] (the STANDALONE_COMPILER widget). Personal, so TTL 0.
 */

/**
 * Why a language of the page cannot run (docs/contract.md "Languages that run"): the workers run
 * these in WebAssembly, and without JUDGE0_URL nothing runs the others.
 */
export const UNRUNNABLE_REASON = "this site runs JavaScript, Python, PHP and SQL only";
/** pandas is its own language id, and the workers' Python has no pandas. */
const UNRUNNABLE_REASONS: Partial<Record<LanguageId, string>> = {
  pandas: "pandas is not installed on this site",
};

/** A page's language entry, marked when the platform's runner cannot execute it. */
function languageEntry(languageId: LanguageId, starterCode: string, runnable: ReadonlySet<string>) {
  return {
    languageId,
    label: LANGUAGE_LABELS[languageId],
    starterCode,
    ...(runnable.has(languageId)
      ? {}
      : {
          runnable: false,
          unavailableReason: UNRUNNABLE_REASONS[languageId] ?? UNRUNNABLE_REASON,
        }),
  };
}

const DIFFICULTY_TEXT = { EASY: "Easy", MEDIUM: "Medium", HARD: "Hard" } as const;
const DIFFICULTY_KEY = { EASY: "green-light", MEDIUM: "yellow-light", HARD: "pink-light" } as const;

function groupOf(problemId: string) {
  return PROBLEM_GROUPS.find((group) => group.problemIds.includes(problemId));
}

function problemPage(
  uri: string,
  problem: ProblemRecord,
  user: UserRecord | undefined,
  context: Record<string, string>,
  practice: PracticeRepository,
  runnable: ReadonlySet<string>,
) {
  const unlocked = user ? practice.unlockedHints(user.id, problem.id) : new Set<string>();
  const solved = user ? practice.solvedProblems(user.id).has(problem.id) : false;
  const group = groupOf(problem.id);
  const languages = (Object.keys(problem.starterCode) as LanguageId[]).map((languageId) =>
    languageEntry(languageId, problem.starterCode[languageId] ?? "", runnable),
  );
  // The editor opens on a language that runs.
  const defaultLanguage = languages.find((l) => l.runnable !== false) ?? languages[0];
  return page(
    {
      id: `problem-${problem.id}`,
      uri,
      ttl: PERSONAL_PAGE_TTL_SECONDS,
      pageData: pageData({
        title: problem.title,
        description: problem.statement[0] ?? problem.title,
        pageName: "Practice Problem",
        marketing: false,
      }),
    },
    [
      section("problem", { layout: band("white", "s") }, [
        component("CODE_EDITOR", {
          problemId: problem.id,
          problemGroupId: group?.id,
          problemGroupTitle: group?.title,
          title: problem.title,
          difficulty: problem.difficulty,
          statement: problem.statement,
          constraints: problem.constraints,
          tags: problem.tags,
          examples: problem.testCases
            .filter((c) => c.sample)
            .map((c) => ({
              input: c.input,
              output: c.expected,
              // SQL: the data and the expected rows as tables (docs/contract.md "SQL problems").
              ...(c.tables ? { tables: c.tables } : {}),
              ...(c.expectedTable ? { outputTable: c.expectedTable } : {}),
            })),
          hints: problem.hints.map((hint, index) => ({
            hintId: hint.id,
            title: `Hint ${index + 1}`,
            ...(unlocked.has(hint.id)
              ? { unlocked: true, content: hint.content }
              : { unlocked: false }),
          })),
          languages,
          defaultLanguageId: defaultLanguage?.languageId,
          runToken: problem.id,
          solved,
          listNav: problemListNav(problem.id, user, context, practice),
          // The editor's assistant pane (docs/contract.md, "AI assistant"): the BFF signs it.
          assistant: {
            uri: UPSTREAM_CALLS.assistantStream.path,
            requestObject: { problemId: problem.id },
            title: "AI assistant",
          },
        }),
      ]),
    ],
  );
}

function groupPage(
  uri: string,
  groupId: string,
  user: UserRecord | undefined,
  practice: PracticeRepository,
) {
  const group = PROBLEM_GROUPS.find((g) => g.id === groupId);
  if (!group) return undefined;
  const solved = user ? practice.solvedProblems(user.id) : new Set<string>();
  const problems = group.problemIds.flatMap((id) => PROBLEMS.filter((p) => p.id === id));
  const solvedCount = problems.filter((p) => solved.has(p.id)).length;
  return page(
    {
      id: `problem-group-${group.id}`,
      uri,
      ttl: PERSONAL_PAGE_TTL_SECONDS,
      pageData: pageData({
        title: group.title,
        description: group.description,
        pageName: "Problem Group",
        marketing: false,
      }),
    },
    [
      section("problem-group-title", { layout: band("surface", "s") }, [
        component("PAGE_TITLE", {
          viewType: "WITH_BORDER_LINE",
          superText: "Practice",
          title: group.title,
          subtitle: `${group.description} ${solvedCount} of ${problems.length} solved.`,
        }),
      ]),
      section("problem-group-list", { layout: band("white", "s") }, [
        component("CARD_LIST", {
          viewType: "DYNAMIC_WIDTH",
          numColumns: 2,
          cards: problems.map((p) => ({
            title: p.title,
            subText: p.tags.join(" · "),
            tags: [
              tag(DIFFICULTY_TEXT[p.difficulty], DIFFICULTY_KEY[p.difficulty]),
              ...(solved.has(p.id) ? [tag("Solved", "green-light")] : []),
            ],
            action: navigate(`/problem/${p.id}`),
          })),
        }),
      ]),
    ],
  );
}

function compilerPage(
  uri: string,
  segment: string | undefined,
  context: Record<string, string>,
  practice: PracticeRepository,
  runnable: ReadonlySet<string>,
) {
  const shared = context.share ? practice.findShare(context.share) : undefined;
  const named = languageOfSegment(segment);
  if (segment && !named && !shared) return undefined;
  const languageId =
    (shared?.languageId as LanguageId | undefined) ?? named ?? DEFAULT_COMPILER_LANGUAGE;
  return page(
    {
      id: `online-compiler-${languageId}`,
      uri,
      ttl: PERSONAL_PAGE_TTL_SECONDS,
      pageData: pageData({
        title: `Online ${LANGUAGE_LABELS[languageId]} compiler`,
        description: `Write, run and share ${LANGUAGE_LABELS[languageId]} code in your browser.`,
        pageName: "Online Compiler",
      }),
    },
    [
      section("online-compiler", { layout: band("dark-purple", "s") }, [
        component("STANDALONE_COMPILER", {
          title: `Online ${LANGUAGE_LABELS[languageId]} compiler`,
          languageId,
          languages: LANGUAGE_IDS.map((id) => languageEntry(id, COMPILER_STARTERS[id], runnable)),
          // The compiler's assistant (pending kind AI_ASSISTANT): the code as it is, no problem.
          assistant: {
            uri: UPSTREAM_CALLS.assistantStream.path,
            requestObject: {},
            title: "AI assistant",
          },
          ...(shared
            ? {
                sourceCode: shared.sourceCode,
                input: shared.input,
                sharedLink: sharedLinkOf(shared.languageId, shared.id),
              }
            : {}),
        }),
      ]),
    ],
  );
}

/** The practice page of this address, or undefined when it is not one. */
export function practicePage(
  uri: string,
  user: UserRecord | undefined,
  context: Record<string, string>,
  practice: PracticeRepository,
  /** The languages the platform's runner can execute (ExecutionPool.runnableLanguages). */
  runnable: ReadonlySet<string>,
): PageRecord | undefined {
  const [, first, second, ...rest] = uri.split("/");
  if (rest.length) return undefined;
  if (first === "problem" && second) {
    const problem = findProblem(second);
    return problem ? problemPage(uri, problem, user, context, practice, runnable) : undefined;
  }
  if (first === "problem-group" && second) return groupPage(uri, second, user, practice);
  if (first === "online-compiler") return compilerPage(uri, second, context, practice, runnable);
  if (first === "practice" && !second) return problemListPage(uri, user, context, practice);
  return undefined;
}
