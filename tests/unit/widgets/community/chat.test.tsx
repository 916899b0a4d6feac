import { describe, expect, it } from "vitest";
import { chatSendRequestSchema } from "~/contract/community-conversations";
import { chatSchema } from "~/contract/widgets/chat";
import { CHAT_MESSAGE_MAX, CHAT_MESSAGE_TEXT, chatFormId } from "~/contract/widgets/chat-look";
import { chatSamples } from "~/widgets/chat/samples";
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

const def = defOf("CHAT");
const [mentor, fresh] = chatSamples.map((s) => s.data);

describe("CHAT", () => {
  itRendersEverySample(def);

  it("shows the messages in a log, oldest first, each with its sender and time", async () => {
    const html = await renderWidget(def, mentor);
    expect(html).toMatch(/<h2[^>]*>Chat with your mentor<\/h2>/);
    expect(html).toMatch(/<div role="log" aria-live="polite" aria-label="Chat with your mentor"/);
    const ids = [...html.matchAll(/data-message="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(["m-1", "m-2", "m-3"]);
    expect(html).toMatch(/<ol[^>]*>(<li[^>]*>.*?<\/li>){3}<\/ol>/);
    expect(html.match(/<time dateTime="2026-03-09T13:\d\d:00Z">/g)).toHaveLength(3);
    expect(html).toMatch(/Meera Iyer<\/span>, Mentor(<!-- -->)? · <time/);
    // The viewer's own message is marked in words, not by colour or side alone.
    expect(html).toMatch(/<span[^>]*>You \(Asha Learner\)<\/span>/);
    expect(html.match(/>You \(/g)).toHaveLength(1);
  });

  it("has a labelled compose form that posts the signed send action", async () => {
    const html = await renderWidget(def, mentor);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(hiddenValue(html, "intent")).toBe("FORM_SUBMIT");
    expect(hiddenValue(html, "formId")).toBe(chatFormId("da-mentor-meera"));
    const action = JSON.parse(hiddenValue(html, "action") ?? "{}") as Record<string, unknown>;
    expect(action.requestObject).toEqual({ conversationId: "da-mentor-meera" });
    expect(action.reloadPage).toBe(true);
    expect(action.loginAction).toBeTruthy();
    expect(html).toMatch(
      /<label for="([^"]+)"[^>]*>Message<\/label><textarea id="\1"[^>]*name="message"/,
    );
    expect(html).toContain(`maxLength="${CHAT_MESSAGE_MAX}"`);
    expect(html).toMatch(/Send<\/span><\/button>/);
  });

  it("an empty conversation says so; without a send action it asks to log in", async () => {
    expect(await renderWidget(def, fresh)).toContain(
      "No messages yet: introduce yourself to the cohort.",
    );
    const html = await renderWidget(def, { ...mentor, messages: [], sendAction: undefined });
    expect(html).not.toContain("<form");
    expect(html).toContain("Log in to read and send messages.");
    expect(html.match(/Log in to read and send messages\./g)).toHaveLength(1);
    expect(html).not.toContain("No messages yet");
  });

  it("after a refused send shows the error beside the field and keeps the text", async () => {
    const long = "x".repeat(20);
    const html = await renderAfterPost(def, mentor, {
      intent: "FORM_SUBMIT",
      ok: false,
      formId: chatFormId("da-mentor-meera"),
      message: CHAT_MESSAGE_TEXT,
      fieldErrors: { message: CHAT_MESSAGE_TEXT },
      values: { message: long },
    });
    expect(html).toMatch(
      new RegExp(
        `<textarea id="([^"]+)-message"[^>]*aria-invalid="true" aria-describedby="\\1-error \\1-hint">${long}</textarea><p id="\\1-error"[^>]*>Write 1 to 1000 characters\\.</p>`,
      ),
    );
  });

  it("the request schema holds the limits declared in the contract", async () => {
    const ok = { conversationId: "c", inputValues: { message: "Thanks!" } };
    expect(chatSendRequestSchema.safeParse(ok).success).toBe(true);
    for (const message of ["", "   ", "x".repeat(CHAT_MESSAGE_MAX + 1), 7]) {
      const parsed = chatSendRequestSchema.safeParse({ ...ok, inputValues: { message } });
      expect(parsed.error?.issues[0].message).toBe(CHAT_MESSAGE_TEXT);
    }
  });

  it("refuses a chat without a conversation id or messages; drops a message without text", async () => {
    expect(accepts(def, { ...mentor, conversationId: " " })).toBe(false);
    expect(accepts(def, { ...mentor, messages: undefined })).toBe(false);
    expect(accepts(def, { ...mentor, messages: "hi" })).toBe(false);
    const messages = mentor.messages as Array<Record<string, unknown>>;
    const parsed = chatSchema.parse({
      ...mentor,
      messages: [{ ...messages[0], text: "" }, { ...messages[1], sentAt: "soon" }, messages[2]],
    });
    expect(parsed.messages.map((m) => m.id)).toEqual(["m-3"]);
  });

  it("tolerates unknown fields", async () => {
    const messages = mentor.messages as Array<Record<string, unknown>>;
    const data = { ...mentor, muted: false, messages: [{ ...messages[0], reactions: ["+1"] }] };
    expect(accepts(def, data)).toBe(true);
    expect(await renderWidget(def, data)).toContain("How is the Module 3 SQL report coming along?");
  });

  it("escapes script text and never puts a javascript: URL in an href", async () => {
    const html = await renderWidget(def, {
      ...mentor,
      title: SCRIPT,
      subtitle: SCRIPT,
      messages: [
        {
          id: "a",
          senderName: SCRIPT,
          senderRole: SCRIPT,
          sentAt: "2026-03-09T13:00:00Z",
          text: JS_URL,
        },
        { id: "b", senderName: "x", sentAt: "2026-03-09T13:00:00Z", text: SCRIPT },
      ],
      sendAction: { type: "API_CALL", uri: JS_URL },
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
    expect(html).not.toMatch(/href="javascript:/i);
  });
});
