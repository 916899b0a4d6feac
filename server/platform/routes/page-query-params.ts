import { COMPILER_SHARE_PARAM } from "~/contract/page-query";
import { CALENDAR_MONTH_PARAM } from "~/contract/widgets/calendar-look";
import { CERTIFICATE_QUERY_PARAM } from "~/contract/widgets/certificate-verification-look";
import { LEADERBOARD_RANGE_PARAM } from "~/contract/widgets/leaderboard-look";
import { PROBLEM_LIST_PARAMS, PROBLEM_NAV_PARAM } from "~/contract/widgets/problem-list-look";

type Data = Record<string, unknown>;

const nameOr = (value: unknown, fallback: string) =>
  typeof value === "string" && value ? value : fallback;

/**
 * The query parameters each widget kind reads of the page call's context: what makes a page
 * depend on its address's query. A new reader of the context adds its kind here.
 */
const READERS: Record<string, (data: Data) => string[]> = {
  PROBLEM_LIST: () => Object.values(PROBLEM_LIST_PARAMS),
  // A problem's previous / next follow the list it was opened from (issue 44, `listNav`).
  CODE_EDITOR: (data) => (data.listNav ? [PROBLEM_NAV_PARAM] : []),
  LEADERBOARD: (data) => [nameOr(data.rangeParam, LEADERBOARD_RANGE_PARAM)],
  CALENDAR: (data) => [nameOr(data.monthParam, CALENDAR_MONTH_PARAM)],
  CERTIFICATE_VERIFICATION: () => [CERTIFICATE_QUERY_PARAM],
  STANDALONE_COMPILER: () => [COMPILER_SHARE_PARAM],
};

/**
 * The page answer with `cacheInfo.queryParams` (docs/contract.md "Page call", decision 063): the
 * parameters its cells read, so that the BFF sends and keys by those alone. The same for every
 * user and device of the page (the cells are); absent when the page reads none.
 */
export function withDeclaredQueryParams(answer: Data): Data {
  const cells = Array.isArray(answer.cells) ? (answer.cells as Data[]) : [];
  const params = new Set<string>();
  for (const cell of cells) {
    const read = READERS[String(cell.componentType ?? "")];
    const data = cell.componentData;
    if (read)
      for (const name of read(data && typeof data === "object" ? (data as Data) : {})) {
        params.add(name);
      }
  }
  if (params.size === 0) return answer;
  const cacheInfo = (answer.cacheInfo ?? {}) as Data;
  return { ...answer, cacheInfo: { ...cacheInfo, queryParams: [...params].sort() } };
}
