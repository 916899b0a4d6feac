import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_FAILED_MESSAGE } from "~server/bff/csrf.server";
import { SANDBOX_LIMITS } from "~/contract/sandbox-values";
import { SEED_SANDBOXES } from "~server/platform/seed/sandboxes";
import { Browser, loginByOtp } from "../integration/auth/browser";
import { startStack, type Stack } from "../support/stack";

/**
 * POST /api/sandbox: the CSRF token is checked before anything (missing, another visitor's, made
 * up: 403), and a body past SANDBOX_LIMITS.formBytes is refused (413) without reaching upstream.
 */
let stack: Stack;
let learner: Browser;
let otherToken: string;
const project = SEED_SANDBOXES.find((s) => s.slug === "python-project")!;

beforeAll(async () => {
  stack = await startStack({}, { platform: { devOtp: true } });
  learner = new Browser(stack);
  await loginByOtp(learner, stack, "learner@example.com");
  await learner.get("/");
  const other = new Browser(stack);
  await other.get("/login");
  otherToken = other.csrf();
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

const share = {
  intent: "share",
  sandboxId: project.id,
  sandboxType: "PLAYGROUND",
  files: JSON.stringify(project.files),
};

async function post(fields: Record<string, string>) {
  const res = await learner.post("/api/sandbox", fields, { accept: "application/json" });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function platformSaw(path: string): Promise<boolean> {
  const seen = (await (await fetch(`${stack.platformUrl}/__test/seen-calls`)).json()) as string[];
  return seen.some((call) => call.endsWith(path));
}

describe("POST /api/sandbox security", () => {
  it("refuses a post without the CSRF token, with another visitor's and with a made-up one", async () => {
    for (const csrf of [undefined, otherToken, "A".repeat(43)]) {
      const answer = await post(csrf === undefined ? share : { ...share, csrf });
      expect(answer).toEqual({ status: 403, body: { message: CSRF_FAILED_MESSAGE } });
    }
    expect(await platformSaw("/sandbox/code-share")).toBe(false);
  });

  it("refuses files past the character limit (400) before any call", async () => {
    const answer = await post({
      ...share,
      csrf: learner.csrf(),
      files: JSON.stringify([
        { fileName: "a.py", code: "x".repeat(SANDBOX_LIMITS.totalChars / 2 + 1) },
        { fileName: "b.py", code: "x".repeat(SANDBOX_LIMITS.totalChars / 2 + 1) },
      ]),
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        message: `The files may hold at most ${SANDBOX_LIMITS.totalChars} characters in all`,
      },
    });
    expect(await platformSaw("/sandbox/code-share")).toBe(false);
  });

  // Last: the server ends the connection after refusing a body it did not read in full.
  it("refuses a body past the form limit (413) before any call", async () => {
    const big = "x".repeat(SANDBOX_LIMITS.formBytes + 1024);
    const answer = await post({
      ...share,
      csrf: learner.csrf(),
      files: JSON.stringify([{ fileName: "main.py", code: big }]),
    });
    expect(answer.status).toBe(413);
    expect(await platformSaw("/sandbox/code-share")).toBe(false);
  });
});
