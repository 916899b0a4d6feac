import { isoAt } from "../clock";
import type {
  ConversationRecord,
  MessageRecord,
  ReplyRecord,
  ThreadRecord,
} from "../db/discussions";

/**
 * The community family's shipped conversations (community/service.ts writes them at start; the
 * course dashboard shows them): the Data Analyst cohort's forum and the seeded learner's chat
 * with their mentor. Times are relative to the start, so the page reads as recent.
 */

/** The Data Analyst Fellowship cohort's forum (the course dashboard shows it). */
export const DA_FORUM_ID = "da-cohort-7";
/** The seeded learner's conversation with their mentor (the course dashboard shows it). */
export const DA_MENTOR_CHAT_ID = "da-mentor-meera";
export const MENTOR_NAME = "Meera Iyer";
export const MENTOR_ROLE = "Mentor";

const LEARNER_ID = "usr_learner";
const HOUR_MS = 60 * 60 * 1000;

export function seedThreads(now: number): ThreadRecord[] {
  const at = (hoursAgo: number) => isoAt(now - hoursAgo * HOUR_MS);
  return [
    {
      id: "da-thread-dense-rank",
      forumId: DA_FORUM_ID,
      userId: null,
      authorName: "Kabir Malhotra",
      title: "RANK vs DENSE_RANK in the Module 3 assignment?",
      body: "Question 4 asks for the top three products per region. Which one should we use when two products tie?",
      createdAt: at(30),
    },
    {
      id: "da-thread-mock-partners",
      forumId: DA_FORUM_ID,
      userId: null,
      authorName: "Farah Siddiqui",
      title: "Looking for mock interview partners this weekend",
      body: "I have my first analyst interview next week. Anyone up for a 30-minute SQL mock on Saturday?",
      createdAt: at(6),
    },
  ];
}

export function seedReplies(now: number): ReplyRecord[] {
  const at = (hoursAgo: number) => isoAt(now - hoursAgo * HOUR_MS);
  return [
    {
      id: "da-reply-dense-rank-1",
      threadId: "da-thread-dense-rank",
      userId: null,
      authorName: MENTOR_NAME,
      body: "DENSE_RANK: tied products share a rank and the next rank is not skipped, so you still get three ranks.",
      createdAt: at(28),
    },
    {
      id: "da-reply-dense-rank-2",
      threadId: "da-thread-dense-rank",
      userId: null,
      authorName: "Ishita Rao",
      body: "Also check the expected output in the brief: it lists four rows for the West region.",
      createdAt: at(27),
    },
  ];
}

export const seedConversations = (): ConversationRecord[] => [
  { id: DA_MENTOR_CHAT_ID, userId: LEARNER_ID },
];

export function seedMessages(now: number): MessageRecord[] {
  const at = (hoursAgo: number) => isoAt(now - hoursAgo * HOUR_MS);
  return [
    {
      id: "da-chat-1",
      conversationId: DA_MENTOR_CHAT_ID,
      userId: null,
      senderName: MENTOR_NAME,
      senderRole: MENTOR_ROLE,
      text: "Hi Asha! How is the Module 3 SQL report coming along?",
      sentAt: at(20),
    },
    {
      id: "da-chat-2",
      conversationId: DA_MENTOR_CHAT_ID,
      userId: LEARNER_ID,
      senderName: "Asha Learner",
      senderRole: null,
      text: "Mostly done. I am unsure whether to use a CTE or a subquery for the monthly totals.",
      sentAt: at(19),
    },
    {
      id: "da-chat-3",
      conversationId: DA_MENTOR_CHAT_ID,
      userId: null,
      senderName: MENTOR_NAME,
      senderRole: MENTOR_ROLE,
      text: "Use a CTE: it reads top to bottom, and reviewers love that in interviews too.",
      sentAt: at(18),
    },
  ];
}
