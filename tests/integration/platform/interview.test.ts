import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { interviewSessionSchema, interviewSummarySchema } from "~/contract/assistant";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { CLOSING_TEXT, openingText } from "~server/platform/assistant/interview";
import { questionPlan } from "~server/platform/assistant/interview-plans";
import { overallOf, scoreAnswer } from "~server/platform/assistant/interview-scoring";
import type { RunningPlatform } from "~server/platform/server";
import { bearer, devSignIn, makeDataDir, post, postPage, start } from "./platform-harness";

/** The AI interview over real HTTP (docs/contract.md, "AI interview"): token pace 0. */

const START = UPSTREAM_CALLS.interviewStart.path;
const SESSION = UPSTREAM_CALLS.interviewSession.path;
const TURN = UPSTREAM_CALLS.interviewTurn.path;
const SUMMARY = UPSTREAM_CALLS.interviewSummary.path;

const data = makeDataDir();
let platform: RunningPlatform;
let learner: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  platform = await start(data.dir, { assistant: { tokenMs: 0 } });
  learner = bearer(await devSignIn(platform.url, "learner@example.com"));
  other = bearer(await devSignIn(platform.url, "rise@example.com"));
});
afterAll(async () => {
  await platform?.close();
  data.cleanup();
});

const answerOf = (i: number) =>
  `For example, I built a React dashboard with a team; question ${i + 1}.`;

interface Credentials {
  token: string;
  interviewId: string;
}

async function startInterview(role: string, headers = learner): Promise<Credentials> {
  const res = await post(platform.url, START, { role }, headers);
  expect(res.status).toBe(200);
  const action = (res.body as { action: { context: { data: Credentials } } }).action;
  return { token: action.context.data.token, interviewId: action.context.data.interviewId };
}

/** One turn: the decoded reply and the done event's data (undefined: no done, cut short). */
async function turn(credentials: Credentials, answer: string, headers = learner) {
  const res = await fetch(platform.url + TURN, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ ...credentials, answer }),
  });
  const text = await res.text();
  if (!res.headers.get("content-type")?.startsWith("text/event-stream")) {
    return { status: res.status, body: JSON.parse(text) as unknown };
  }
  const blocks = text.split("\n\n").filter(Boolean);
  const pieces = blocks.filter((b) => b.startsWith("data: ")).map((b) => b.slice(6));
  const done = blocks.find((b) => b.startsWith("event: done\n"));
  return {
    status: res.status,
    reply: Buffer.concat(pieces.map((p) => Buffer.from(p, "base64"))).toString("utf8"),
    done: done ? (JSON.parse(done.split("\ndata: ")[1]!) as unknown) : undefined,
  };
}

describe("AI interview", () => {
  it("start answers the NAVIGATION action with the interview's own token", async () => {
    const res = await post(platform.url, START, { role: "Frontend developer" }, learner);
    const { action, status } = res.body as {
      status: string;
      action: { type: string; uri: string; context: { data: Record<string, unknown> } };
    };
    expect(status).toBe("SUCCESS");
    expect(action.type).toBe("NAVIGATION");
    const { interviewId, token } = action.context.data as unknown as Credentials;
    expect(interviewId).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
    expect(action.uri).toBe(`/interview/${interviewId}`);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(action.context.data).toEqual({
      token,
      interviewId,
      useWebSocket: false,
      useServerTTS: false,
      useServerVAD: false,
    });
  });

  it("runs start → session → opening → five answers → finished → summary", async () => {
    const credentials = await startInterview("Frontend developer");
    const plan = questionPlan("Frontend developer");
    const fresh = await post(platform.url, SESSION, credentials, learner);
    expect(interviewSessionSchema.parse(fresh.body)).toEqual({
      interviewId: credentials.interviewId,
      role: "Frontend developer",
      totalQuestions: 5,
      answered: 0,
      finished: false,
      turns: [],
    });
    const opening = await turn(credentials, "");
    expect(opening).toEqual({
      status: 200,
      reply: openingText({ role: "Frontend developer", questions: plan }),
      done: { finished: false },
    });
    expect((await turn(credentials, "   ")).status).toBe(400);

    const early = await post(platform.url, SUMMARY, credentials, learner);
    expect(early.status).toBe(409);

    for (let i = 0; i < 5; i++) {
      const answer = answerOf(i);
      const next = await turn(credentials, answer);
      expect(next.status).toBe(200);
      expect(next.reply).toMatch(/^Thank you\. /);
      if (i < 4) {
        expect(next.reply).toContain(`Question ${i + 2} of 5: ${plan[i + 1]!.text}`);
        expect(next.done).toEqual({ finished: false });
      } else {
        expect(next.reply!.endsWith(CLOSING_TEXT)).toBe(true);
        expect(next.done).toEqual({ finished: true });
      }
    }
    expect((await turn(credentials, "one more")).status).toBe(409);

    const session = interviewSessionSchema.parse(
      (await post(platform.url, SESSION, credentials, learner)).body,
    );
    expect(session).toMatchObject({ answered: 5, finished: true });
    expect(session.turns.map((t) => t.role)).toEqual([
      "interviewer",
      ...Array.from({ length: 5 }, () => ["learner", "interviewer"]).flat(),
    ]);

    const summary = await post(platform.url, SUMMARY, credentials, learner);
    expect(summary.status).toBe(200);
    const parsed = interviewSummarySchema.parse(summary.body);
    expect(parsed.questions.map((q) => q.question)).toEqual(plan.map((q) => q.text));
    const first = answerOf(0);
    expect(parsed.questions[0]).toEqual({
      question: plan[0]!.text,
      answer: first,
      ...scoreAnswer(plan[0]!, first),
    });
    // Length 1 (12-39 words) + keywords 2 (react, built, team) + an example 1.
    expect(parsed.questions[0]!.score).toBe(4);
    expect(parsed.score).toBe(
      Math.round(
        (plan.reduce((sum, q, i) => sum + scoreAnswer(q, answerOf(i)).score, 0) / 5) * 10,
      ) / 10,
    );
    expect(parsed.overall).toBe(overallOf(parsed.score));
    expect(parsed.nextSteps?.[0]).toEqual({
      label: "Try the interview again",
      href: "/interview-prep/ai-mock-interview",
    });
  });

  it("refuses a wrong token or another user's interview (403), an unknown one (404)", async () => {
    const credentials = await startInterview("Data analyst");
    const wrong = await post(
      platform.url,
      SESSION,
      { ...credentials, token: "x".repeat(43) },
      learner,
    );
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ message: expect.any(String) });
    expect((await post(platform.url, SESSION, credentials, other)).status).toBe(403);
    expect((await turn(credentials, "", other)).status).toBe(403);
    expect((await post(platform.url, SUMMARY, credentials, other)).status).toBe(403);
    const unknown = { ...credentials, interviewId: "iv_unknown" };
    expect((await post(platform.url, SESSION, unknown, learner)).status).toBe(404);
  });

  it("needs a login (401) and a role (400)", async () => {
    expect((await post(platform.url, START, { role: "Data analyst" })).status).toBe(401);
    expect((await post(platform.url, START, { role: "  " }, learner)).status).toBe(400);
  });

  it("is started from the seeded page's buttons", async () => {
    const page = await postPage(platform.url, "/interview-prep/ai-mock-interview");
    expect(page.status).toBe(200);
    const actions: unknown[] = [];
    JSON.stringify(page.body, (key, value: unknown) => {
      if (key === "action") actions.push(value);
      return value;
    });
    expect(actions).toEqual([
      { type: "API_CALL", uri: START, requestObject: { role: "Frontend developer" } },
      { type: "API_CALL", uri: START, requestObject: { role: "Data analyst" } },
      {
        type: "API_CALL",
        uri: START,
        requestObject: { role: "Backend developer", useWebSocket: true, useServerTTS: true },
      },
    ]);
  });
});
