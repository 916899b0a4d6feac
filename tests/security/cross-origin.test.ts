import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_FAILED_MESSAGE } from "~server/bff/csrf.server";
import { Browser, loginByOtp } from "../integration/auth/browser";
import { startStack, type Stack } from "../support/stack";

/**
 * Issue 30: a cross-origin POST carrying a valid CSRF token reached Remix's own origin check,
 * which throws ("host header does not match `origin` header ... Aborting the action."): a 500
 * and a stack trace in the log. The BFF answers it first: 403 with our CSRF text, nothing run.
 */
let stack: Stack;
let learner: Browser;

beforeAll(async () => {
  stack = await startStack({}, { platform: { devOtp: true } });
  learner = new Browser(stack);
  await loginByOtp(learner, stack, "cross-origin@example.com");
  await learner.get("/");
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

const ORIGINS = ["https://evil.example", "null", "not a url"];

describe("a cross-origin POST with a valid token", () => {
  // A document post (no JavaScript), a single-fetch action and a resource route.
  for (const address of ["/logout", "/logout.data", "/resources/assistant"]) {
    it(`${address} answers 403 with our message, and logs no failure`, async () => {
      const before = stack.output().length;
      const cookies = new Map(learner.cookies);
      for (const origin of ORIGINS) {
        const res = await learner.post(address, { csrf: learner.csrf() }, { origin });
        expect(res.status, `${address} from ${origin}`).toBe(403);
        expect(await res.text()).toContain(CSRF_FAILED_MESSAGE);
      }
      const logged = stack.output().slice(before);
      expect(logged).not.toMatch(/Aborting the action|request failed|"status":500/);
      // Nothing ran: the session (and its login) is the one from before.
      expect(learner.cookies).toEqual(cookies);
    });
  }

  it("the same post from this site's own origin is not refused by the origin check", async () => {
    const res = await learner.post(
      "/resources/assistant",
      { csrf: learner.csrf() },
      {
        origin: stack.bffUrl,
      },
    );
    expect(res.status).not.toBe(403);
    expect(res.status).toBeLessThan(500);
  });
});
