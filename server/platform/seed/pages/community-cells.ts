import { component, section, type SeedCell } from "../builders";
import { band, heading } from "../common";
import { CAREER_FAIR_POLL_ID, seedPolls, SQL_CONTEST_BOARD_ID } from "../community";

/**
 * The community family's cells on pages that other files own (events, contest, coupons, course
 * dashboard): each stored with its shipped text so it passes its schema as stored; the platform
 * fills the live state into every page answer (community/service.ts).
 */

/** The live poll of the events page: which panel opens the Career Fair. */
export function careerFairPollSection(): SeedCell {
  const poll = seedPolls(0).find((p) => p.id === CAREER_FAIR_POLL_ID);
  if (!poll) throw new Error("the Career Fair poll is not shipped");
  return section(
    "career-fair-poll",
    { header: heading("Have your say", { superText: "Live poll" }), layout: band("white") },
    [
      component(
        "POLLING",
        {
          pollId: poll.id,
          question: poll.question,
          description: "The panel with the most votes opens the fair. One vote per learner.",
          options: poll.options.map((option) => ({ id: option.id, label: option.label })),
        },
        { id: "career-fair-poll-card" },
      ),
    ],
  );
}

/**
 * The contest page's leaderboard: stored with the week's top three so it reads well as stored;
 * the platform answers the board's rows for the address's range (?range=WEEK|MONTH|ALL).
 */
export function sqlContestLeaderboardSection(): SeedCell {
  return section(
    "contest-leaderboard",
    { header: heading("Leaderboard", { size: 3 }), layout: band("surface", "s") },
    [
      component(
        "LEADERBOARD",
        {
          boardId: SQL_CONTEST_BOARD_ID,
          title: "Weekly SQL contest",
          range: "WEEK",
          scoreLabel: "Points",
          rows: [
            { rank: 1, name: "Meera Iyer", score: 1500 },
            { rank: 2, name: "Kabir Malhotra", score: 1390 },
            { rank: 3, name: "Farah Siddiqui", score: 1320 },
          ],
          emptyText: "No scores yet this week: be the first to submit.",
        },
        { id: "contest-leaderboard-board" },
      ),
    ],
  );
}
