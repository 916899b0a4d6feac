import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { tutorReply } from "~server/platform/assistant/tutor";
import { findProblem } from "~server/platform/practice/problems";
import type { RunningPlatform } from "~server/platform/server";
import { bearer, devSignIn, get, makeDataDir, post, postPage, start } from "./platform-harness";

/**
 * The AI assistant's stream and the code assistant over real HTTP (docs/contract.md, "AI
 * assistant, code assistant and AI interview"): the deterministic tutor, token pace 0.
 */

const STREAM = UPSTREAM_CALLS.assistantStream.path;
const ASSIST = UPSTREAM_CALLS.codeAssist.path;
const ASSIST_STATUS = UPSTREAM_CALLS.codeAssistStatus.path;

const data = makeDataDir();
let platform: RunningPlatform;
let slow: RunningPlatform;
let learner: Record<string, string>;
let other: Record<string, string>;

const startWith = (dataDir: string, tokenMs: number, codeAssistMs = 0) =>
  start(dataDir, { assistant: { tokenMs, codeAssistMs } });

const slowData = makeDataDir();
beforeAll(async () => {
  platform = await startWith(data.dir, 0);
  slow = await startWith(slowData.dir, 40);
  learner = bearer(await devSignIn(platform.url, "learner@example.com"));
  other = bearer(await devSignIn(platform.url, "rise@example.com"));
});
afterAll(async () => {
  await platform?.close();
  await slow?.close();
  data.cleanup();
  slowData.cleanup();
});

interface SseEvent {
  event?: string;
  data: string;
}

function parseSse(text: string): SseEvent[] {
  return text
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event: SseEvent = { data: "" };
      for (const line of block.split("\n")) {
        if (line.startsWith("event: ")) event.event = line.slice(7);
        if (line.startsWith("data: ")) event.data += line.slice(6);
      }
      return event;
    });
}

/** The reply: the base64 pieces' bytes joined, then decoded (pieces may split a character). */
const replyOf = (events: SseEvent[]) =>
  Buffer.concat(events.filter((e) => !e.event).map((e) => Buffer.from(e.data, "base64"))).toString(
    "utf8",
  );

async function stream(base: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(base + STREAM, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { res, events: parseSse(await res.text()) };
}

const streamStats = async (base: string) =>
  (await get(base, "/__test/assistant/streams")).body as {
    open: number;
    started: number;
    closedEarly: number;
  };

async function until<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  waitMs = 5000,
): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("POST assistant/stream", () => {
  const request = {
    question: "",
    intent: "EXPLAIN",
    problemId: "sum-of-two-numbers",
    languageId: "python3",
  };

  it("streams the tutor's reply as base64 pieces, then event done", async () => {
    const { res, events } = await stream(platform.url, request, learner);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-accel-buffering")).toBe("no");
    const expected = tutorReply(
      { question: "", intent: "EXPLAIN", languageId: "python3" },
      findProblem("sum-of-two-numbers"),
    );
    expect(replyOf(events)).toBe(expected);
    expect(events.filter((e) => !e.event).length).toBeGreaterThan(10);
    expect(events.at(-1)).toEqual({ event: "done", data: "{}" });
  });

  it("carries multi-byte text intact, and never repeats the question back", async () => {
    const question = "héllo — 你好 🎉 how do I start?";
    const { events } = await stream(platform.url, { question, intent: "ASK" }, learner);
    expect(replyOf(events)).toBe(tutorReply({ question, intent: "ASK" }));
    expect(replyOf(events)).not.toContain("你好");
    const explained = await stream(platform.url, request, learner);
    expect(replyOf(explained.events)).toContain("- -10^9 ≤ a, b ≤ 10^9");
  });

  it("Find the bug runs the code on the problem's examples and shows the failing one", async () => {
    const problem = findProblem("reverse-a-string")!;
    const first = problem.testCases.find((c) => c.sample)!;
    const sourceCode = "const text = readline() ?? '';\nconsole.log(text);";
    const { events } = await stream(
      platform.url,
      {
        question: "",
        intent: "FIND_BUG",
        problemId: problem.id,
        languageId: "javascript12",
        sourceCode,
      },
      learner,
    );
    const reply = replyOf(events);
    expect(reply).toMatch(/^## Example 1 gives a wrong answer/);
    expect(reply).toContain(`**Your output:**\n\n\`\`\`text\n${first.input.trimEnd()}\n`);
    expect(events.at(-1)).toEqual({ event: "done", data: "{}" });
  });

  it("needs a login (401) and a valid body (400 {message, errors})", async () => {
    const anonymous = await post(platform.url, STREAM, request);
    expect(anonymous.status).toBe(401);
    const bad = await post(platform.url, STREAM, { intent: "ASK" }, learner);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: expect.any(String),
      errors: { question: expect.any(String) },
    });
    const tooLong = await post(platform.url, STREAM, { question: "x".repeat(2001) }, learner);
    expect(tooLong.status).toBe(400);
  });

  it("stops writing when the client goes away: no stream stays open", async () => {
    // Earlier streams may still be closing their sockets: start from none open.
    const before = await until(
      () => streamStats(slow.url),
      (stats) => stats.open === 0,
    );
    const token = await devSignIn(slow.url, "learner@example.com");
    const controller = new AbortController();
    const res = await fetch(slow.url + STREAM, {
      method: "POST",
      headers: { "content-type": "application/json", ...bearer(token) },
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toMatch(/^data: /);
    expect((await streamStats(slow.url)).open).toBe(before.open + 1);
    controller.abort();
    const after = await until(
      () => streamStats(slow.url),
      (stats) => stats.open === before.open && stats.closedEarly === before.closedEarly + 1,
    );
    expect(after).toMatchObject({
      open: before.open,
      started: before.started + 1,
      closedEarly: before.closedEarly + 1,
    });
  });

  it("is offered by the problem page's CODE_EDITOR", async () => {
    const page = await postPage(platform.url, "/problem/sum-of-two-numbers", undefined, learner);
    const cells = (
      page.body as {
        cells: Array<{ componentType?: string; componentData?: Record<string, unknown> }>;
      }
    ).cells;
    const editor = cells.find((cell) => cell.componentType === "CODE_EDITOR");
    expect(editor?.componentData?.assistant).toEqual({
      uri: STREAM,
      requestObject: { problemId: "sum-of-two-numbers" },
      title: "AI assistant",
    });
  });
});

describe("code assistant", () => {
  const code = "n = int(input())\nfor i in range(n):\n    print(i)\n";

  it("start answers the tutor's review as its result when it completes at once; status agrees", async () => {
    const started = await post(
      platform.url,
      ASSIST,
      { sourceCode: code, languageId: "python3" },
      learner,
    );
    expect(started.status).toBe(200);
    const { assistId } = started.body as { assistId: string };
    expect(assistId).toMatch(/^ca_/);
    const completed = {
      assistId,
      status: "COMPLETED",
      answer: tutorReply({
        question: "",
        intent: "REVIEW",
        sourceCode: code,
        languageId: "python3",
      }),
    };
    expect(started.body).toEqual({ assistId, result: completed });
    const status = await post(platform.url, ASSIST_STATUS, { assistId }, learner);
    expect(status.body).toEqual(completed);
  });

  it("a question about a bug runs the code on the problem's examples", async () => {
    const started = await post(
      platform.url,
      ASSIST,
      {
        sourceCode: "const text = readline() ?? '';\nconsole.log(text);",
        languageId: "javascript12",
        problemId: "reverse-a-string",
        question: "Why is my output wrong?",
      },
      learner,
    );
    const { assistId } = started.body as { assistId: string };
    const status = await until(
      async () =>
        (await post(platform.url, ASSIST_STATUS, { assistId }, learner)).body as {
          status: string;
          answer?: string;
        },
      (body) => body.status === "COMPLETED",
    );
    expect(status.answer).toMatch(/^## Example 1 gives a wrong answer/);
  });

  it("start answers without a result when the request takes longer than the wait: RUNNING", async () => {
    const thinkingData = makeDataDir();
    const thinking = await startWith(thinkingData.dir, 0, 600_000);
    try {
      const user = bearer(await devSignIn(thinking.url, "learner@example.com"));
      const started = await post(
        thinking.url,
        ASSIST,
        { sourceCode: code, languageId: "python3" },
        user,
      );
      const { assistId } = started.body as { assistId: string };
      expect(started.body).toEqual({ assistId });
      const status = await post(thinking.url, ASSIST_STATUS, { assistId }, user);
      expect(status.body).toEqual({ assistId, status: "RUNNING" });
    } finally {
      await thinking.close();
      thinkingData.cleanup();
    }
  });

  it("answers a question with the tutor's ASK reply", async () => {
    const started = await post(
      platform.url,
      ASSIST,
      {
        sourceCode: "for i in range(3):\n    print(i)",
        languageId: "python3",
        question: "What is the complexity?",
      },
      learner,
    );
    const { assistId } = started.body as { assistId: string };
    // The question is grounded in a run of the code (issue 44), then in its topic.
    const done = await until(
      async () =>
        (await post(platform.url, ASSIST_STATUS, { assistId }, learner)).body as {
          status: string;
          answer?: string;
        },
      (body) => body.status === "COMPLETED",
      // Python's first run in a worker loads its runtime (seconds on a busy machine).
      60_000,
    );
    expect(done.answer).toMatch(/^## What your code printed\n\nI ran your code with no input/);
    expect(done.answer).toContain("```text\n0\n1\n2\n```");
    expect(done.answer).toContain("**Time complexity:**");
  });

  it("404 for an unknown id or another user's, 401 logged out, 400 without code", async () => {
    const unknown = await post(platform.url, ASSIST_STATUS, { assistId: "ca_nope" }, learner);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: expect.any(String) });
    const started = await post(
      platform.url,
      ASSIST,
      { sourceCode: code, languageId: "python3" },
      learner,
    );
    const { assistId } = started.body as { assistId: string };
    expect((await post(platform.url, ASSIST_STATUS, { assistId }, other)).status).toBe(404);
    expect(
      (await post(platform.url, ASSIST, { sourceCode: code, languageId: "python3" })).status,
    ).toBe(401);
    expect(
      (await post(platform.url, ASSIST, { sourceCode: "", languageId: "python3" }, learner)).status,
    ).toBe(400);
  });
});
