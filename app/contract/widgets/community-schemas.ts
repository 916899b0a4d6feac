import type { z } from "zod";
import { calendarSchema } from "./calendar";
import { couponSchema } from "./coupon";
import { chatSchema } from "./chat";
import { discussionForumSchema } from "./discussion-forum";
import { leaderboardSchema } from "./leaderboard";
import { pollingSchema } from "./polling";

/** componentData schemas of the community family's kinds, by componentType (see schemas.ts). */
export const communityWidgetSchemas: Readonly<Record<string, z.ZodTypeAny>> = {
  POLLING: pollingSchema,
  LEADERBOARD: leaderboardSchema,
  DISCUSSION_FORUM: discussionForumSchema,
  CHAT: chatSchema,
  CALENDAR: calendarSchema,
  COUPON: couponSchema,
};
