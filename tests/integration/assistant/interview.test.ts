import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTERVIEW_TEXTS } from "~/contract/assistant-values";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { INVALID_INTERVIEW_LINK } from "~/contract/page-texts";
import { expectOnlyCatalogueCalls } from "../../support/catalogue";
import { signedJson } from "../../support/signed-action";
import { startStack, type Stack } from "../../support/stack";
import { ActionClient } from "../actions/action-client";
import { loginByOtp } from "../auth/browser";

/**
 * The AI interview through the BFF: START_AI_INTERVIEW (an API_CALL) keeps the context in the
 * flash cookie and redirects to the interview without a token in the address; the room loads
 * the session; the interviewer's turns stream through /resources/interview; without JavaScript
 * the answers post to the interview's own address; the summary closes it.
 */
let stack: Stack;
let client: ActionClient;

beforeAll(async () => {
  stack = await startStack({}, { platform: { devOtp: true } });
  client = new ActionClient(stack);
  await loginByOtp(client.browser, stack, "interviewee@example.com");
  await client.open("/interview-prep/ai-mock-interview");
}, 60_000);
afterAll(async () => {
  if (process.env.DEBUG_BFF) console.log(stack?.output().slice(-3000));
  if (stack) await expectOnlyCatalogueCalls(stack.platformUrl);
  await stack?.stop();
});

const start = {
  type: "API_CALL",
  uri: UPSTREAM_CALLS.interviewStart.path,
  requestObject: { role: "Frontend developer" },
};

async function turn(path: string, fields: Record<string, string>) {
  const res = await client.browser.request("/resources/interview", {
    method: "POST",
    headers: { accept: "text/event-stream", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: client.csrf, interview: path, ...fields }),
  });
  const body = await res.text();
  const text = [...body.matchAll(/event: delta\ndata: (.*)\n/g)]
    .map((m) => (JSON.parse(m[1]) as { text: string }).text)
    .join("");
  const done = /event: done\ndata: (.*)\n/.exec(body)?.[1];
  return {
    status: res.status,
    text,
    done: done ? (JSON.parse(done) as Record<string, unknown>) : undefined,
    body,
  };
}

describe("the AI interview through the BFF", () => {
  let path = "";

  it("START_AI_INTERVIEW redirects to the interview, its context kept server-side", async () => {
    const answer = await client.post("/interview-prep/ai-mock-interview", {
      intent: "API_CALL",
      action: signedJson(start),
    });
    expect(answer, JSON.stringify(answer.result)).toMatchObject({
      redirect: expect.stringMatching(/^\/interview\//),
    });
    path = answer.redirect!;
    expect(answer.headers.getSetCookie().join("\n")).not.toMatch(/token/i);
    const page = await client.browser.get(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/AI interview: (<!-- -->)?Frontend developer/);
    expect(html).toContain("Start the interview");
  });

  it("streams the opening turn, then one turn per answer, and finishes with a summary", async () => {
    const opening = await turn(path, { opening: "1", answer: "" });
    expect(opening.status).toBe(200);
    expect(opening.text.length).toBeGreaterThan(40);
    expect(opening.done).toEqual({ finished: false });
    for (let i = 1; i <= 4; i++) {
      const next = await turn(path, {
        answer: `My answer ${i}: for example I profiled a React app.`,
      });
      expect(next.done).toEqual({ finished: false });
    }
    const last = await turn(path, { answer: "A final answer with an example." });
    expect(last.done).toEqual({ finished: true });
    const html = await (await client.browser.get(path)).text();
    expect(html).toContain(INTERVIEW_TEXTS.finished);
    expect(html).toContain("Overall score");
  });

  it("an empty answer is refused in our words; an answer after the end is refused", async () => {
    const empty = await turn(path, { answer: "  " });
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.body)).toEqual({ message: INTERVIEW_TEXTS.emptyAnswer });
    const late = await turn(path, { answer: "one more" });
    expect(late.status).toBe(409);
  });

  it("another interview's address, or one named in the query, is an invalid link", async () => {
    const other = await client.browser.get("/interview/someone-else");
    expect(other.status).toBe(400);
    expect(await other.text()).toContain(INVALID_INTERVIEW_LINK);
    const stream = await turn("/interview/someone-else", { answer: "hi" });
    expect(stream.status).toBe(400);
    const inQuery = await client.browser.get(`${path}?token=x&interviewId=y`);
    expect(inQuery.status).toBe(400);
  });

  it("without JavaScript, answers post to the interview's address and the page comes back", async () => {
    const second = await client.post("/interview-prep/ai-mock-interview", {
      intent: "API_CALL",
      action: signedJson({ ...start, requestObject: { role: "Data analyst" } }),
    });
    const room = second.redirect!;
    await client.browser.get(room);
    const csrf = client.browser.csrf();
    const opened = await client.browser.post(room, { csrf, intent: "answer", opening: "1" });
    expect(opened.status).toBe(302);
    const answered = await client.browser.post(room, {
      csrf,
      intent: "answer",
      answer: "I would start from the metric's definition and segment it.",
    });
    expect(answered.status).toBe(302);
    const html = await (await client.browser.get(room)).text();
    expect(html).toContain("I would start from the metric&#x27;s definition");
    expect(html).toContain("Question 2 of 5");
  });
});
