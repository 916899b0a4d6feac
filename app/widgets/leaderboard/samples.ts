import type { WidgetSample } from "../types";
import type { LeaderboardInput } from "~/contract/widgets/leaderboard";

/** The weekly SQL contest's board: this week (the viewer outside the top rows), all time, empty. */
export const leaderboardSamples: WidgetSample<LeaderboardInput>[] = [
  {
    title: "This week, the viewer's row highlighted",
    data: {
      type: "LEADERBOARD",
      boardId: "weekly-sql-contest",
      title: "Weekly SQL contest",
      range: "WEEK",
      scoreLabel: "Points",
      rows: [
        { rank: 1, name: "Meera Iyer", score: 800, change: 2, subText: "Data Analyst bootcamp" },
        { rank: 2, name: "Kabir Malhotra", score: 700, change: -1 },
        { rank: 3, name: "Asha Learner", score: 600, change: 0, isViewer: true },
        { rank: 4, name: "Farah Siddiqui", score: 500 },
      ],
    },
  },
  {
    title: "All time, no title",
    data: {
      type: "LEADERBOARD",
      range: "ALL",
      ranges: ["MONTH", "ALL"],
      rows: [
        { rank: 1, name: "Rohan Rise", score: 12400, change: 1 },
        { rank: 2, name: "Sara Scale", score: 11950, change: -1 },
      ],
    },
  },
  {
    title: "A new week without scores",
    data: {
      type: "LEADERBOARD",
      title: "Product case challenge",
      range: "WEEK",
      rows: [],
      emptyText: "The first submissions of the week are being reviewed by mentors.",
    },
  },
];
