import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSISTANT_TEXTS } from "~/contract/assistant-values";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { INVALID_ACTION_MESSAGE } from "~server/bff/actions/payload.server";
import { expectOnlyCatalogueCalls } from "../../support/catalogue";
import {
  startMisbehavingUpstream,
  type MisbehavingUpstream,
} from "../../support/misbehaving-upstream";
import { signedJson } from "../../support/signed-action";
import { startStack, type Stack } from "../../support/stack";
import { waitUntil } from "../../support/wait";
import { Browser, loginByOtp } from "../auth/browser";

/**
 * POST /resources/assistant over real HTTP: the BFF between a browser and an upstream that
 * streams (the reference platform), or misbehaves on purpose (tests/support/misbehaving-upstream):
 * clean events out, every failure an error event or a refusal in the spec's words, and a
 * browser that leaves closes the upstream stream at once.
 */
let stack: Stack;
let upstream: MisbehavingUpstream;
let learner: Browser;
let csrf: string;
const assistantAction = signedJson({
  uri: UPSTREAM_CALLS.assistantStream.path,
  requestObject: { problemId: "sum-of-two-numbers" },
});

beforeAll(async () => {
  stack = await startStack({}, { platform: { devOtp: true } });
  upstream = await startMisbehavingUpstream(stack.platformUrl);
  await stack.restartBff({
    UPSTREAM_URL: upstream.url,
    ASSISTANT_STALL_MS: "400",
    ASSISTANT_HEARTBEAT_MS: "100",
  });
  learner = new Browser(stack);
  await loginByOtp(learner, stack, "learner@example.com");
  await learner.get("/login");
  csrf = learner.csrf();
}, 60_000);
afterAll(async () => {
  if (process.env.DEBUG_BFF) console.log(stack?.output().slice(-4000));
  if (stack) await expectOnlyCatalogueCalls(stack.platformUrl);
  await upstream?.close();
  await stack?.stop();
});

interface Relayed {
  status: number;
  type: string;
  headers: Headers;
  events: { event: string; data: Record<string, unknown> }[];
  comments: number;
  text: string;
}

/** Posts a question as the browser's fetch does and reads the relayed events to the end. */
async function ask(fields: Record<string, string>, browser = learner): Promise<Relayed> {
  const res = await browser.request("/resources/assistant", {
    method: "POST",
    headers: { accept: "text/event-stream", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, action: assistantAction, intent: "ASK", ...fields }),
  });
  const body = await res.text();
  const events: Relayed["events"] = [];
  let comments = 0;
  for (const block of body.split("\n\n")) {
    if (block.startsWith(":")) comments += 1;
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
  }
  const text = events
    .filter((e) => e.event === "delta")
    .map((e) => e.data.text)
    .join("");
  return {
    status: res.status,
    type: res.headers.get("content-type") ?? "",
    headers: res.headers,
    events,
    comments,
    text,
  };
}

describe("the assistant relay", () => {
  it("streams the reference tutor's reply as clean events, without buffering or caching", async () => {
    const relayed = await ask({ question: "What is the time complexity of my loop?" });
    expect(relayed.status).toBe(200);
    expect(relayed.type).toMatch(/^text\/event-stream/);
    expect(relayed.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(relayed.headers.get("x-accel-buffering")).toBe("no");
    expect(relayed.events.filter((e) => e.event === "delta").length).toBeGreaterThan(3);
    expect(relayed.events.at(-1)?.event).toBe("done");
    expect(relayed.text.length).toBeGreaterThan(40);
  });

  it("decodes multi-byte text whose base64 pieces and network chunks split characters", async () => {
    const relayed = await ask({ question: "mode:split" });
    expect(relayed.text).toBe("naïve café — 你好 🎉 done");
    expect(relayed.events.at(-1)?.event).toBe("done");
  });

  it("an answer that is not an event stream is refused with the spec's text", async () => {
    const relayed = await ask({ question: "mode:not-sse" });
    expect(relayed.status).toBe(502);
    expect(relayed.events).toEqual([]);
    expect(relayed.type).toMatch(/json/);
  });

  it("an upstream 500 is the same refusal, in the spec's words", async () => {
    const res = await learner.request("/resources/assistant", {
      method: "POST",
      headers: { accept: "text/event-stream", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf, action: assistantAction, question: "mode:500" }),
    });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: ASSISTANT_TEXTS.notEventStream });
  });

  it("an upstream that stalls ends with the error event, the partial reply kept", async () => {
    const relayed = await ask({ question: "mode:stall" });
    expect(relayed.text).toBe("Started, then");
    expect(relayed.events.at(-1)).toEqual({
      event: "error",
      data: { message: ASSISTANT_TEXTS.notEventStream, partial: true },
    });
    await waitUntil(() => upstream.openStreams() === 0);
  });

  it("a truncated stream keeps the partial reply and says it stopped early", async () => {
    const relayed = await ask({ question: "mode:truncate" });
    expect(relayed.text).toBe("First part, second part");
    expect(relayed.events.at(-1)).toEqual({
      event: "error",
      data: { message: ASSISTANT_TEXTS.stoppedEarly, partial: true },
    });
  });

  it("an oversized event ends the stream with the error event", async () => {
    const relayed = await ask({ question: "mode:oversize" });
    expect(relayed.text).toBe("Before. ");
    expect(relayed.events.at(-1)?.event).toBe("error");
  });

  it("sends heartbeat comments while the upstream is silent", async () => {
    const relayed = await ask({ question: "mode:quiet" });
    expect(relayed.comments).toBeGreaterThan(0);
    expect(relayed.text).toBe("after a pause");
  });

  it("a browser that goes away closes the upstream stream at once, and the BFF lives on", async () => {
    const abort = new AbortController();
    const cookie = [...learner.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(`${stack.bffUrl}/resources/assistant`, {
      method: "POST",
      signal: abort.signal,
      headers: {
        cookie,
        accept: "text/event-stream",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ csrf, action: assistantAction, question: "mode:endless" }),
    });
    const reader = res.body!.getReader();
    await reader.read();
    await waitUntil(() => upstream.openStreams() === 1);
    abort.abort();
    await waitUntil(() => upstream.openStreams() === 0);
    expect((await fetch(`${stack.bffUrl}/health`)).status).toBe(200);
  });

  it("refuses a post without CSRF, a visitor, a forged uri and an empty question", async () => {
    const noCsrf = await learner.request("/resources/assistant", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action: assistantAction, question: "hi" }),
    });
    expect(noCsrf.status).toBe(403);

    const visitor = new Browser(stack);
    await visitor.get("/login");
    const visitorCsrf = visitor.csrf();
    const res = await visitor.request("/resources/assistant", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: visitorCsrf, action: assistantAction, question: "hi" }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: ASSISTANT_TEXTS.loginToAsk, login: true });

    const forged = JSON.stringify({ uri: "/api/v1/auth/me", requestObject: {} });
    const refused = await learner.request("/resources/assistant", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf, action: forged, question: "hi" }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: INVALID_ACTION_MESSAGE });

    const empty = await learner.request("/resources/assistant", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf, action: assistantAction, question: "   " }),
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: ASSISTANT_TEXTS.emptyQuestion });
  });

  it("without JavaScript, the same form gets the whole reply as a page", async () => {
    const res = await learner.post("/assistant", {
      csrf,
      action: assistantAction,
      question: "mode:split",
      returnTo: "/problem/sum-of-two-numbers",
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("naïve café — 你好 🎉 done");
    expect(html).toContain('href="/problem/sum-of-two-numbers"');
  });
});
