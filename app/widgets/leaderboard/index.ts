import { defineWidget } from "../types";

export const leaderboardWidget = defineWidget({
  kind: "LEADERBOARD",
  family: true,
  load: () => import("./Leaderboard").then((m) => m.Leaderboard),
});
