/**
 * The community family's components, imported eagerly for the server's render; the browser build
 * replaces this module with an empty one and loads each kind's chunk on demand (community.ts).
 */
export { Polling } from "../polling/Polling";
export { Leaderboard } from "../leaderboard/Leaderboard";
export { DiscussionForum } from "../discussion-forum/DiscussionForum";
export { Chat } from "../chat/Chat";
export { Calendar } from "../calendar/Calendar";
export { Coupon } from "../coupon/Coupon";
