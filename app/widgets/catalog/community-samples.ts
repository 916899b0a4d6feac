import { calendarSamples } from "../calendar/samples";
import { couponSamples } from "../coupon/samples";
import { chatSamples } from "../chat/samples";
import { discussionForumSamples } from "../discussion-forum/samples";
import { leaderboardSamples } from "../leaderboard/samples";
import { pollingSamples } from "../polling/samples";
import type { WidgetSample } from "../types";

/** Samples of the community family's kinds, by componentType (gallery and tests only). */
export const communitySamples: Record<string, readonly WidgetSample<unknown>[]> = {
  POLLING: pollingSamples,
  LEADERBOARD: leaderboardSamples,
  DISCUSSION_FORUM: discussionForumSamples,
  CHAT: chatSamples,
  CALENDAR: calendarSamples,
  COUPON: couponSamples,
};
