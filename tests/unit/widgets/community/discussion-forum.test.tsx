import { describe, expect, it } from "vitest";
import { discussionStartRequestSchema } from "~/contract/community-conversations";
import { discussionForumSchema } from "~/contract/widgets/discussion-forum";
import {
  DISCUSSION_BODY_MAX,
  DISCUSSION_BODY_TEXT,
  DISCUSSION_TITLE_MAX,
  DISCUSSION_TITLE_TEXT,
  discussionReplyFormId,
  discussionStartFormId,
} from "~/contract/widgets/discussion-forum-look";
import { discussionForumSamples } from "~/widgets/discussion-forum/samples";
import {
  accepts,
  escapeHtml,
  expectInert,
  itRendersEverySample,
  JS_URL,
  renderWidget,
  SCRIPT,
} from "../content/harness";
import { defOf, hiddenValue } from "./community-kit";
import { renderAfterPost } from "./conversation-kit";

const def = defOf("DISCUSSION_FORUM");
const [forum, empty] = discussionForumSamples.map((s) => s.data);

describe("DISCUSSION_FORUM", () => {
  itRendersEverySample(def);

  it("lists threads with title, author, time and reply count; replies in a <details>", async () => {
    const html = await renderWidget(def, forum);
    expect(html).toMatch(/<h2[^>]*>Cohort 7 discussions<\/h2>/);
    expect(html).toMatch(/<ul[^>]*>(<li[^>]*data-thread="[^"]+"[^>]*>.*?<\/li>)+/);
    expect(html.match(/data-thread="/g)).toHaveLength(2);
    expect(html).toMatch(/<h3[^>]*>RANK vs DENSE_RANK in the Module 3 assignment\?<\/h3>/);
    expect(html).toContain("Kabir Malhotra");
    expect(html).toMatch(/<time dateTime="2026-03-10T14:05:00Z">[^<]*2026[^<]*<\/time>/);
    expect(html).toMatch(/<details[^>]*><summary[^>]*>2 replies<\/summary>/);
    expect(html).toMatch(/<summary[^>]*>0 replies<\/summary>/);
    expect(html).toContain("No replies yet.");
    expect(html).toMatch(/<ol[^>]*>(<li[^>]*data-reply[^>]*>.*?<\/li>){2}<\/ol>/);
    // The viewer's own reply says so in words.
    expect(html).toMatch(/Asha Learner<\/span><span> \(you\)<\/span>/);
  });

  it("offers a reply form per thread and a start form, posting the signed actions", async () => {
    const html = await renderWidget(def, forum);
    expect(html.match(/<form[^>]*method="post"/g)).toHaveLength(3);
    const formIds = [...html.matchAll(/name="formId" value="([^"]+)"/g)].map((m) => m[1]);
    expect(formIds).toEqual([
      discussionReplyFormId("window-functions-rank"),
      discussionReplyFormId("mock-interview-partners"),
      discussionStartFormId("da-cohort-7"),
    ]);
    expect(hiddenValue(html, "intent")).toBe("FORM_SUBMIT");
    const action = JSON.parse(hiddenValue(html, "action") ?? "{}") as Record<string, unknown>;
    expect(action.requestObject).toEqual({
      forumId: "da-cohort-7",
      threadId: "window-functions-rank",
    });
    expect(action.loginAction).toBeTruthy();
    expect(html).toMatch(/<h3[^>]*>Start a discussion<\/h3>/);
    // Labelled controls with the contract's limits.
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Title<\/label><input id="\1"[^>]*name="title"/);
    expect(html).toContain(`maxLength="${DISCUSSION_TITLE_MAX}"`);
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Your reply<\/label><textarea id="\1"/);
    expect(html).toContain(`maxLength="${DISCUSSION_BODY_MAX}"`);
    expect(html).toMatch(/Post discussion<\/span><\/button>/);
    expect(html).toMatch(/Post reply<\/span><\/button>/);
  });

  it("an empty forum says so and still offers the start form", async () => {
    const html = await renderWidget(def, empty);
    expect(html).toContain("No discussions yet: ask the first question about your PRD assignment.");
    expect(html).not.toContain("data-thread");
    expect(hiddenValue(html, "formId")).toBe(discussionStartFormId("pm-fellowship-cohort-2"));
  });

  it("after a refused post shows each error beside its field and keeps the typed text", async () => {
    const html = await renderAfterPost(def, forum, {
      intent: "FORM_SUBMIT",
      ok: false,
      formId: discussionStartFormId("da-cohort-7"),
      message: DISCUSSION_TITLE_TEXT,
      fieldErrors: { title: DISCUSSION_TITLE_TEXT },
      values: { title: "Hi", body: "How do I join the study group?" },
    });
    expect(html).toMatch(
      /<input id="([^"]+)"[^>]*name="title"[^>]*aria-invalid="true" aria-describedby="\1-error" value="Hi"\/><p id="\1-error"[^>]*>Give the discussion a title of 3 to 120 characters\.<\/p>/,
    );
    expect(html).toMatch(/name="body"[^>]*>How do I join the study group\?<\/textarea>/);
    // The reply forms are other forms: untouched.
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
    expect(html).not.toContain('<details class="details" open');
  });

  it("keeps a thread open after its reply was refused without JavaScript", async () => {
    const html = await renderAfterPost(def, forum, {
      intent: "FORM_SUBMIT",
      ok: false,
      formId: discussionReplyFormId("mock-interview-partners"),
      message: DISCUSSION_BODY_TEXT,
      fieldErrors: { body: DISCUSSION_BODY_TEXT },
      values: { body: " " },
    });
    expect(html.match(/<details[^>]*open=""/g)).toHaveLength(1);
    expect(html).toMatch(
      /<details[^>]*open=""><summary[^>]*>0 replies<\/summary>.*?<textarea[^>]*aria-invalid="true"[^>]*>[^<]*<\/textarea><p id="[^"]+-error"[^>]*>Write 1 to 2000 characters\.<\/p>/,
    );
  });

  it("the request schema holds the limits declared in the contract", async () => {
    const ok = { forumId: "f", inputValues: { title: "SQL help", body: "x" } };
    expect(discussionStartRequestSchema.safeParse(ok).success).toBe(true);
    const short = discussionStartRequestSchema.safeParse({
      ...ok,
      inputValues: { title: "ab", body: "x" },
    });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0].message).toBe(DISCUSSION_TITLE_TEXT);
    const long = discussionStartRequestSchema.safeParse({
      ...ok,
      inputValues: { title: "SQL help", body: "x".repeat(DISCUSSION_BODY_MAX + 1) },
    });
    expect(long.error?.issues[0].message).toBe(DISCUSSION_BODY_TEXT);
    const blank = discussionStartRequestSchema.safeParse({
      ...ok,
      inputValues: { title: "x".repeat(DISCUSSION_TITLE_MAX + 1), body: "   " },
    });
    expect(blank.error?.issues.map((i) => i.path.at(-1)).sort()).toEqual(["body", "title"]);
  });

  it("refuses a forum without an id or threads, and a thread without a title or time", async () => {
    expect(accepts(def, { ...forum, forumId: undefined })).toBe(false);
    expect(accepts(def, { ...forum, threads: "none" })).toBe(false);
    expect(accepts(def, { ...forum, threads: undefined })).toBe(false);
    const threads = forum.threads as Array<Record<string, unknown>>;
    const bad = discussionForumSchema.parse({
      ...forum,
      threads: [
        { ...threads[0], title: " " },
        { ...threads[1], createdAt: "yesterday" },
      ],
    });
    expect(bad.threads).toHaveLength(0);
  });

  it("tolerates unknown fields", async () => {
    const threads = forum.threads as Array<Record<string, unknown>>;
    const data = { ...forum, pinned: true, threads: [{ ...threads[0], reactions: { up: 4 } }] };
    expect(accepts(def, data)).toBe(true);
    expect(await renderWidget(def, data)).toContain("RANK vs DENSE_RANK");
  });

  it("escapes script text and never puts a javascript: URL in an href", async () => {
    const html = await renderWidget(def, {
      ...forum,
      title: SCRIPT,
      description: SCRIPT,
      threads: [
        {
          id: "t",
          title: SCRIPT,
          authorName: SCRIPT,
          createdAt: "2026-03-10T14:05:00Z",
          body: JS_URL,
          replies: [
            { id: "r", authorName: SCRIPT, createdAt: "2026-03-10T14:05:00Z", body: SCRIPT },
          ],
          replyAction: { type: "API_CALL", uri: JS_URL },
        },
      ],
      startAction: { type: "API_CALL", uri: JS_URL },
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
    expect(html).not.toMatch(/href="javascript:/i);
  });
});
