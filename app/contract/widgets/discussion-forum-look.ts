/** The DISCUSSION_FORUM widget's limits, field names and texts: zod-free, for the browser too. */

/** Text limits of a thread's title and of a post's body (the platform checks the same). */
export const DISCUSSION_TITLE_MIN = 3;
export const DISCUSSION_TITLE_MAX = 120;
export const DISCUSSION_BODY_MIN = 1;
export const DISCUSSION_BODY_MAX = 2000;

/** The form fields (docs/contract.md, community family). */
export const DISCUSSION_TITLE_FIELD = "title";
export const DISCUSSION_BODY_FIELD = "body";

export const DISCUSSION_TITLE_TEXT = `Give the discussion a title of ${DISCUSSION_TITLE_MIN} to ${DISCUSSION_TITLE_MAX} characters.`;
export const DISCUSSION_BODY_TEXT = `Write ${DISCUSSION_BODY_MIN} to ${DISCUSSION_BODY_MAX} characters.`;
export const DISCUSSION_START_TEXT = "Start a discussion";
export const DISCUSSION_POST_TEXT = "Post discussion";
export const DISCUSSION_REPLY_TEXT = "Post reply";
export const DISCUSSION_TITLE_LABEL = "Title";
export const DISCUSSION_BODY_LABEL = "What would you like to discuss?";
export const DISCUSSION_REPLY_LABEL = "Your reply";
export const DISCUSSION_STARTED_TEXT = "Your discussion is posted.";
export const DISCUSSION_REPLIED_TEXT = "Your reply is posted.";
export const DISCUSSION_EMPTY_TEXT = "No discussions yet: start the first one.";
export const DISCUSSION_LOGIN_HINT = "Log in to post; be kind and specific.";
export const DISCUSSION_NO_REPLIES_TEXT = "No replies yet.";

export const repliesText = (n: number) => `${n} ${n === 1 ? "reply" : "replies"}`;

const safeId = (value: string) => value.replace(/[^A-Za-z0-9_.:-]/g, "-");

/** The formId of a forum's "start a discussion" form and of a thread's reply form. */
export const discussionStartFormId = (forumId: string) => `forum-${safeId(forumId)}`.slice(0, 100);
export const discussionReplyFormId = (threadId: string) =>
  `reply-${safeId(threadId)}`.slice(0, 100);

/** "12 Mar 2026, 6:00 pm" in the given zone (Asia/Kolkata when unknown); undefined if unparsable. */
export function postedAtText(
  iso: string | undefined,
  timeZone = "Asia/Kolkata",
): string | undefined {
  if (!iso) return undefined;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return undefined;
  const format = (zone: string) =>
    new Intl.DateTimeFormat("en-IN", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: zone,
    }).format(new Date(ms));
  try {
    return format(timeZone);
  } catch {
    return format("Asia/Kolkata");
  }
}
