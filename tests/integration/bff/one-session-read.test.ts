import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedJson } from "../../support/signed-action";
import { startStack, type Stack } from "../../support/stack";
import { ActionClient } from "../actions/action-client";
import { Browser, latestOtp, loginByOtp } from "../auth/browser";

/**
 * One request context (docs/decisions/039): whatever a request does (a page load with the root
 * and page loaders, a posted page action with its CSRF check, login gate and upstream call, a
 * login step), the session cookie is opened once and a logged-in token's revocation is looked
 * up once. The BFF counts both in the session module and, with SERVER_TIMING=true, reports them
 * on the answer (Server-Timing "session").
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ SERVER_TIMING: "true" }, { platform: { devOtp: true } });
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

function sessionReads(res: Response): { opens: number; revocations: number } {
  const match = /(?:^|, )session;dur=[\d.]+;desc="opens=(\d+) revocations=(\d+)"/.exec(
    res.headers.get("server-timing") ?? "",
  );
  expect(match, "the session tally in Server-Timing").not.toBeNull();
  return { opens: Number(match?.[1]), revocations: Number(match?.[2]) };
}

const LEARNER = "learner@example.com";
const notify = {
  intent: "COURSE_NOTIFY",
  action: signedJson({ type: "COURSE_NOTIFY", requestObject: { courseId: "data-analyst-course" } }),
};

describe("the session of one request", () => {
  it("is opened once for a visitor's page load (no token, no revocation lookup)", async () => {
    const browser = new Browser(stack);
    const res = await browser.get("/");
    expect(res.status).toBe(200);
    expect(sessionReads(res)).toEqual({ opens: 1, revocations: 0 });
  });

  it("is opened and checked once for a login, a signed-in page load and a posted action", async () => {
    const client = new ActionClient(stack);
    await client.open("/login");
    const csrf = client.browser.csrf();
    const common = { csrf, returnTo: "/", source: "Login Page" };
    const requested = await client.browser.post("/login", {
      ...common,
      intent: "OTP_REQUEST",
      channel: "email",
      email: LEARNER,
    });
    expect(requested.status).toBe(302);
    expect(sessionReads(requested)).toEqual({ opens: 1, revocations: 0 });
    await client.browser.follow(requested);
    const otp = await latestOtp(stack, LEARNER);
    const verified = await client.browser.post("/login", { ...common, intent: "OTP_VERIFY", otp });
    expect(verified.status).toBe(302);
    expect(sessionReads(verified)).toEqual({ opens: 1, revocations: 0 });

    // Signed in: the root loader, the page loader and the CSRF token share one opened session.
    const page = await client.browser.get("/course/data-analyst-course");
    expect(page.status).toBe(200);
    expect(sessionReads(page)).toEqual({ opens: 1, revocations: 1 });

    // A posted page action: CSRF check, dispatch, the handler's upstream call, the user state.
    const posted = await client.post("/course/data-analyst-course", notify);
    expect(posted.status).toBeLessThan(500);
    expect(sessionReads(new Response(null, { headers: posted.headers }))).toEqual({
      opens: 1,
      revocations: 1,
    });
  });

  it("writes the session cookie once, at the end, when an action changes it", async () => {
    const client = new ActionClient(stack);
    await client.open("/events");
    const enrol = {
      intent: "EVENTS_ENROL",
      action: signedJson({ type: "EVENTS_ENROL", requestObject: { eventId: "career-fair-2026" } }),
    };
    // Logged out: the action is kept in the session and the login panel opens.
    const asked = await client.post("/events", enrol);
    expect(asked.redirect).toBe("/events?login=1");
    const sessionCookies = asked.headers
      .getSetCookie()
      .filter((line) => line.startsWith("cl_session="));
    expect(sessionCookies).toHaveLength(1);
    expect(sessionReads(new Response(null, { headers: asked.headers }))).toEqual({
      opens: 1,
      revocations: 0,
    });
    const landed = await loginByOtp(client.browser, stack, "rise@example.com", "/events?login=1");
    expect(landed.status).toBe(200);
  });
});
