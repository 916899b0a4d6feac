import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { afterLoginPath, safeReturnPath, sameSitePath } from "~/shared/login-url";
import { Browser, latestOtp, loginByOtp } from "../integration/auth/browser";
import { startStack, type Stack } from "../support/stack";
import { OPEN_REDIRECT_PAYLOADS } from "./redirect-payloads";

/**
 * Security review (docs/security.md), finding 2 (open redirect): safeReturnPath checked before URL normalisation, so
 * "/.//evil.example", "/%2e//evil.example" and "/x/..//evil.example" came out as
 * "//evil.example". Every payload of the list, at every sink, must stay on the site.
 */
const SITE = "https://shop.example";

/** Where a browser goes when it follows this Location from a page of the site. */
function landsOn(location: string): string {
  return new URL(location, `${SITE}/somewhere/page`).origin;
}

it("the list has at least 40 vectors", () => {
  expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(40);
});

describe("the three vectors of the finding", () => {
  it.each(["/.//evil.example", "/%2e//evil.example", "/x/..//evil.example"])(
    "%s no longer comes out as //evil.example",
    (payload) => {
      // What the old check let through: normalising these gives a protocol-relative address.
      expect(new URL(payload, "http://same.site.invalid").pathname).toBe("//evil.example");
      expect(safeReturnPath(payload, "/fallback")).toBe("/fallback");
    },
  );
});

describe("every sink function, every payload", () => {
  it.each(OPEN_REDIRECT_PAYLOADS)("%s", (_name, payload) => {
    const results = [
      safeReturnPath(payload),
      safeReturnPath(payload, ""),
      safeReturnPath(safeReturnPath(payload)),
      afterLoginPath(`/login?redirectTo=${encodeURIComponent(payload)}`),
      afterLoginPath(payload.startsWith("/") ? payload : `/${payload}`),
      sameSitePath(`${SITE}${payload.startsWith("/") ? payload : `/${payload}`}`, SITE) ?? "/",
    ];
    for (const result of results) {
      if (result === "") continue;
      expect(result.startsWith("/"), result).toBe(true);
      expect(landsOn(result), result).toBe(SITE);
      expect(safeReturnPath(result, "")).toBe(result);
    }
  });
});

describe("the server-side NAVIGATION follow-up of an API-call result", () => {
  it.each(OPEN_REDIRECT_PAYLOADS)("%s", async (_name, payload) => {
    Object.assign(process.env, { UPSTREAM_URL: "http://upstream.test", SESSION_SECRET: "s" });
    const { apiCallAnswer } = await import("~server/bff/actions/api-call-result.server");
    const answer = apiCallAnswer(
      { intent: "API_CALL", formId: "f" },
      { status: "SUCCESS", action: { type: "NAVIGATION", uri: payload } },
    );
    if (answer instanceof Response) {
      expect(landsOn(answer.headers.get("location") ?? "/")).toBe(SITE);
    }
  });
});

describe("live sinks over HTTP", () => {
  let stack: Stack;
  let learner: Browser;
  beforeAll(async () => {
    stack = await startStack();
    learner = new Browser(stack);
    await loginByOtp(learner, stack, "learner@example.com");
  });
  afterAll(async () => {
    await stack?.stop();
  });

  function expectOnSite(res: Response, payload: string) {
    const location = res.headers.get("location");
    if (location === null) return;
    expect(new URL(location, stack.bffUrl).origin, `${payload} -> ${location}`).toBe(
      new URL(stack.bffUrl).origin,
    );
  }

  it("the login page's redirectTo, for a signed-in learner (the finding, live)", async () => {
    for (const [, payload] of OPEN_REDIRECT_PAYLOADS) {
      const res = await learner.get(`/login?redirectTo=${encodeURIComponent(payload)}`);
      expect([200, 302]).toContain(res.status);
      expectOnSite(res, payload);
    }
  });

  it("the after-login path: a passcode login that started with a hostile redirectTo", async () => {
    for (const [, payload] of OPEN_REDIRECT_PAYLOADS.slice(0, 12)) {
      const browser = new Browser(stack);
      const returnTo = `/login?redirectTo=${encodeURIComponent(payload)}`;
      await browser.get(returnTo);
      const common = { csrf: browser.csrf(), returnTo, source: "Login Page" };
      const email = "scale@example.com";
      const requested = await browser.post("/login", {
        ...common,
        intent: "OTP_REQUEST",
        channel: "email",
        email,
      });
      expectOnSite(requested, payload);
      await browser.follow(requested);
      const verified = await browser.post("/login", {
        ...common,
        intent: "OTP_VERIFY",
        otp: await latestOtp(stack, email),
      });
      expect(verified.status).toBe(302);
      expectOnSite(verified, payload);
    }
  });

  it("logout's return path and Referer", async () => {
    for (const [, payload] of OPEN_REDIRECT_PAYLOADS.slice(0, 15)) {
      const browser = new Browser(stack);
      await loginByOtp(browser, stack, "rise@example.com");
      await browser.get("/logout");
      const res = await browser.post(
        "/logout",
        { csrf: browser.csrf(), returnTo: payload, logoutSource: "Header" },
        { referer: `${stack.bffUrl}${payload.startsWith("/") ? payload : `/${payload}`}` },
      );
      expect(res.status).toBe(302);
      expectOnSite(res, payload);
    }
  });

  it("a page address that is itself '//host' never becomes a redirect off the site", async () => {
    for (const path of ["//evil.example/", "//evil.example/%2e%2e", "/.//evil.example"]) {
      const res = await fetch(`${stack.bffUrl}${path}`, { redirect: "manual" });
      expectOnSite(res, path);
    }
  });
});
