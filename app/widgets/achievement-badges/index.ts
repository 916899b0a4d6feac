import { defineWidget } from "../types";

export const achievementBadgesWidget = defineWidget({
  kind: "ACHIEVEMENT_BADGES",
  load: () => import("./AchievementBadges").then((m) => m.AchievementBadges),
});
