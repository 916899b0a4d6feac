import { defineWidget } from "../types";

export const leaderboardWidget = defineWidget({
  kind: "LEADERBOARD",
  load: () => import("./Leaderboard").then((m) => m.Leaderboard),
});
