import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findProblem } from "~server/platform/practice/problems";
import { expectOnlyCatalogueCalls } from "../../support/catalogue";
import { startStack, type Stack } from "../../support/stack";
import { Browser, loginByOtp } from "../auth/browser";

/**
 * The submission history through POST /api/code (intents history and submission-code): CSRF,
 * login, a learner's submissions with verdict, runtime and memory, an old submission's code, and
 * no learner ever reading another's submissions (list or code).
 */
let stack: Stack;
const problem = findProblem("sum-of-two-numbers")!;

beforeAll(async () => {
  stack = await startStack({}, { platform: { devOtp: true } });
}, 60_000);
afterAll(async () => {
  if (stack) await expectOnlyCatalogueCalls(stack.platformUrl);
  await stack?.stop();
});

async function signedIn(email: string) {
  const browser = new Browser(stack);
  await loginByOtp(browser, stack, email);
  await browser.get(`/problem/${problem.id}`);
  return { browser, csrf: browser.csrf() };
}

async function code(browser: Browser, fields: Record<string, string>) {
  const res = await browser.post("/api/code", fields, { accept: "application/json" });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function submitAndWait(browser: Browser, csrf: string, sourceCode: string) {
  const started = await code(browser, {
    csrf,
    intent: "submit",
    token: problem.id,
    sourceCode,
    languageId: "javascript12",
  });
  expect(started.status).toBe(200);
  const submissionId = String(started.body.submissionId);
  for (let i = 0; i < 300; i++) {
    const { body } = await code(browser, { csrf, intent: "status", submissionId });
    if (body.status === "ACCEPTED" || body.status === "REJECTED") return submissionId;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("never finished");
}

type Summary = Record<string, unknown> & { submissionId: string };

describe("submission history", () => {
  it("refuses without the CSRF token (403) and without a login (401)", async () => {
    const visitor = new Browser(stack);
    await visitor.get("/login");
    const noToken = await code(visitor, { intent: "history", problemId: problem.id });
    expect(noToken.status).toBe(403);
    const loggedOut = await code(visitor, {
      csrf: visitor.csrf(),
      intent: "history",
      problemId: problem.id,
    });
    expect(loggedOut.status).toBe(401);
    expect(loggedOut.body.login).toBe(true);
  });

  it("lists a learner's submissions newest first and opens an old one's code", async () => {
    const { browser, csrf } = await signedIn("learner@example.com");
    const wrongCode = "console.log(0) // first try";
    const wrong = await submitAndWait(browser, csrf, wrongCode);
    const right = await submitAndWait(browser, csrf, problem.referenceSolutions.javascript12!);

    const history = await code(browser, { csrf, intent: "history", problemId: problem.id });
    expect(history.status).toBe(200);
    const list = history.body.submissions as Summary[];
    const ids = list.map((s) => s.submissionId);
    expect(ids.indexOf(right)).toBeLessThan(ids.indexOf(wrong));
    const rejected = list.find((s) => s.submissionId === wrong)!;
    expect(rejected).toMatchObject({
      problemId: problem.id,
      languageId: "javascript12",
      status: "REJECTED",
      judgeResult: "WRONG_ANSWER",
    });
    expect(typeof rejected.timeMs).toBe("number");
    expect(typeof rejected.memoryKb).toBe("number");
    expect(Number.isNaN(Date.parse(String(rejected.submittedAt)))).toBe(false);
    expect(list.find((s) => s.submissionId === right)?.status).toBe("ACCEPTED");
    // The list carries no code; the code call does.
    expect(rejected).not.toHaveProperty("sourceCode");

    const old = await code(browser, { csrf, intent: "submission-code", submissionId: wrong });
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ submissionId: wrong, sourceCode: wrongCode });
  });

  it("never shows one learner's submissions to another", async () => {
    const owner = await signedIn("learner@example.com");
    const secret = "console.log(42) // owner's secret";
    const mine = await submitAndWait(owner.browser, owner.csrf, secret);

    const other = await signedIn("rise@example.com");
    const theirs = await code(other.browser, {
      csrf: other.csrf,
      intent: "history",
      problemId: problem.id,
    });
    expect(theirs.status).toBe(200);
    const ids = (theirs.body.submissions as Summary[]).map((s) => s.submissionId);
    expect(ids).not.toContain(mine);
    const peek = await code(other.browser, {
      csrf: other.csrf,
      intent: "submission-code",
      submissionId: mine,
    });
    expect(peek.status).toBe(404);
    expect(JSON.stringify(peek.body)).not.toContain("secret");
  });

  it("refuses a body without the intent's field (400) before any call", async () => {
    const { browser, csrf } = await signedIn("learner@example.com");
    const answer = await code(browser, { csrf, intent: "submission-code" });
    expect(answer.status).toBe(400);
  });
});
