import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { openingText } from "~server/platform/assistant/interview";
import { questionPlan } from "~server/platform/assistant/interview-plans";
import { interviewSocketStats } from "~server/platform/routes/interview-socket";
import type { RunningPlatform } from "~server/platform/server";
import { bearer, devSignIn, get, makeDataDir, post, start } from "./platform-harness";
import { openJsonSocket, turnOf, type SocketMessage } from "../../support/json-socket";
import { waitUntil } from "../../support/wait";

/** The interview's live connection on the platform (useWebSocket; docs/contract.md). */
const data = makeDataDir();
let platform: RunningPlatform;
let learner: Record<string, string>;

beforeAll(async () => {
  platform = await start(data.dir, { assistant: { tokenMs: 0 } });
  learner = bearer(await devSignIn(platform.url, "learner@example.com"));
});
afterAll(async () => {
  await platform?.close();
  data.cleanup();
});

async function startInterview(flags: Record<string, boolean>) {
  const res = await post(
    platform.url,
    UPSTREAM_CALLS.interviewStart.path,
    { role: "Frontend developer", ...flags },
    learner,
  );
  const action = (res.body as { action: { context: { data: Record<string, unknown> } } }).action;
  return action.context.data as {
    token: string;
    interviewId: string;
    useWebSocket: boolean;
    useServerTTS: boolean;
  };
}

function connect(headers: Record<string, string> = learner) {
  const url = platform.url.replace(/^http/, "ws") + UPSTREAM_CALLS.interviewSocket.path;
  return openJsonSocket(url, headers);
}

const base64Turn = (next: () => Promise<SocketMessage>) =>
  turnOf(next, (message) => Buffer.from(String(message.data), "base64").toString("utf8"));

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
    const { ws, next, opened } = connect();
    await opened;
    ws.send(
      JSON.stringify({ type: "hello", token: context.token, interviewId: context.interviewId }),
    );
    ws.send(JSON.stringify({ type: "turn", answer: "", opening: true }));
    const opening = await base64Turn(next);
    expect(opening.text).toBe(
      openingText({ role: "Frontend developer", questions: questionPlan("Frontend developer") }),
    );
    const audio = opening.seen.find((m) => m.type === "audio")!;
    expect(audio.mime).toBe("audio/wav");
    expect(Buffer.from(String(audio.data), "base64").subarray(0, 4).toString("ascii")).toBe("RIFF");
    expect(opening.last).toEqual({ type: "done", finished: false });
    ws.send(JSON.stringify({ type: "turn", answer: "I built a React app, for example." }));
    const second = await base64Turn(next);
    expect(second.text).toContain("Question 2 of 5");
    ws.close();
    await waitUntil(() => interviewSocketStats().open === 0);
  });

  it("a wrong interview token is refused and the connection closed", async () => {
    const context = await startInterview({ useWebSocket: true });
    const { ws, next, opened, closed } = connect();
    await opened;
    ws.send(JSON.stringify({ type: "hello", token: "not-it", interviewId: context.interviewId }));
    expect((await next()).type).toBe("error");
    expect(await closed).toBe(1008);
  });

  it("an upgrade without the user's token is refused (401)", async () => {
    await expect(connect({}).opened).rejects.toThrow(/401/);
  });
});
