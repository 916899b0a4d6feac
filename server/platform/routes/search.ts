import type { IncomingMessage } from "node:http";
import { HttpError, sendJson } from "../http/json";
import type { RouteTable } from "../http/route";
import { COURSES } from "../seed/common";
import { UPSTREAM_CALLS } from "../../../app/contract/calls";

/**
 * Spec 01 sections 3 and 7.2: POST {search uri}?searchKey=&category= answers
 * {searchResponse: [{textData {text, subText}, subText, colorTextData {text, textColor}, action}]}.
 * The reference platform searches two small catalogues in memory: the course pages and the
 * practice problems.
 */
export const SEARCH_PATH = UPSTREAM_CALLS.search.path;
export const MAX_SEARCH_RESULTS = 8;
export const MAX_SEARCH_KEY_LENGTH = 200;

export interface SearchItem {
  textData: { text: string; subText?: string };
  subText?: string;
  colorTextData?: { text: string; textColor: string };
  action: { type: "NAVIGATION"; uri: string };
}

interface Problem {
  slug: string;
  title: string;
  topic: string;
  difficulty: "Easy" | "Medium" | "Hard";
}

/** A few practice problems; their pages live under /problem/{slug}. */
export const PRACTICE_PROBLEMS: readonly Problem[] = [
  { slug: "two-sum", title: "Two Sum", topic: "Arrays and hashing", difficulty: "Easy" },
  {
    slug: "sql-top-customers-by-revenue",
    title: "SQL: top customers by revenue",
    topic: "SQL aggregation",
    difficulty: "Easy",
  },
  {
    slug: "funnel-drop-off-analysis",
    title: "Funnel drop-off analysis",
    topic: "Product analytics",
    difficulty: "Medium",
  },
  {
    slug: "sql-month-over-month-growth",
    title: "SQL: month-over-month growth",
    topic: "SQL window functions",
    difficulty: "Medium",
  },
  {
    slug: "cohort-retention-table",
    title: "Cohort retention table",
    topic: "Spreadsheets",
    difficulty: "Medium",
  },
  {
    slug: "ab-test-significance",
    title: "A/B test significance",
    topic: "Statistics",
    difficulty: "Hard",
  },
  {
    slug: "prioritise-a-feature-backlog",
    title: "Prioritise a feature backlog",
    topic: "Product sense",
    difficulty: "Easy",
  },
  {
    slug: "design-a-checkout-flow",
    title: "Design a checkout flow",
    topic: "UX case study",
    difficulty: "Hard",
  },
  {
    slug: "prompt-for-structured-output",
    title: "Prompt for structured output",
    topic: "Generative AI",
    difficulty: "Medium",
  },
  {
    slug: "longest-substring-without-repeats",
    title: "Longest substring without repeating characters",
    topic: "Strings and sliding window",
    difficulty: "Medium",
  },
];

const DIFFICULTY_COLOURS: Record<Problem["difficulty"], string> = {
  Easy: "#1B873F",
  Medium: "#B25E09",
  Hard: "#C62828",
};

const courseItems: SearchItem[] = COURSES.map((course) => ({
  textData: { text: course.name, subText: `${course.kind} · ${course.duration}` },
  subText: course.pitch,
  colorTextData: {
    text: course.kind,
    textColor: course.kind === "Fellowship" ? "#5B2EBF" : "#1565C0",
  },
  action: { type: "NAVIGATION", uri: course.uri },
}));

const problemItems: SearchItem[] = PRACTICE_PROBLEMS.map((problem) => ({
  textData: { text: problem.title, subText: problem.topic },
  colorTextData: { text: problem.difficulty, textColor: DIFFICULTY_COLOURS[problem.difficulty] },
  action: { type: "NAVIGATION", uri: `/problem/${problem.slug}` },
}));

/** category key -> what it searches. */
export const SEARCH_CATEGORIES: Record<string, readonly SearchItem[]> = {
  courses: courseItems,
  problems: problemItems,
};

/** Case-insensitive substring match on any of the item's texts; at most MAX_SEARCH_RESULTS. */
export function searchCatalogue(category: string, searchKey: string): SearchItem[] {
  const items = SEARCH_CATEGORIES[category];
  if (!items) {
    throw new HttpError(400, {
      errorMessage: "Unknown search category",
      errors: { category: [`Use one of: ${Object.keys(SEARCH_CATEGORIES).join(", ")}`] },
    });
  }
  const needle = searchKey.trim().toLowerCase();
  if (needle === "") return [];
  return items
    .filter((item) =>
      [item.textData.text, item.textData.subText ?? "", item.subText ?? ""].some((text) =>
        text.toLowerCase().includes(needle),
      ),
    )
    .slice(0, MAX_SEARCH_RESULTS);
}

function queryOf(req: IncomingMessage): URLSearchParams {
  const url = req.url ?? "";
  const at = url.indexOf("?");
  return new URLSearchParams(at === -1 ? "" : url.slice(at + 1));
}

export const searchRoutes: RouteTable = {
  [SEARCH_PATH]: {
    POST: (req, res) => {
      // The parameters travel in the query (spec 01 section 7.2); a body, if any, is not read.
      req.resume();
      const query = queryOf(req);
      const searchKey = query.get("searchKey") ?? "";
      if (searchKey.length > MAX_SEARCH_KEY_LENGTH) {
        throw new HttpError(400, {
          errorMessage: `searchKey must be at most ${MAX_SEARCH_KEY_LENGTH} characters`,
        });
      }
      const category = query.get("category") || "courses";
      sendJson(res, 200, { searchResponse: searchCatalogue(category, searchKey) });
    },
  },
};
