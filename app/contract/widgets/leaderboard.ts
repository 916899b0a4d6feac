import { z } from "zod";
import { componentDataSchema, lenientEnum, looseObject, opt, tolerantArray } from "..";
import { LEADERBOARD_RANGES } from "./leaderboard-look";

export const leaderboardRowSchema = looseObject({
  rank: z.number().int().min(1),
  name: z.string().trim().min(1),
  score: z.number(),
  /** Places climbed since the last period (negative: dropped); absent: new on the board. */
  change: opt(z.number().int()),
  /** The signed-in viewer's own row (highlighted). */
  isViewer: opt(z.boolean()),
  /** A cohort or track under the name. */
  subText: opt(z.string()),
});

/**
 * LEADERBOARD componentData (docs/contract.md, "Widget kinds: community family"): ranked rows for
 * one time range. The tabs are links that set `rangeParam` in the address; the page call carries
 * it as context and the platform answers the rows of that range.
 */
export const leaderboardSchema = componentDataSchema.extend({
  boardId: opt(z.string().trim().min(1).max(100)),
  title: opt(z.string()),
  range: opt(lenientEnum(LEADERBOARD_RANGES)),
  /** The tabs to offer (default all three), in this order. */
  ranges: opt(tolerantArray(lenientEnum(LEADERBOARD_RANGES))),
  rangeParam: opt(z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,31}$/)),
  scoreLabel: opt(z.string()),
  rows: tolerantArray(leaderboardRowSchema),
  emptyText: opt(z.string()),
});

export type LeaderboardData = z.output<typeof leaderboardSchema>;
export type LeaderboardInput = z.input<typeof leaderboardSchema>;
