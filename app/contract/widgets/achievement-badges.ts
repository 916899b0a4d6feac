import { z } from "zod";
import { componentDataSchema, imageSchema, looseObject, opt, tolerantArray } from "..";

export const achievementBadgeSchema = looseObject({
  name: z.string().trim().min(1),
  /** How the badge is earned: "Complete five mock interviews". */
  description: opt(z.string()),
  image: opt(imageSchema),
  earned: opt(z.boolean()),
  /** ISO 8601 date the badge was earned. */
  earnedOn: opt(z.string()),
  /** Progress towards a badge not yet earned. */
  progress: opt(looseObject({ current: z.number().int().min(0), total: z.number().int().min(1) })),
});
export type AchievementBadge = z.output<typeof achievementBadgeSchema>;

/** ACHIEVEMENT_BADGES componentData: earned and locked badges of a learner. */
export const achievementBadgesSchema = componentDataSchema.extend({
  badges: tolerantArray(achievementBadgeSchema).refine(
    (b) => b.length > 0,
    "needs at least one badge",
  ),
  /** Shows "4 of 9 badges earned" above the badges (default true). */
  showSummary: opt(z.boolean()),
  /** IANA zone the dates are shown in (default Asia/Kolkata). */
  timeZone: opt(z.string()),
});

export type AchievementBadgesData = z.output<typeof achievementBadgesSchema>;
export type AchievementBadgesInput = z.input<typeof achievementBadgesSchema>;
