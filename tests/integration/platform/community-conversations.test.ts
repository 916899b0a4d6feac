import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { CHAT_MESSAGE_TEXT } from "~/contract/widgets/chat-look";
import {
  DISCUSSION_BODY_TEXT,
  DISCUSSION_TITLE_TEXT,
} from "~/contract/widgets/discussion-forum-look";
import type { RunningPlatform } from "~server/platform/server";
import { bearer, devSignIn, makeDataDir, post, postPage, start } from "./platform-harness";

/** DISCUSSION_FORUM and CHAT on the course dashboard (docs/contract.md, community family). */
const data = makeDataDir();
let platform: RunningPlatform;
let learner: string;
let rise: string;

const DASHBOARD = "/course-dashboard/data-analyst";
const FORUM = "da-cohort-7";
const CHAT = "da-mentor-meera";

beforeAll(async () => {
  platform = await start(data.dir);
  learner = await devSignIn(platform.url, "learner@example.com");
  rise = await devSignIn(platform.url, "rise@example.com");
});
afterAll(async () => {
  await platform?.close();
  data.cleanup();
});

type Cell = { id: string; componentType?: string; componentData?: Record<string, unknown> };
type Reply = { id: string; authorName: string; body: string; isOwn?: boolean };
type Thread = {
  id: string;
  title: string;
  authorName: string;
  createdAt: string;
  body?: string;
  replyCount: number;
  replies: Reply[];
  replyAction: Record<string, unknown>;
  isOwn?: boolean;
};
type Message = { id: string; senderName: string; text: string; sentAt: string; isOwn?: boolean };

async function cellOf(cellId: string, token?: string) {
  const res = await postPage(platform.url, DASHBOARD, undefined, token ? bearer(token) : {});
  expect(res.status).toBe(200);
  const cell = (res.body as { cells: Cell[] }).cells.find((c) => c.id === cellId);
  if (!cell?.componentData) throw new Error(`no cell ${cellId} on ${DASHBOARD}`);
  return cell.componentData;
}
const forum = (token?: string) => cellOf("dashboard-forum", token);
const chat = (token?: string) => cellOf("dashboard-mentor-chat", token);

describe("DISCUSSION_FORUM: the cohort forum of the course dashboard", () => {
  const start = UPSTREAM_CALLS.communityDiscussionStart.path;
  const reply = UPSTREAM_CALLS.communityDiscussionReply.path;

  it("shows the shipped threads, latest first, with replies and the post actions", async () => {
    const cell = await forum();
    const threads = cell.threads as Thread[];
    expect(threads.map((t) => t.id)).toEqual(["da-thread-mock-partners", "da-thread-dense-rank"]);
    const rank = threads[1];
    expect(rank.replyCount).toBe(2);
    expect(rank.replies.map((r) => r.authorName)).toEqual(["Meera Iyer", "Ishita Rao"]);
    expect(rank.replyAction).toMatchObject({
      type: "API_CALL",
      uri: reply,
      requestObject: { forumId: FORUM, threadId: rank.id },
      reloadPage: true,
    });
    expect(cell.startAction).toMatchObject({ uri: start, requestObject: { forumId: FORUM } });
  });

  it("401 without a login", async () => {
    const res = await post(platform.url, start, {
      forumId: FORUM,
      inputValues: { title: "Study group", body: "Anyone?" },
    });
    expect(res.status).toBe(401);
    const r = await post(platform.url, reply, {
      forumId: FORUM,
      threadId: "da-thread-dense-rank",
      inputValues: { body: "Me too" },
    });
    expect(r.status).toBe(401);
  });

  it("400 with the field's error for a title or body outside the limits", async () => {
    const short = await post(
      platform.url,
      start,
      { forumId: FORUM, formId: "forum-da-cohort-7", inputValues: { title: "Hi", body: "ok" } },
      bearer(learner),
    );
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ errors: { title: DISCUSSION_TITLE_TEXT } });
    const long = await post(
      platform.url,
      start,
      { forumId: FORUM, inputValues: { title: "Study group", body: "x".repeat(2001) } },
      bearer(learner),
    );
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ errors: { body: DISCUSSION_BODY_TEXT } });
    const blank = await post(
      platform.url,
      reply,
      { forumId: FORUM, threadId: "da-thread-dense-rank", inputValues: { body: "  " } },
      bearer(learner),
    );
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ errors: { body: DISCUSSION_BODY_TEXT } });
    const unknown = await post(
      platform.url,
      reply,
      { forumId: FORUM, threadId: "no-such-thread", inputValues: { body: "Hello" } },
      bearer(learner),
    );
    expect(unknown.status).toBe(404);
    const otherForum = await post(
      platform.url,
      reply,
      { forumId: "another-forum", threadId: "da-thread-dense-rank", inputValues: { body: "Hi" } },
      bearer(learner),
    );
    expect(otherForum.status).toBe(404);
    // Nothing was posted.
    const threads = (await forum(learner)).threads as Thread[];
    expect(threads).toHaveLength(2);
    expect(threads[1].replyCount).toBe(2);
  });

  it("starts a thread: it is first in the next page answer, marked as the poster's", async () => {
    const res = await post(
      platform.url,
      start,
      {
        forumId: FORUM,
        formId: "forum-da-cohort-7",
        inputValues: {
          title: "  Weekend study group for Module 3?  ",
          body: "Saturday 10 am on Meet.",
        },
      },
      bearer(learner),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      formId: "forum-da-cohort-7",
      isSuccessful: true,
      message: "Your discussion is posted.",
    });
    const mine = (await forum(learner)).threads as Thread[];
    expect(mine[0]).toMatchObject({
      title: "Weekend study group for Module 3?",
      body: "Saturday 10 am on Meet.",
      authorName: "Asha Learner",
      replyCount: 0,
      replies: [],
      isOwn: true,
    });
    const theirs = (await forum(rise)).threads as Thread[];
    expect(theirs[0].title).toBe("Weekend study group for Module 3?");
    expect(theirs[0].isOwn).toBeUndefined();
    const visitor = (await forum()).threads as Thread[];
    expect(visitor).toHaveLength(3);
  });

  it("replies: the reply is in the next page answer and the thread moves to the top", async () => {
    const res = await post(
      platform.url,
      reply,
      {
        forumId: FORUM,
        threadId: "da-thread-dense-rank",
        formId: "reply-da-thread-dense-rank",
        inputValues: { body: "Thanks, DENSE_RANK fixed my query." },
      },
      bearer(rise),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isSuccessful: true, message: "Your reply is posted." });
    const threads = (await forum(rise)).threads as Thread[];
    expect(threads[0].id).toBe("da-thread-dense-rank");
    expect(threads[0].replyCount).toBe(3);
    expect(threads[0].replies.at(-1)).toMatchObject({
      body: "Thanks, DENSE_RANK fixed my query.",
      isOwn: true,
    });
    const forLearner = (await forum(learner)).threads as Thread[];
    expect(forLearner[0].replies.at(-1)?.isOwn).toBeUndefined();
  });
});

describe("CHAT: the learner's conversation with their mentor on the course dashboard", () => {
  const send = UPSTREAM_CALLS.communityChatSend.path;

  it("shows the learner the messages, oldest first, with the send action; others none", async () => {
    const cell = await chat(learner);
    const messages = cell.messages as Message[];
    expect(messages.map((m) => m.id)).toEqual(["da-chat-1", "da-chat-2", "da-chat-3"]);
    expect(messages.filter((m) => m.isOwn).map((m) => m.id)).toEqual(["da-chat-2"]);
    expect(cell.sendAction).toMatchObject({
      type: "API_CALL",
      uri: send,
      requestObject: { conversationId: CHAT },
      reloadPage: true,
    });
    for (const other of [await chat(), await chat(rise)]) {
      expect(other.messages).toEqual([]);
      expect(other.sendAction).toBeUndefined();
    }
  });

  it("401 without a login, 404 for someone else's conversation", async () => {
    const res = await post(platform.url, send, {
      conversationId: CHAT,
      inputValues: { message: "Hello" },
    });
    expect(res.status).toBe(401);
    const other = await post(
      platform.url,
      send,
      { conversationId: CHAT, inputValues: { message: "Hello" } },
      bearer(rise),
    );
    expect(other.status).toBe(404);
  });

  it("400 with the field's error for an empty or too long message", async () => {
    for (const message of ["   ", "x".repeat(1001)]) {
      const res = await post(
        platform.url,
        send,
        { conversationId: CHAT, inputValues: { message } },
        bearer(learner),
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errors: { message: CHAT_MESSAGE_TEXT } });
    }
    expect(((await chat(learner)).messages as Message[]).length).toBe(3);
  });

  it("sends: the message is the last one in the next page answer, marked as the learner's", async () => {
    const res = await post(
      platform.url,
      send,
      {
        conversationId: CHAT,
        formId: "chat-da-mentor-meera",
        inputValues: { message: "Done! I used a CTE and submitted the report." },
      },
      bearer(learner),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      formId: "chat-da-mentor-meera",
      isSuccessful: true,
      message: "Message sent.",
    });
    const messages = (await chat(learner)).messages as Message[];
    expect(messages).toHaveLength(4);
    expect(messages.at(-1)).toMatchObject({
      senderName: "Asha Learner",
      text: "Done! I used a CTE and submitted the report.",
      isOwn: true,
    });
    expect(Date.parse(messages[3].sentAt)).toBeGreaterThanOrEqual(Date.parse(messages[2].sentAt));
  });
});
