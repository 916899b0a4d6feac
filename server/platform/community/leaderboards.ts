import {
  LEADERBOARD_PERIODS,
  type CommunityRepository,
  type LeaderboardPeriod,
} from "../db/community";
import type { UserRecord } from "../db/users";
import { LEADERBOARD_RANGE_PARAM } from "~/contract/widgets/leaderboard-look";

/** Rows a board shows; the viewer's own row is added below them when it is further down. */
export const LEADERBOARD_TOP_ROWS = 10;

function periodOf(value: unknown): LeaderboardPeriod | undefined {
  return (LEADERBOARD_PERIODS as readonly unknown[]).includes(value)
    ? (value as LeaderboardPeriod)
    : undefined;
}

/**
 * A LEADERBOARD cell's componentData for this caller: the board's rows of the period the address
 * asks for (context `range`, else the cell's own `range`, else WEEK), ranked by score with ties
 * sharing a rank, the top ten and the viewer's own row (isViewer) wherever it is.
 */
export function leaderboardCellData(
  data: Record<string, unknown>,
  repo: CommunityRepository,
  user: UserRecord | undefined,
  context: Record<string, string>,
): Record<string, unknown> {
  const boardId = typeof data.boardId === "string" ? data.boardId : "";
  if (!boardId) return data;
  const param = typeof data.rangeParam === "string" ? data.rangeParam : LEADERBOARD_RANGE_PARAM;
  const period = periodOf(context[param]) ?? periodOf(data.range) ?? "WEEK";
  const all = repo.rows(boardId, period);
  let rank = 0;
  const ranked = all.map((row, index) => {
    if (index === 0 || row.score !== all[index - 1].score) rank = index + 1;
    return { row, rank };
  });
  const shown = ranked.filter(
    ({ row }, index) => index < LEADERBOARD_TOP_ROWS || (user && row.userId === user.id),
  );
  return {
    ...data,
    range: period,
    rows: shown.map(({ row, rank: place }) => ({
      rank: place,
      name: row.name,
      score: row.score,
      ...(row.previousRank !== null ? { change: row.previousRank - place } : {}),
      ...(user && row.userId === user.id ? { isViewer: true } : {}),
    })),
  };
}
