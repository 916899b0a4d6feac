import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ASSISTANT_TEXTS } from "~/contract/assistant-values";
import { UPSTREAM_CALLS } from "~/contract/calls";
import type { RunningPlatform } from "~server/platform/server";
import { bearer, devSignIn, get, makeDataDir, start } from "./platform-harness";

/**
 * The assistant's stream relayed from a real model (ASSISTANT_OPENAI_BASE_URL): a fake
 * OpenAI-compatible chat completions server in this process stands in for it.
 */

const STREAM = UPSTREAM_CALLS.assistantStream.path;

type Mode = "ok" | "error" | "cut" | "hang";
interface Seen {
  body: { model: string; stream: boolean; messages: Array<{ role: string; content: string }> };
  authorization?: string;
  path?: string;
  closed: boolean;
}

let mode: Mode = "ok";
let seen: Seen | undefined;
const chunk = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

async function fakeModel(req: IncomingMessage, res: ServerResponse) {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  const record: Seen = {
    body: JSON.parse(Buffer.concat(parts).toString("utf8")) as Seen["body"],
    authorization: req.headers.authorization,
    path: req.url,
    closed: false,
  };
  seen = record;
  res.once("close", () => (record.closed = true));
  if (mode === "error") {
    res.writeHead(500, { "content-type": "application/json" });
    return void res.end('{"error":{"message":"boom"}}');
  }
  res.writeHead(200, { "content-type": "text/event-stream" });
  res.write(`data: ${JSON.stringify({ choices: [{ delta: { role: "assistant" } }] })}\n\n`);
  res.write(chunk("Hello, "));
  if (mode === "hang") return; // never ends: the platform must give up when its client does
  // Breaks off once the first piece has had time to reach the platform (a dropped connection).
  if (mode === "cut") return void setTimeout(() => res.destroy(), 100);
  // A multi-byte character split across two network writes, and an event split too.
  const tail = Buffer.from(chunk("héllo — 你好 🎉"), "utf8");
  res.write(tail.subarray(0, 30));
  res.write(tail.subarray(30));
  res.write(chunk("\n\n```python\nprint(1)\n```"));
  res.end("data: [DONE]\n\n");
}

const model = http.createServer((req, res) => void fakeModel(req, res));
const data = makeDataDir();
let platform: RunningPlatform;
let learner: Record<string, string>;

beforeAll(async () => {
  await new Promise<void>((resolve) => model.listen(0, "127.0.0.1", resolve));
  const { port } = model.address() as AddressInfo;
  platform = await start(data.dir, {
    assistant: {
      tokenMs: 0,
      openai: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: "sk-test", model: "gpt-test" },
    },
  });
  learner = bearer(await devSignIn(platform.url, "learner@example.com"));
});
afterAll(async () => {
  await platform?.close();
  model.closeAllConnections();
  await new Promise((resolve) => model.close(resolve));
  data.cleanup();
});
beforeEach(() => {
  mode = "ok";
  seen = undefined;
});

const request = {
  question: "Why does this fail?",
  intent: "FIND_BUG",
  problemId: "sum-of-two-numbers",
  languageId: "python3",
  sourceCode: "print(0)",
  history: [
    { role: "learner", text: "Hi" },
    { role: "assistant", text: "Hello! How can I help?" },
  ],
};

async function ask(signal?: AbortSignal) {
  return fetch(platform.url + STREAM, {
    method: "POST",
    headers: { "content-type": "application/json", ...learner },
    body: JSON.stringify(request),
    signal,
  });
}

function decode(text: string) {
  const blocks = text.split("\n\n").filter(Boolean);
  const pieces = blocks.filter((b) => b.startsWith("data: ")).map((b) => b.slice(6));
  return {
    reply: Buffer.concat(pieces.map((p) => Buffer.from(p, "base64"))).toString("utf8"),
    done: blocks.at(-1) === "event: done\ndata: {}",
  };
}

async function until(ok: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 5000;
  while (!(await ok()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the assistant relays an OpenAI-compatible model", () => {
  it("posts the chat request and re-emits the content as base64 pieces, then done", async () => {
    const res = await ask();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(decode(await res.text())).toEqual({
      reply: "Hello, héllo — 你好 🎉\n\n```python\nprint(1)\n```",
      done: true,
    });
    expect(seen?.path).toBe("/v1/chat/completions");
    expect(seen?.authorization).toBe("Bearer sk-test");
    expect(seen?.body.model).toBe("gpt-test");
    expect(seen?.body.stream).toBe(true);
    const messages = seen!.body.messages;
    expect(messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(messages[0]!.content).toContain('"Sum of two numbers"');
    expect(messages[0]!.content).toContain("Find the bugs");
    expect(messages[3]!.content).toBe(
      "Why does this fail?\n\nMy code:\n\n```python\nprint(0)\n```",
    );
  });

  it("answers 502 JSON when the model fails before any text", async () => {
    mode = "error";
    const res = await ask();
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ message: ASSISTANT_TEXTS.notEventStream });
  });

  it("ends without done when the model breaks off mid-reply", async () => {
    mode = "cut";
    const res = await ask();
    expect(res.status).toBe(200);
    expect(decode(await res.text())).toEqual({ reply: "Hello, ", done: false });
  });

  it("stops the model's request when the client goes away", async () => {
    mode = "hang";
    const controller = new AbortController();
    const res = await ask(controller.signal);
    const reader = res.body!.getReader();
    await reader.read();
    controller.abort();
    await until(() => seen?.closed === true);
    expect(seen?.closed).toBe(true);
    await until(async () => {
      const stats = (await get(platform.url, "/__test/assistant/streams")).body as { open: number };
      return stats.open === 0;
    });
    const stats = (await get(platform.url, "/__test/assistant/streams")).body as { open: number };
    expect(stats.open).toBe(0);
  });
});
