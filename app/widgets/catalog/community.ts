import type { WidgetDefinition } from "../types";
import { lazyWidget } from "../lazy-widget";
import type { CalendarData } from "~/contract/widgets/calendar";
import type { CouponData } from "~/contract/widgets/coupon";
import type { ChatData } from "~/contract/widgets/chat";
import type { DiscussionForumData } from "~/contract/widgets/discussion-forum";
import type { LeaderboardData } from "~/contract/widgets/leaderboard";
import type { PollingData } from "~/contract/widgets/polling";
import * as server from "./community.server";

// Filled on the server only; in the browser each kind loads its own chunk (lazyWidget).
const eager: Partial<typeof server> = server;

/** The community family's kinds, each a chunk of its own (app/widgets/lazy-widget.ts). */
export const communityWidgets: WidgetDefinition[] = [
  lazyWidget<PollingData>({ kind: "POLLING" }, eager.Polling, () =>
    import("../polling/Polling").then((m) => m.Polling),
  ),
  lazyWidget<LeaderboardData>({ kind: "LEADERBOARD" }, eager.Leaderboard, () =>
    import("../leaderboard/Leaderboard").then((m) => m.Leaderboard),
  ),
  lazyWidget<DiscussionForumData>({ kind: "DISCUSSION_FORUM" }, eager.DiscussionForum, () =>
    import("../discussion-forum/DiscussionForum").then((m) => m.DiscussionForum),
  ),
  lazyWidget<ChatData>({ kind: "CHAT" }, eager.Chat, () =>
    import("../chat/Chat").then((m) => m.Chat),
  ),
  lazyWidget<CalendarData>({ kind: "CALENDAR" }, eager.Calendar, () =>
    import("../calendar/Calendar").then((m) => m.Calendar),
  ),
  lazyWidget<CouponData>({ kind: "COUPON" }, eager.Coupon, () =>
    import("../coupon/Coupon").then((m) => m.Coupon),
  ),
];
