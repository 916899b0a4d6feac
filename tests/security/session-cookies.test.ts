import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, loginByOtp } from "../integration/auth/browser";
import { startStack, type Stack } from "../support/stack";

/**
 * Security review (docs/security.md), findings 7 and 8: the session cookie was signed, not encrypted (name, email, user id
 * and, with SHOW_DEV_OTP, the passcode readable by anyone holding it); cookies had no __Host-
 * prefix; the CSRF token was a cookie value unrelated to the session; no HSTS; Server-Timing on
 * every page.
 */
function decodings(value: string): string {
  const raw = decodeURIComponent(value);
  const parts = [raw, ...raw.split(".")];
  return parts
    .flatMap((part) => [
      part,
      Buffer.from(part, "base64").toString("utf8"),
      Buffer.from(part, "base64url").toString("utf8"),
    ])
    .join("\n");
}

describe("the session cookie is encrypted and holds no passcode", () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ SHOW_DEV_OTP: "true" }, { platform: { devOtp: true } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("a logged-in session shows neither the email, the name, the user id nor a token", async () => {
    const browser = new Browser(stack);
    await loginByOtp(browser, stack, "learner@example.com");
    const cookie = browser.cookies.get("cl_session")!;
    expect(cookie).toBeTruthy();
    const text = decodings(cookie);
    for (const secret of ["learner@example.com", "Asha", "usr_", "userId", "token"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("the passcode step keeps no passcode in the cookie, yet SHOW_DEV_OTP still shows it", async () => {
    const browser = new Browser(stack);
    await browser.get("/login");
    const res = await browser.post("/login", {
      csrf: browser.csrf(),
      returnTo: "/login",
      source: "Login Page",
      intent: "OTP_REQUEST",
      channel: "email",
      email: "rise@example.com",
    });
    const page = await (await browser.follow(res)).text();
    const shown = /data-dev-otp="(\d{6})"/.exec(page)?.[1];
    expect(shown).toMatch(/^\d{6}$/);
    const text = [...browser.cookies.values()].map(decodings).join("\n");
    expect(text).not.toContain(shown!);
    expect(text).not.toContain("rise@example.com");
  });

  it("a tampered cookie or one sealed under another secret is a logged-out session", async () => {
    const browser = new Browser(stack);
    await loginByOtp(browser, stack, "learner@example.com");
    const value = browser.cookies.get("cl_session")!;
    const flipped = value.slice(0, -6) + (value.at(-6) === "A" ? "B" : "A") + value.slice(-5);
    browser.cookies.set("cl_session", flipped);
    expect(await (await browser.get("/login")).text()).not.toContain("Account menu for");
    await stack.restartBff({ SESSION_SECRET: "a-completely-different-secret" });
    const other = new Browser(stack);
    other.cookies.set("cl_session", value);
    expect(await (await other.get("/login")).text()).not.toContain("Account menu for");
  });
});

describe("the CSRF token is bound to the session", () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("a token of another visitor is refused with this visitor's cookies, and vice versa", async () => {
    const a = new Browser(stack);
    const b = new Browser(stack);
    await a.get("/login");
    await b.get("/login");
    const res = await a.post("/logout", { csrf: b.csrf() });
    expect(res.status).toBe(403);
  });

  it("logging in gives a new token: the one of the logged-out page no longer passes", async () => {
    const browser = new Browser(stack);
    await browser.get("/login");
    const before = browser.csrf();
    await loginByOtp(browser, stack, "scale@example.com");
    await browser.get("/my-courses");
    const after = browser.csrf();
    expect(after).not.toBe(before);
    expect((await browser.post("/logout", { csrf: before })).status).toBe(403);
    const out = await browser.post("/logout", { csrf: after });
    expect(out.status).toBe(302);
  });

  it("another user's session with this cookie's secret does not make the token pass", async () => {
    const victim = new Browser(stack);
    await loginByOtp(victim, stack, "rise@example.com");
    await victim.get("/my-courses");
    const attacker = new Browser(stack);
    await loginByOtp(attacker, stack, "learner@example.com");
    await attacker.get("/my-courses");
    // The attacker plants its own CSRF cookie in the victim's browser and posts its own token.
    victim.cookies.set("cl_csrf", attacker.cookies.get("cl_csrf")!);
    const res = await victim.post("/logout", { csrf: attacker.csrf() });
    expect(res.status).toBe(403);
  });
});

describe("cookies and headers over HTTPS (COOKIE_SECURE=true, production)", () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ COOKIE_SECURE: "true" });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("session and CSRF cookies are __Host- prefixed, Secure, Path=/ and without Domain", async () => {
    const res = await fetch(`${stack.bffUrl}/login`);
    const cookies = res.headers.getSetCookie();
    const csrf = cookies.find((c) => c.startsWith("__Host-cl_csrf="));
    expect(csrf).toBeTruthy();
    expect(csrf).toMatch(/; Secure/);
    expect(csrf).toMatch(/; Path=\//);
    expect(csrf).not.toMatch(/Domain=/i);
    expect(cookies.some((c) => /^cl_(csrf|session)=/.test(c))).toBe(false);
  });

  it("sends HSTS", async () => {
    const res = await fetch(`${stack.bffUrl}/login`);
    expect(res.headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  it("sends no Server-Timing unless SERVER_TIMING=true", async () => {
    const res = await fetch(`${stack.bffUrl}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("server-timing")).toBeNull();
  });
});

it("no HSTS over plain http (COOKIE_SECURE=false)", async () => {
  const stack = await startStack();
  try {
    const res = await fetch(`${stack.bffUrl}/login`);
    expect(res.headers.get("strict-transport-security")).toBeNull();
  } finally {
    await stack.stop();
  }
});
