import { z } from "zod";
import {
  CHAT_MESSAGE_FIELD,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGE_MIN,
  CHAT_MESSAGE_TEXT,
} from "./widgets/chat-look";
import {
  DISCUSSION_BODY_FIELD,
  DISCUSSION_BODY_MAX,
  DISCUSSION_BODY_MIN,
  DISCUSSION_BODY_TEXT,
  DISCUSSION_TITLE_FIELD,
  DISCUSSION_TITLE_MAX,
  DISCUSSION_TITLE_MIN,
  DISCUSSION_TITLE_TEXT,
} from "./widgets/discussion-forum-look";

/**
 * Requests of the community family's conversation calls (DISCUSSION_FORUM and CHAT; see
 * community.ts for the shape): the page action's signed requestObject (which forum, thread or
 * conversation) with the form's `formId` and `inputValues`. The limits and their messages are
 * the widgets' (the *-look.ts modules), so the form and the platform say the same.
 */

const formIdSchema = z.string().max(100).optional();
const targetId = z.string().trim().min(1).max(100);

const text = (min: number, max: number, message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(min, message)
    .max(max, message);

const titleSchema = text(DISCUSSION_TITLE_MIN, DISCUSSION_TITLE_MAX, DISCUSSION_TITLE_TEXT);
const bodySchema = text(DISCUSSION_BODY_MIN, DISCUSSION_BODY_MAX, DISCUSSION_BODY_TEXT);

export const discussionStartRequestSchema = z
  .object({
    forumId: targetId,
    formId: formIdSchema,
    inputValues: z
      .object({ [DISCUSSION_TITLE_FIELD]: titleSchema, [DISCUSSION_BODY_FIELD]: bodySchema })
      .passthrough(),
  })
  .passthrough();

export const discussionReplyRequestSchema = z
  .object({
    forumId: targetId,
    threadId: targetId,
    formId: formIdSchema,
    inputValues: z.object({ [DISCUSSION_BODY_FIELD]: bodySchema }).passthrough(),
  })
  .passthrough();

export const chatSendRequestSchema = z
  .object({
    conversationId: targetId,
    formId: formIdSchema,
    inputValues: z
      .object({
        [CHAT_MESSAGE_FIELD]: text(CHAT_MESSAGE_MIN, CHAT_MESSAGE_MAX, CHAT_MESSAGE_TEXT),
      })
      .passthrough(),
  })
  .passthrough();
