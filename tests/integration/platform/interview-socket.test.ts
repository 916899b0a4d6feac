import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { openingText } from "~server/platform/assistant/interview";
import { questionPlan } from "~server/platform/assistant/interview-plans";
import { interviewSocketStats } from "~server/platform/routes/interview-socket";
import { startPlatform, type RunningPlatform } from "~server/platform/server";
import {
  bearer,
  devSignIn,
  get,
  HARNESS_GATEWAY_SECRET,
  makeDataDir,
  post,
} from "./platform-harness";
import { waitUntil } from "../../support/wait";

/** The interview's live connection on the platform (useWebSocket; docs/contract.md). */
const data = makeDataDir();
let platform: RunningPlatform;
let learner: Record<string, string>;

beforeAll(async () => {
  platform = await startPlatform({
    port: 0,
    host: "127.0.0.1",
    dataDir: data.dir,
    testMode: true,
    devSignIn: true,
    paymentGatewaySecret: HARNESS_GATEWAY_SECRET,
    log: () => {},
    info: () => {},
    assistant: { tokenMs: 0 },
  });
  learner = bearer(await devSignIn(platform.url, "learner@example.com"));
});
afterAll(async () => {
  await platform?.close();
  data.cleanup();
});

type Message = { type: string; data?: string; mime?: string; finished?: boolean; message?: string };

async function startInterview(flags: Record<string, boolean>) {
  const res = await post(
    platform.url,
    UPSTREAM_CALLS.interviewStart.path,
    { role: "Frontend developer", ...flags },
    learner,
  );
  const context = (res.body as { action: { context: { data: Record<string, unknown> } } }).action
    .context.data;
  return context as {
    token: string;
    interviewId: string;
    useWebSocket: boolean;
    useServerTTS: boolean;
  };
}

function connect(
  headers: Record<string, string> = learner,
): Promise<{ ws: WebSocket; next(): Promise<Message> }> {
  const url = platform.url.replace(/^http/, "ws") + UPSTREAM_CALLS.interviewSocket.path;
  const ws = new WebSocket(url, { headers });
  const queue: Message[] = [];
  const waiting: ((m: Message) => void)[] = [];
  ws.on("message", (raw) => {
    const message = JSON.parse(String(raw)) as Message;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const next = () =>
    new Promise<Message>((resolve) => {
      const queued = queue.shift();
      if (queued) resolve(queued);
      else waiting.push(resolve);
    });
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve({ ws, next }));
    ws.once("error", reject);
  });
}

/** One turn's messages, up to its done (or an error). */
async function turnOf(next: () => Promise<Message>) {
  let text = "";
  const seen: Message[] = [];
  for (;;) {
    const message = await next();
    seen.push(message);
    if (message.type === "delta") text += Buffer.from(message.data!, "base64").toString("utf8");
    if (message.type === "done" || message.type === "error") return { text, seen, last: message };
  }
}

describe("the interview's live connection", () => {
  it("a plain request is told to upgrade (426)", async () => {
    const res = await get(platform.url, UPSTREAM_CALLS.interviewSocket.path, learner);
    expect(res.status).toBe(426);
  });

  it("the flags asked for come back in the navigation's context", async () => {
    const context = await startInterview({ useWebSocket: true, useServerTTS: true });
    expect(context).toMatchObject({ useWebSocket: true, useServerTTS: true });
  });

  it("hello, then the opening and an answer, each streamed with its audio", async () => {
    const context = await startInterview({ useWebSocket: true, useServerTTS: true });
    const { ws, next } = await connect();
    ws.send(
      JSON.stringify({ type: "hello", token: context.token, interviewId: context.interviewId }),
    );
    ws.send(JSON.stringify({ type: "turn", answer: "", opening: true }));
    const opening = await turnOf(next);
    expect(opening.text).toBe(
      openingText({ role: "Frontend developer", questions: questionPlan("Frontend developer") }),
    );
    const audio = opening.seen.find((m) => m.type === "audio")!;
    expect(audio.mime).toBe("audio/wav");
    expect(Buffer.from(audio.data!, "base64").subarray(0, 4).toString("ascii")).toBe("RIFF");
    expect(opening.last).toEqual({ type: "done", finished: false });
    ws.send(JSON.stringify({ type: "turn", answer: "I built a React app, for example." }));
    const second = await turnOf(next);
    expect(second.text).toContain("Question 2 of 5");
    ws.close();
    await waitUntil(() => interviewSocketStats().open === 0);
  });

  it("a wrong interview token is refused and the connection closed", async () => {
    const context = await startInterview({ useWebSocket: true });
    const { ws, next } = await connect();
    const closed = new Promise<number>((resolve) => ws.once("close", (code) => resolve(code)));
    ws.send(JSON.stringify({ type: "hello", token: "not-it", interviewId: context.interviewId }));
    expect((await next()).type).toBe("error");
    expect(await closed).toBe(1008);
  });

  it("an upgrade without the user's token is refused (401)", async () => {
    await expect(connect({})).rejects.toThrow(/401/);
  });
});
