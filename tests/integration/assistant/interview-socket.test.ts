import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTERVIEW_SOCKET } from "~/contract/assistant-values";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { INVALID_INTERVIEW_LINK } from "~/contract/page-texts";
import { CSRF_FAILED_MESSAGE } from "~server/bff/csrf.server";
import { interviewSocketStats } from "~server/platform/routes/interview-socket";
import { expectOnlyCatalogueCalls } from "../../support/catalogue";
import { signedJson } from "../../support/signed-action";
import { openJsonSocket, turnOf, type SocketMessage } from "../../support/json-socket";
import { startStack, type Stack } from "../../support/stack";
import { waitUntil } from "../../support/wait";
import { ActionClient } from "../actions/action-client";
import { Browser, loginByOtp } from "../auth/browser";

/**
 * The interview's live connection through the BFF (useWebSocket): same-site pages only, hello
 * with the CSRF token and the interview's address, turns relayed to the platform's WebSocket,
 * the interviewer's text and audio back; a browser that leaves closes the upstream connection.
 */
let stack: Stack;
let client: ActionClient;
let room = "";

beforeAll(async () => {
  stack = await startStack({}, { platform: { devOtp: true } });
  client = new ActionClient(stack);
  await loginByOtp(client.browser, stack, "live-interviewee@example.com");
  await client.open("/interview-prep/ai-mock-interview");
  const started = await client.post("/interview-prep/ai-mock-interview", {
    intent: "API_CALL",
    action: signedJson({
      type: "API_CALL",
      uri: UPSTREAM_CALLS.interviewStart.path,
      requestObject: { role: "Backend developer", useWebSocket: true, useServerTTS: true },
    }),
  });
  room = started.redirect!;
  await client.browser.get(room);
}, 60_000);
afterAll(async () => {
  if (stack) await expectOnlyCatalogueCalls(stack.platformUrl);
  await stack?.stop();
});

function connect(browser: Browser, origin = stack.bffUrl) {
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const url = stack.bffUrl.replace(/^http/, "ws") + INTERVIEW_SOCKET.path;
  return openJsonSocket(url, { cookie, origin });
}

const textTurn = (next: () => Promise<SocketMessage>) =>
  turnOf(next, (message) => String(message.text));

describe("the interview's live connection through the BFF", () => {
  it("relays the interviewer's turns as text, with the interviewer's audio", async () => {
    const { ws, next, opened } = connect(client.browser);
    await opened;
    ws.send(JSON.stringify({ type: "hello", csrf: client.browser.csrf(), interview: room }));
    expect(await next()).toEqual({ type: "ready" });
    ws.send(JSON.stringify({ type: "turn", answer: "", opening: true }));
    const opening = await textTurn(next);
    expect(opening.text).toContain("Backend developer");
    expect(opening.seen.find((m) => m.type === "audio")).toMatchObject({ mime: "audio/wav" });
    expect(opening.last).toEqual({ type: "done", finished: false });
    ws.send(JSON.stringify({ type: "turn", answer: "  " }));
    expect(await next()).toMatchObject({ type: "error" });
    ws.send(JSON.stringify({ type: "turn", answer: "I designed a REST API with Postgres." }));
    const second = await textTurn(next);
    expect(second.text).toContain("Question 2 of 5");
    ws.close();
    await waitUntil(() => interviewSocketStats().open === 0);
  });

  it("a browser that leaves mid-turn closes the upstream connection", async () => {
    const { ws, next, opened } = connect(client.browser);
    await opened;
    ws.send(JSON.stringify({ type: "hello", csrf: client.browser.csrf(), interview: room }));
    await next();
    await waitUntil(() => interviewSocketStats().open === 1);
    ws.send(JSON.stringify({ type: "turn", answer: "A long answer about caching." }));
    await next();
    ws.terminate();
    await waitUntil(() => interviewSocketStats().open === 0);
    expect((await fetch(`${stack.bffUrl}/health`)).status).toBe(200);
  });

  it("refuses another site's page (403) before anything else", async () => {
    const { opened } = connect(client.browser, "https://evil.example");
    await expect(opened).rejects.toThrow(/403/);
  });

  it("refuses a hello without this visitor's CSRF token, or for another interview", async () => {
    const bad = connect(client.browser);
    await bad.opened;
    bad.ws.send(JSON.stringify({ type: "hello", csrf: "not-the-token", interview: room }));
    expect(await bad.next()).toEqual({ type: "error", message: CSRF_FAILED_MESSAGE });
    expect(await bad.closed).toBe(1008);
    const other = connect(client.browser);
    await other.opened;
    other.ws.send(
      JSON.stringify({ type: "hello", csrf: client.browser.csrf(), interview: "/interview/x" }),
    );
    expect(await other.next()).toEqual({ type: "error", message: INVALID_INTERVIEW_LINK });
  });

  it("refuses a visitor who is not logged in (401) before any socket exists", async () => {
    const visitor = new Browser(stack);
    await visitor.get("/login");
    const { opened } = connect(visitor);
    await expect(opened).rejects.toThrow(/401/);
  });
});
