import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { signedJson } from "../../support/signed-action";
import { startStack, type Stack } from "../../support/stack";
import { Browser, loginByOtp } from "../auth/browser";

/**
 * Issue 44: the assistant is grounded in a run of the learner's code. Through the BFF and the
 * reference platform, the compiler's assistant (no problem) gets the code, its language and the
 * stdin the learner gave, runs it in the learner's own lane and answers from what it printed.
 */
let stack: Stack;
let learner: Browser;
const compilerAssistant = signedJson({
  uri: UPSTREAM_CALLS.assistantStream.path,
  requestObject: {},
});

beforeAll(async () => {
  stack = await startStack({}, { platform: { devOtp: true } });
  learner = new Browser(stack);
  await loginByOtp(learner, stack, "grounded@example.com");
  await learner.get("/login");
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

/** A question as the pane posts it; the reply's text, decoded from its delta events. */
async function ask(fields: Record<string, string>): Promise<string> {
  const res = await learner.request("/resources/assistant", {
    method: "POST",
    headers: { accept: "text/event-stream", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: learner.csrf(), action: compilerAssistant, ...fields }),
  });
  expect(res.status).toBe(200);
  const body = await res.text();
  expect(body).toMatch(/event: done/);
  return [...body.matchAll(/^event: delta\ndata: (.*)$/gm)]
    .map((m) => (JSON.parse(m[1]!) as { text: string }).text)
    .join("");
}

describe("the grounded tutor, through the BFF", { timeout: 60_000 }, () => {
  it("a free question about print(nums.sort()) is answered from the None it printed", async () => {
    const reply = await ask({
      intent: "ASK",
      question: "why does this print None?",
      sourceCode: "nums = [3, 1, 2]\nprint(nums.sort())",
      languageId: "python3",
    });
    expect(reply).toContain("```text\nNone\n```");
    expect(reply).toContain("`list.sort()` sorts the list in place and returns `None`");
  });

  it("the stdin the learner gave is forwarded, and the code runs on it", async () => {
    const reply = await ask({
      intent: "ASK",
      question: "What does my code print?",
      sourceCode: "a, b = map(int, input().split())\nprint(a * b)",
      languageId: "python3",
      input: "4 5",
    });
    expect(reply).toContain("I ran your code on the input you gave. It printed:");
    expect(reply).toContain("```text\n20\n```");
  });
});
