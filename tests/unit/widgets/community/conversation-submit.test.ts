import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { chatFormId } from "~/contract/widgets/chat-look";
import {
  DISCUSSION_TITLE_TEXT,
  discussionReplyFormId,
  discussionStartFormId,
} from "~/contract/widgets/discussion-forum-look";
import {
  boundActionJson,
  postAction,
  startHarness,
  upstream,
  visitor,
} from "../../actions-server/harness";

/** DISCUSSION_FORUM and CHAT forms on the FORM_SUBMIT path (server/bff/actions/form-submit). */
beforeAll(() => startHarness({ CAPTCHA_PROVIDER: "off" }));
afterAll(() => upstream.stop());
beforeEach(() => upstream.reset());

const start = UPSTREAM_CALLS.communityDiscussionStart.path;
const reply = UPSTREAM_CALLS.communityDiscussionReply.path;
const send = UPSTREAM_CALLS.communityChatSend.path;
const apiCall = (uri: string, requestObject: Record<string, string>) => ({
  type: "API_CALL",
  uri,
  requestObject,
  loginAction: { type: "SERVER_LOGIN" },
  reloadPage: true,
});
// Each as the widget's data carries it: bound to the form it draws (decision 034), then signed.
const startAction = (forumId: string) =>
  boundActionJson({ forumId, startAction: apiCall(start, { forumId }) }, "startAction");
const replyAction = (forumId: string, threadId: string) =>
  boundActionJson(
    { id: threadId, replyAction: apiCall(reply, { forumId, threadId }) },
    "replyAction",
  );
const sendAction = (conversationId: string) =>
  boundActionJson({ conversationId, sendAction: apiCall(send, { conversationId }) }, "sendAction");

describe("conversation forms through FORM_SUBMIT", () => {
  it("a new thread sends the signed forum with the typed title and body", async () => {
    const v = await visitor(true);
    upstream.script(start, { body: { isSuccessful: true, message: "Your discussion is posted." } });
    const res = await postAction(v, {
      intent: "FORM_SUBMIT",
      formId: discussionStartFormId("da-cohort-7"),
      action: startAction("da-cohort-7"),
      title: "Weekend study group",
      body: "Saturday 10 am?",
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ ok: true, message: "Your discussion is posted." });
    expect(upstream.calls(start)[0].json).toEqual({
      forumId: "da-cohort-7",
      formId: "forum-da-cohort-7",
      inputValues: { title: "Weekend study group", body: "Saturday 10 am?" },
    });
  });

  it("a refused title comes back beside the field with both typed texts kept", async () => {
    const v = await visitor(true);
    upstream.script(start, {
      status: 400,
      body: { message: DISCUSSION_TITLE_TEXT, errors: { title: DISCUSSION_TITLE_TEXT } },
    });
    const res = await postAction(v, {
      intent: "FORM_SUBMIT",
      formId: discussionStartFormId("da-cohort-7"),
      action: startAction("da-cohort-7"),
      title: "Hi",
      body: "Anyone around?",
    });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({
      ok: false,
      formId: "forum-da-cohort-7",
      fieldErrors: { title: DISCUSSION_TITLE_TEXT },
      values: { title: "Hi", body: "Anyone around?" },
    });
  });

  it("a reply and a chat message send their signed targets", async () => {
    const v = await visitor(true);
    upstream.script(reply, { body: { isSuccessful: true } });
    upstream.script(send, { body: { isSuccessful: true } });
    await postAction(v, {
      intent: "FORM_SUBMIT",
      formId: discussionReplyFormId("da-thread-dense-rank"),
      action: replyAction("da-cohort-7", "da-thread-dense-rank"),
      body: "Thanks!",
    });
    await postAction(v, {
      intent: "FORM_SUBMIT",
      formId: chatFormId("da-mentor-meera"),
      action: sendAction("da-mentor-meera"),
      message: "Submitted the report.",
    });
    expect(upstream.calls(reply)[0].json).toMatchObject({
      forumId: "da-cohort-7",
      threadId: "da-thread-dense-rank",
      inputValues: { body: "Thanks!" },
    });
    expect(upstream.calls(send)[0].json).toMatchObject({
      conversationId: "da-mentor-meera",
      inputValues: { message: "Submitted the report." },
    });
  });

  it("logged out: asks for login first, nothing goes upstream", async () => {
    const v = await visitor(false);
    const res = await postAction(v, {
      intent: "FORM_SUBMIT",
      formId: chatFormId("da-mentor-meera"),
      action: sendAction("da-mentor-meera"),
      message: "Hello",
    });
    expect(res.status === 401 || res.status === 302).toBe(true);
    expect(upstream.calls(send)).toHaveLength(0);
  });
});
