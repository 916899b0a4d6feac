import { isoAt, type Clock } from "../clock";
import type { DiscussionRepository } from "../db/discussions";
import type { UserRecord } from "../db/users";
import { actionError, parseAction, requireUser } from "../http/action-body";
import type { Session } from "../http/route";
import { COMMUNITY_PATHS } from "~/contract/community-calls";
import {
  chatSendRequestSchema,
  discussionReplyRequestSchema,
  discussionStartRequestSchema,
} from "~/contract/community-conversations";
import { CHAT_MESSAGE_FIELD, CHAT_SENT_TEXT } from "~/contract/widgets/chat-look";
import {
  DISCUSSION_BODY_FIELD,
  DISCUSSION_REPLIED_TEXT,
  DISCUSSION_STARTED_TEXT,
  DISCUSSION_TITLE_FIELD,
} from "~/contract/widgets/discussion-forum-look";

export const THREAD_NOT_FOUND = "Discussion not found";
export const CONVERSATION_NOT_FOUND = "Conversation not found";

/** How a post names its author: the user's name, else a neutral word (never the email). */
export function authorNameOf(user: UserRecord): string {
  const name = [user.firstName, user.lastName].filter((part) => part?.trim()).join(" ");
  return name || "A learner";
}

const action = (uri: string, requestObject: Record<string, string>) => ({
  type: "API_CALL",
  uri,
  requestObject,
  loginAction: { type: "SERVER_LOGIN" },
  reloadPage: true,
});

/** The page actions the forum's forms post (signed by the BFF when it renders the page). */
export const discussionStartAction = (forumId: string) =>
  action(COMMUNITY_PATHS.discussionStart, { forumId });
export const discussionReplyAction = (forumId: string, threadId: string) =>
  action(COMMUNITY_PATHS.discussionReply, { forumId, threadId });
export const chatSendAction = (conversationId: string) =>
  action(COMMUNITY_PATHS.chatSend, { conversationId });

/**
 * A DISCUSSION_FORUM cell's componentData: the forum's stored threads (latest activity first)
 * with their replies, the caller's own posts marked, and the post actions (a visitor gets them
 * too: posting sends them through login). An empty forumId leaves the cell as stored.
 */
export function forumCellData(
  data: Record<string, unknown>,
  repo: DiscussionRepository,
  user: UserRecord | undefined,
): Record<string, unknown> {
  const forumId = typeof data.forumId === "string" ? data.forumId.trim() : "";
  if (!forumId) return data;
  const own = (userId: string | null) => (user && userId === user.id ? { isOwn: true } : {});
  return {
    ...data,
    forumId,
    threads: repo.threads(forumId).map((thread) => ({
      id: thread.id,
      title: thread.title,
      authorName: thread.authorName,
      createdAt: thread.createdAt,
      body: thread.body,
      replyCount: thread.replyCount,
      replies: repo.replies(thread.id).map((reply) => ({
        id: reply.id,
        authorName: reply.authorName,
        createdAt: reply.createdAt,
        body: reply.body,
        ...own(reply.userId),
      })),
      replyAction: discussionReplyAction(forumId, thread.id),
      ...own(thread.userId),
    })),
    startAction: discussionStartAction(forumId),
  };
}

/**
 * A CHAT cell's componentData: for the conversation's learner (or anyone signed in, for a cohort
 * room) its latest messages with their own marked and the send action; for anyone else none.
 */
export function chatCellData(
  data: Record<string, unknown>,
  repo: DiscussionRepository,
  user: UserRecord | undefined,
): Record<string, unknown> {
  const id = typeof data.conversationId === "string" ? data.conversationId : "";
  const conversation = id ? repo.conversation(id) : undefined;
  if (!conversation) return data;
  const rest = { ...data };
  delete rest.sendAction;
  const member = !!user && (conversation.userId === null || conversation.userId === user.id);
  if (!member) return { ...rest, messages: [] };
  return {
    ...rest,
    messages: repo.messages(conversation.id).map((message) => ({
      id: message.id,
      senderName: message.senderName,
      ...(message.senderRole ? { senderRole: message.senderRole } : {}),
      sentAt: message.sentAt,
      text: message.text,
      ...(message.userId === user.id ? { isOwn: true } : {}),
    })),
    sendAction: chatSendAction(conversation.id),
  };
}

const success = (formId: string | undefined, message: string) => ({
  formId,
  inProgress: false,
  isSuccessful: true,
  message,
  inputValues: {},
});

/**
 * POST /api/v1/community/discussion/start {forumId, formId, inputValues: {title, body}}:
 * 401 without a login, 400 with errors.title / errors.body outside the limits.
 */
export function startThread(
  repo: DiscussionRepository,
  session: Session | undefined,
  body: unknown,
  clock: Clock,
): Record<string, unknown> {
  const user = requireUser(session);
  const input = parseAction(discussionStartRequestSchema, body);
  const thread = repo.addThread({
    forumId: input.forumId,
    userId: user.id,
    authorName: authorNameOf(user),
    title: input.inputValues[DISCUSSION_TITLE_FIELD],
    body: input.inputValues[DISCUSSION_BODY_FIELD],
    createdAt: isoAt(clock()),
  });
  return { ...success(input.formId, DISCUSSION_STARTED_TEXT), threadId: thread.id };
}

/**
 * POST /api/v1/community/discussion/reply {forumId, threadId, formId, inputValues: {body}}:
 * 401 without a login, 400 with errors.body, 404 for a thread not in that forum.
 */
export function replyToThread(
  repo: DiscussionRepository,
  session: Session | undefined,
  body: unknown,
  clock: Clock,
): Record<string, unknown> {
  const user = requireUser(session);
  const input = parseAction(discussionReplyRequestSchema, body);
  const thread = repo.thread(input.threadId);
  if (!thread || thread.forumId !== input.forumId) throw actionError(404, THREAD_NOT_FOUND);
  const reply = repo.addReply({
    threadId: thread.id,
    userId: user.id,
    authorName: authorNameOf(user),
    body: input.inputValues[DISCUSSION_BODY_FIELD],
    createdAt: isoAt(clock()),
  });
  return { ...success(input.formId, DISCUSSION_REPLIED_TEXT), replyId: reply.id };
}

/**
 * POST /api/v1/community/chat/send {conversationId, formId, inputValues: {message}}: 401 without
 * a login, 400 with errors.message, 404 for a conversation that is not the caller's.
 */
export function sendMessage(
  repo: DiscussionRepository,
  session: Session | undefined,
  body: unknown,
  clock: Clock,
): Record<string, unknown> {
  const user = requireUser(session);
  const input = parseAction(chatSendRequestSchema, body);
  const conversation = repo.conversation(input.conversationId);
  if (!conversation || (conversation.userId !== null && conversation.userId !== user.id)) {
    throw actionError(404, CONVERSATION_NOT_FOUND);
  }
  const message = repo.addMessage({
    conversationId: conversation.id,
    userId: user.id,
    senderName: authorNameOf(user),
    senderRole: null,
    text: input.inputValues[CHAT_MESSAGE_FIELD],
    sentAt: isoAt(clock()),
  });
  return { ...success(input.formId, CHAT_SENT_TEXT), messageId: message.id };
}
