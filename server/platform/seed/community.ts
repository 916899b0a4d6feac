import { isoAt } from "../clock";
import {
  LEADERBOARD_PERIODS,
  type LeaderboardPeriod,
  type LeaderboardRowRecord,
  type PollRecord,
} from "../db/community";

/**
 * The community family's shipped data (community/service.ts writes it at start; the seed pages
 * show it): the events page's live poll and the weekly SQL contest's leaderboard.
 */

/** The polls the platform ships (the events page shows the first). */
export const CAREER_FAIR_POLL_ID = "career-fair-opening-panel";
const DAY_MS = 24 * 60 * 60 * 1000;

/** The weekly SQL contest's board (the contest page shows it). */
export const SQL_CONTEST_BOARD_ID = "weekly-sql-contest";

const LEARNER_ID = "usr_learner";
const LEARNER_NAME = "Asha Learner";
const NAMES = [
  "Meera Iyer",
  "Kabir Malhotra",
  "Farah Siddiqui",
  "Arjun Nair",
  "Ishita Rao",
  "Vikram Sethi",
  "Neha Kulkarni",
  "Rahul Menon",
  "Zoya Qureshi",
  "Dev Bhatia",
  "Tara Fernandes",
  "Nikhil Joshi",
  "Ananya Ghosh",
];

/**
 * The shipped rows: thirteen learners plus the seeded learner (usr_learner), whose place differs
 * by period (12th this week: below the top ten, so the board adds the row; 4th this month; 9th
 * all time).
 */
export function seedBoardRows(): Array<LeaderboardRowRecord & { period: LeaderboardPeriod }> {
  const learnerPlace: Record<LeaderboardPeriod, number> = { WEEK: 12, MONTH: 4, ALL: 9 };
  const scale: Record<LeaderboardPeriod, number> = { WEEK: 1, MONTH: 4, ALL: 18 };
  return LEADERBOARD_PERIODS.flatMap((period, p) => {
    // A different order per period, so the tabs visibly change the board.
    const ordered = NAMES.map((_, i) => NAMES[(i + p * 3) % NAMES.length]);
    ordered.splice(learnerPlace[period] - 1, 0, LEARNER_NAME);
    return ordered.map((name, index) => {
      const learner = name === LEARNER_NAME;
      return {
        period,
        entryId: learner ? LEARNER_ID : `entry-${NAMES.indexOf(name) + 1}`,
        userId: learner ? LEARNER_ID : null,
        name,
        // Strictly falling: 1500, 1390, 1320, 1210, ... (times the period's length).
        score: (1500 - index * 90 - (index % 2) * 20) * scale[period],
        // Moved between two places down and two up; the seventh is new on the board.
        previousRank: index === 6 ? null : Math.max(1, index + 1 + ((index * 7 + p) % 5) - 2),
      };
    });
  });
}

export const seedPolls = (now: number): PollRecord[] => [
  {
    id: CAREER_FAIR_POLL_ID,
    question: "Which live panel should open the Career Fair?",
    options: [
      { id: "resume", label: "Resume teardown with a hiring manager", baseVotes: 41 },
      { id: "portfolio", label: "Building a product portfolio from scratch", baseVotes: 26 },
      { id: "negotiation", label: "Negotiating your first offer", baseVotes: 30 },
    ],
    // Kept from the first start (the upsert keeps closes_at): open for three weeks.
    closesAt: isoAt(now + 21 * DAY_MS),
  },
];
