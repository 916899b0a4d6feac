/** The LEADERBOARD widget's looks and texts: zod-free, for the browser too. */

export const LEADERBOARD_RANGES = ["WEEK", "MONTH", "ALL"] as const;
export type LeaderboardRange = (typeof LEADERBOARD_RANGES)[number];

export const LEADERBOARD_RANGE_LABELS: Record<LeaderboardRange, string> = {
  WEEK: "This week",
  MONTH: "This month",
  ALL: "All time",
};

/** The query parameter the tabs set (the page call's context carries it to the platform). */
export const LEADERBOARD_RANGE_PARAM = "range";
export const LEADERBOARD_DEFAULT_SCORE_LABEL = "Score";
export const LEADERBOARD_EMPTY_TEXT = "No scores yet for this period.";
export const LEADERBOARD_YOU_TEXT = "you";
export const LEADERBOARD_TABS_LABEL = "Time range";

/** The address of a tab: the current query with the range parameter set (others kept). */
export function rangeHref(search: string, param: string, range: string): string {
  const params = new URLSearchParams(search);
  params.set(param, range);
  return `?${params.toString()}`;
}

export interface ChangeLook {
  /** ▲ ▼ – or ★: decoration (aria-hidden), never the only sign. */
  glyph: string;
  /** The same in words, for everybody. */
  text: string;
  tone: "up" | "down" | "same" | "new";
}

/** A rank change in places (positive: climbed) as a glyph and words. */
export function changeLook(change: number | undefined): ChangeLook {
  if (change === undefined) return { glyph: "★", text: "New", tone: "new" };
  if (change > 0) return { glyph: "▲", text: `Up ${change}`, tone: "up" };
  if (change < 0) return { glyph: "▼", text: `Down ${-change}`, tone: "down" };
  return { glyph: "–", text: "No change", tone: "same" };
}
