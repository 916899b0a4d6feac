import { randomUUID } from "node:crypto";
import type { Database } from "better-sqlite3";

/**
 * The community family's conversations (migration 13; docs/contract.md, "Widget kinds:
 * community family"): discussion threads and their replies per forum (DISCUSSION_FORUM), and
 * chat conversations with their messages (CHAT). Times are ISO-8601 UTC text.
 */

export interface ThreadRecord {
  id: string;
  forumId: string;
  userId: string | null;
  authorName: string;
  title: string;
  body: string;
  createdAt: string;
}

export interface ReplyRecord {
  id: string;
  threadId: string;
  userId: string | null;
  authorName: string;
  body: string;
  createdAt: string;
}

export interface ConversationRecord {
  id: string;
  /** The one learner who may read and write it; null: any signed-in learner (a cohort room). */
  userId: string | null;
}

export interface MessageRecord {
  id: string;
  conversationId: string;
  userId: string | null;
  senderName: string;
  senderRole: string | null;
  text: string;
  sentAt: string;
}

interface ThreadRow {
  id: string;
  forum_id: string;
  user_id: string | null;
  author_name: string;
  title: string;
  body: string;
  created_at: string;
  reply_count: number;
}
interface ReplyRow {
  id: string;
  thread_id: string;
  user_id: string | null;
  author_name: string;
  body: string;
  created_at: string;
}
interface MessageRow {
  id: string;
  conversation_id: string;
  user_id: string | null;
  sender_name: string;
  sender_role: string | null;
  text: string;
  sent_at: string;
}

/** At most this many threads per forum and messages per conversation in a page answer. */
export const THREADS_SHOWN = 20;
export const MESSAGES_SHOWN = 50;

const threadOf = (row: ThreadRow): ThreadRecord & { replyCount: number } => ({
  id: row.id,
  forumId: row.forum_id,
  userId: row.user_id,
  authorName: row.author_name,
  title: row.title,
  body: row.body,
  createdAt: row.created_at,
  replyCount: row.reply_count,
});

export function createDiscussionRepository(db: Database) {
  const s = {
    insertThread: db.prepare<
      [string, string, string | null, string, string, string, string, string]
    >(
      `INSERT OR IGNORE INTO discussion_threads
       (id, forum_id, user_id, author_name, title, body, created_at, active_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    thread: db.prepare<[string], ThreadRow>(
      `SELECT t.*, (SELECT COUNT(*) FROM discussion_replies r WHERE r.thread_id = t.id)
       AS reply_count FROM discussion_threads t WHERE t.id = ?`,
    ),
    threads: db.prepare<[string, number], ThreadRow>(
      `SELECT t.*, (SELECT COUNT(*) FROM discussion_replies r WHERE r.thread_id = t.id)
       AS reply_count FROM discussion_threads t WHERE t.forum_id = ?
       ORDER BY t.active_at DESC, t.created_at DESC, t.id ASC LIMIT ?`,
    ),
    insertReply: db.prepare<[string, string, string | null, string, string, string]>(
      `INSERT OR IGNORE INTO discussion_replies
       (id, thread_id, user_id, author_name, body, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    touch: db.prepare<[string, string, string]>(
      "UPDATE discussion_threads SET active_at = ? WHERE id = ? AND active_at < ?",
    ),
    replies: db.prepare<[string], ReplyRow>(
      `SELECT * FROM discussion_replies WHERE thread_id = ? ORDER BY created_at ASC, id ASC`,
    ),
    upsertConversation: db.prepare<[string, string | null]>(
      `INSERT INTO chat_conversations (id, user_id) VALUES (?, ?)
       ON CONFLICT(id) DO UPDATE SET user_id = excluded.user_id`,
    ),
    conversation: db.prepare<[string], { id: string; user_id: string | null }>(
      "SELECT id, user_id FROM chat_conversations WHERE id = ?",
    ),
    insertMessage: db.prepare<
      [string, string, string | null, string, string | null, string, string]
    >(
      `INSERT OR IGNORE INTO chat_messages
       (id, conversation_id, user_id, sender_name, sender_role, text, sent_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    messages: db.prepare<[string, number], MessageRow>(
      `SELECT * FROM (SELECT rowid AS seq, * FROM chat_messages WHERE conversation_id = ?
       ORDER BY sent_at DESC, seq DESC LIMIT ?) ORDER BY sent_at ASC, seq ASC`,
    ),
  };
  return {
    /** Adds a thread (a seeded one keeps its id: shipping it again changes nothing). */
    addThread(thread: Omit<ThreadRecord, "id"> & { id?: string }): ThreadRecord {
      const id = thread.id ?? `thr_${randomUUID()}`;
      const t = { ...thread, id };
      s.insertThread.run(
        id,
        t.forumId,
        t.userId,
        t.authorName,
        t.title,
        t.body,
        t.createdAt,
        t.createdAt,
      );
      return t;
    },
    thread(id: string): (ThreadRecord & { replyCount: number }) | undefined {
      const row = s.thread.get(id);
      return row ? threadOf(row) : undefined;
    },
    /** A forum's threads, the latest activity (post or reply) first. */
    threads(forumId: string): Array<ThreadRecord & { replyCount: number }> {
      return s.threads.all(forumId, THREADS_SHOWN).map(threadOf);
    },
    addReply(reply: Omit<ReplyRecord, "id"> & { id?: string }): ReplyRecord {
      const id = reply.id ?? `rpl_${randomUUID()}`;
      const r = { ...reply, id };
      db.transaction(() => {
        const added = s.insertReply.run(
          id,
          r.threadId,
          r.userId,
          r.authorName,
          r.body,
          r.createdAt,
        );
        if (added.changes) s.touch.run(r.createdAt, r.threadId, r.createdAt);
      })();
      return r;
    },
    /** A thread's replies, oldest first. */
    replies(threadId: string): ReplyRecord[] {
      return s.replies.all(threadId).map((row) => ({
        id: row.id,
        threadId: row.thread_id,
        userId: row.user_id,
        authorName: row.author_name,
        body: row.body,
        createdAt: row.created_at,
      }));
    },
    upsertConversation(conversation: ConversationRecord) {
      s.upsertConversation.run(conversation.id, conversation.userId);
    },
    conversation(id: string): ConversationRecord | undefined {
      const row = s.conversation.get(id);
      return row ? { id: row.id, userId: row.user_id } : undefined;
    },
    addMessage(message: Omit<MessageRecord, "id"> & { id?: string }): MessageRecord {
      const id = message.id ?? `msg_${randomUUID()}`;
      const m = { ...message, id };
      s.insertMessage.run(
        id,
        m.conversationId,
        m.userId,
        m.senderName,
        m.senderRole,
        m.text,
        m.sentAt,
      );
      return m;
    },
    /** The latest messages of a conversation, oldest first. */
    messages(conversationId: string): MessageRecord[] {
      return s.messages.all(conversationId, MESSAGES_SHOWN).map((row) => ({
        id: row.id,
        conversationId: row.conversation_id,
        userId: row.user_id,
        senderName: row.sender_name,
        senderRole: row.sender_role,
        text: row.text,
        sentAt: row.sent_at,
      }));
    },
  };
}

export type DiscussionRepository = ReturnType<typeof createDiscussionRepository>;
