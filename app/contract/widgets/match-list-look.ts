import { knownOr } from "../known";

/** The match-list widget's looks and texts: zod-free, for the browser (the schema is server-side). */

/** Spec 01 section 3, "Match-list views". */
export const MATCH_LIST_VIEW_TYPES = [
  "UPCOMING_OVERVIEW",
  "NEW_MATCH",
  "CAROUSEL",
  "GRID",
] as const;
export type MatchListView = (typeof MATCH_LIST_VIEW_TYPES)[number];

/** An unknown view is drawn as GRID. */
export function matchListView(viewType: string | undefined): MatchListView {
  return knownOr(MATCH_LIST_VIEW_TYPES, viewType, "GRID");
}

/** Who the learner was matched with. */
export const MATCH_KINDS = ["MENTOR", "MOCK_INTERVIEW", "PEER_PRACTICE"] as const;
export const MATCH_KIND_LABELS: Record<(typeof MATCH_KINDS)[number], string> = {
  MENTOR: "Mentor",
  MOCK_INTERVIEW: "Mock interview",
  PEER_PRACTICE: "Peer practice",
};

export const MATCH_STATUSES = [
  "SCHEDULED",
  "AWAITING_CONFIRMATION",
  "COMPLETED",
  "CANCELLED",
] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export const MATCH_STATUS_LABELS: Record<MatchStatus, string> = {
  SCHEDULED: "Scheduled",
  AWAITING_CONFIRMATION: "Awaiting confirmation",
  COMPLETED: "Completed",
  CANCELLED: "Cancelled",
};

export const MATCH_LIST_TEXTS = {
  empty: "No matches yet. We will let you know as soon as we find one.",
  newMatch: "New match",
  /** "92% match": the score is said in words, not only drawn. */
  score: (percent: number) => `${percent}% match`,
  carouselLabel: "Matches, scroll sideways for more",
  upcomingCount: (count: number) =>
    count === 1 ? "1 upcoming session" : `${count} upcoming sessions`,
  whyMatched: "Why we matched you",
} as const;
