import { z } from "zod";
import { componentDataSchema, looseObject, opt, serverActionSchema, tolerantArray } from "..";

const isoDateTime = z
  .string()
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), "needs an ISO 8601 date-time");

export const discussionReplySchema = looseObject({
  id: z.string().trim().min(1).max(100),
  authorName: z.string().trim().min(1),
  createdAt: isoDateTime,
  body: z.string().trim().min(1),
  /** The viewer wrote it (the platform says so for the caller). */
  isOwn: opt(z.boolean()),
});

export const discussionThreadSchema = looseObject({
  id: z.string().trim().min(1).max(100),
  title: z.string().trim().min(1),
  authorName: z.string().trim().min(1),
  createdAt: isoDateTime,
  body: opt(z.string()),
  /** All replies of the thread (the list below may hold only the latest ones). */
  replyCount: opt(z.number().int().min(0)),
  replies: opt(tolerantArray(discussionReplySchema)),
  /** Where a reply goes: the page's API_CALL with {forumId, threadId}; body is a form field. */
  replyAction: opt(serverActionSchema),
  isOwn: opt(z.boolean()),
});

/**
 * DISCUSSION_FORUM componentData (docs/contract.md, "Widget kinds: community family"): a forum's
 * threads, newest activity first, each with its replies; the platform fills the threads and the
 * post actions for the caller on every page answer.
 */
export const discussionForumSchema = componentDataSchema.extend({
  forumId: z.string().trim().min(1).max(100),
  title: opt(z.string()),
  description: opt(z.string()),
  threads: tolerantArray(discussionThreadSchema),
  /** Where a new thread goes: the page's API_CALL with {forumId}; title and body are fields. */
  startAction: opt(serverActionSchema),
  emptyText: opt(z.string()),
  /** IANA zone of the times shown (default Asia/Kolkata). */
  timeZone: opt(z.string()),
});

export type DiscussionForumData = z.output<typeof discussionForumSchema>;
export type DiscussionForumInput = z.input<typeof discussionForumSchema>;
