import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_RUN_PENDING_CAPS, CODE_TEXTS, TOO_MANY_RUNS } from "~/contract/code-values";
import { CAPTCHA_REQUIRED_MESSAGE, TEST_CAPTCHA_TOKEN } from "~server/bff/captcha.server";
import { findProblem } from "~server/platform/practice/problems";
import { expectOnlyCatalogueCalls } from "../../support/catalogue";
import { startStack, type Stack } from "../../support/stack";
import { Browser, loginByOtp } from "../auth/browser";

/**
 * POST /api/code and the no-JavaScript /practice/submit through the BFF against the platform:
 * CSRF, login, "Code block is empty code" without a call, the compiler for visitors, code
 * sharing, and a verdict page rendered from a plain form.
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

async function visitor() {
  const browser = new Browser(stack);
  // The compiler page has no form of its own: the token is the one every page's forms carry.
  await browser.get("/login");
  return { browser, csrf: browser.csrf() };
}

async function learner() {
  const browser = new Browser(stack);
  await loginByOtp(browser, stack, "learner@example.com");
  await browser.get(`/problem/${problem.id}`);
  return { browser, csrf: browser.csrf() };
}

async function code(browser: Browser, fields: Record<string, string>) {
  const res = await browser.post("/api/code", fields, { accept: "application/json" });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function untilDone(
  browser: Browser,
  csrf: string,
  intent: string,
  key: string,
  value: string,
) {
  for (let i = 0; i < 300; i++) {
    const answer = await code(browser, { csrf, intent, [key]: value });
    expect(answer.status).toBe(200);
    const body = answer.body;
    if (body.inProgress === false || body.status === "ACCEPTED" || body.status === "REJECTED")
      return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("never finished");
}

describe("POST /api/code", () => {
  it("refuses a post without the CSRF token (403)", async () => {
    const { browser } = await visitor();
    const answer = await code(browser, {
      intent: "compiler-run",
      sourceCode: "print(1)",
      languageId: "python3",
    });
    expect(answer.status).toBe(403);
  });

  it("runs the compiler for a visitor and shares code with a stable link", async () => {
    const { browser, csrf } = await visitor();
    const started = await code(browser, {
      csrf,
      intent: "compiler-run",
      sourceCode: "print(input() * 2)",
      languageId: "python3",
      input: "ab",
    });
    expect(started.status).toBe(200);
    const result = await untilDone(
      browser,
      csrf,
      "compiler-status",
      "token",
      String(started.body.token),
    );
    expect(result).toMatchObject({ isSuccessful: true, result: "abab\n" });
    const shared = await code(browser, {
      csrf,
      intent: "share",
      sourceCode: "print(1)",
      languageId: "python3",
    });
    const again = await code(browser, {
      csrf,
      intent: "share",
      sourceCode: "print(1)",
      languageId: "python3",
    });
    expect(shared.body.sharedLink).toBe(again.body.sharedLink);
    const page = await browser.get(String(shared.body.sharedLink));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("print(1)");
  });

  it("empty code is refused with the spec's text and never reaches upstream", async () => {
    const { browser, csrf } = await visitor();
    const answer = await code(browser, {
      csrf,
      intent: "compiler-run",
      sourceCode: "  \n ",
      languageId: "python3",
    });
    expect(answer).toEqual({ status: 400, body: { message: CODE_TEXTS.emptyCode } });
  });

  it("an unknown intent or language is a 400 with a message", async () => {
    const { browser, csrf } = await visitor();
    expect((await code(browser, { csrf, intent: "delete-everything" })).status).toBe(400);
    const language = await code(browser, {
      csrf,
      intent: "compiler-run",
      sourceCode: "x",
      languageId: "cobol",
    });
    expect(language.status).toBe(400);
  });

  it("practice runs need a login: 401 with login: true", async () => {
    const { browser, csrf } = await visitor();
    const answer = await code(browser, {
      csrf,
      intent: "run",
      token: problem.id,
      sourceCode: "1",
      languageId: "javascript12",
    });
    expect(answer.status).toBe(401);
    expect(answer.body.login).toBe(true);
  });

  it("a learner runs, submits (wrong, then right) and unlocks a hint", async () => {
    const { browser, csrf } = await learner();
    const wrong = await code(browser, {
      csrf,
      intent: "submit",
      token: problem.id,
      sourceCode: "console.log(0)",
      languageId: "javascript12",
    });
    expect(wrong.status).toBe(200);
    const wrongResult = await untilDone(
      browser,
      csrf,
      "status",
      "submissionId",
      String(wrong.body.submissionId),
    );
    expect(wrongResult).toMatchObject({ status: "REJECTED", judgeResult: "WRONG_ANSWER" });
    // The platform judged it within its wait: the start answer already carried the verdict.
    expect(wrong.body.result).toEqual(wrongResult);
    const right = await code(browser, {
      csrf,
      intent: "submit",
      token: problem.id,
      sourceCode: problem.referenceSolutions.javascript12!,
      languageId: "javascript12",
    });
    const rightResult = await untilDone(
      browser,
      csrf,
      "status",
      "submissionId",
      String(right.body.submissionId),
    );
    expect(rightResult.status).toBe("ACCEPTED");
    const hint = await code(browser, {
      csrf,
      intent: "hint",
      problemId: problem.id,
      hintId: problem.hints[0].id,
    });
    expect(hint.body).toEqual({ hintId: problem.hints[0].id, content: problem.hints[0].content });
  });
});

describe("POST /practice/submit (no JavaScript)", () => {
  it("refuses a post without the CSRF token (403) and submits nothing", async () => {
    const { browser } = await learner();
    const res = await browser.post("/practice/submit", {
      token: problem.id,
      languageId: "python3",
      sourceCode: "print(1)",
      returnTo: `/problem/${problem.id}`,
    });
    expect(res.status).toBe(403);
  });

  it("submits, waits for the verdict and renders it with the code kept", async () => {
    const { browser, csrf } = await learner();
    const res = await browser.post("/practice/submit", {
      csrf,
      token: problem.id,
      languageId: "python3",
      sourceCode: problem.referenceSolutions.python3!,
      returnTo: `/problem/${problem.id}`,
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-verdict="ACCEPTED"');
    expect(html).toContain(CODE_TEXTS.submitted);
  }, 30_000);

  it("a wrong answer renders WRONG_ANSWER and keeps the code in the form", async () => {
    const { browser, csrf } = await learner();
    const res = await browser.post("/practice/submit", {
      csrf,
      token: problem.id,
      languageId: "python3",
      sourceCode: "print('nope')",
      returnTo: `/problem/${problem.id}`,
    });
    const html = await res.text();
    expect(html).toContain('data-judge="WRONG_ANSWER"');
    expect(html).toContain("print(&#x27;nope&#x27;)");
  }, 30_000);
});

describe("the code runner's pending cap through the BFF (issue 30)", () => {
  it("a visitor's run past the cap reads the platform's words, not a generic failure", async () => {
    const { browser, csrf } = await visitor();
    const spin = {
      csrf,
      intent: "compiler-run",
      sourceCode: "while (true) {}",
      languageId: "javascript12",
    };
    const tokens: string[] = [];
    for (let i = 0; i < CODE_RUN_PENDING_CAPS.visitor; i++) {
      const started = await code(browser, spin);
      expect(started.status).toBe(200);
      tokens.push(String(started.body.token));
    }
    expect(await code(browser, spin)).toEqual({ status: 429, body: { message: TOO_MANY_RUNS } });
    for (const token of tokens) await untilDone(browser, csrf, "compiler-status", "token", token);
  }, 60_000);
});

describe("the human check of compiler runs and shares (spec 02 section 5)", () => {
  it("with a provider on, a run or share without its token is refused before any call", async () => {
    await stack.restartBff({ CAPTCHA_PROVIDER: "test" });
    const { browser, csrf } = await visitor();
    const fields = { csrf, sourceCode: "print(1)", languageId: "python3" };
    for (const intent of ["compiler-run", "share"]) {
      const refused = await code(browser, { ...fields, intent });
      expect(refused).toEqual({ status: 400, body: { message: CAPTCHA_REQUIRED_MESSAGE } });
      const passed = await code(browser, { ...fields, intent, captchaToken: TEST_CAPTCHA_TOKEN });
      expect(passed.status).toBe(200);
    }
  });
});
