import { PROBLEMS } from "../practice/problems";
import type { ProblemDifficulty } from "../practice/problem-types";
import type { IncomingMessage } from "node:http";
import { HttpError, sendJson } from "../http/json";
import type { RouteTable } from "../http/route";
import { mount } from "../http/mount";
import { COURSES } from "../seed/common";

/**
 * Spec 01 sections 3 and 7.2: POST {search uri}?searchKey=&category= answers
 * {searchResponse: [{textData {text, subText}, subText, colorTextData {text, textColor}, action}]}.
 * The reference platform searches two small catalogues in memory: the course pages and the
 * practice problems.
 */
export const MAX_SEARCH_RESULTS = 8;
export const MAX_SEARCH_KEY_LENGTH = 200;

export interface SearchItem {
  textData: { text: string; subText?: string };
  subText?: string;
  colorTextData?: { text: string; textColor: string };
  action: { type: "NAVIGATION"; uri: string };
}

const DIFFICULTY: Record<ProblemDifficulty, { text: string; textColor: string }> = {
  EASY: { text: "Easy", textColor: "#1B873F" },
  MEDIUM: { text: "Medium", textColor: "#B25E09" },
  HARD: { text: "Hard", textColor: "#C62828" },
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

/** The practice problems (server/platform/practice/problems.ts), each opening its /problem page. */
const problemItems: SearchItem[] = PROBLEMS.map((problem) => ({
  textData: { text: problem.title, subText: problem.tags.join(" · ") },
  colorTextData: DIFFICULTY[problem.difficulty],
  action: { type: "NAVIGATION", uri: `/problem/${problem.id}` },
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

export const searchRoutes: RouteTable = mount("search", (req, res) => {
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
});
