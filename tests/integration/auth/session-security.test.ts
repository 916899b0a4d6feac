import { createCookie } from "@remix-run/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startStack, type Stack } from "../../support/stack";
import { Browser, lastUpstreamToken, loginByOtp, platformPost } from "./browser";

const NO_ACCESS = "You do not have access for this page";
const CSRF_MESSAGE = "This form has expired or did not come from this site.";
const OLD_SECRET = "old-secret-for-rotation";
const NEW_SECRET = "new-secret-after-rotation";

let stack: Stack;
let counter = 0;
const freshEmail = (tag: string) => `${tag}.${Date.now()}.${counter++}@example.com`;

beforeAll(async () => {
  stack = await startStack({ SESSION_SECRET: OLD_SECRET });
});
afterAll(async () => {
  await stack?.stop();
});
beforeEach(async () => {
  await fetch(`${stack.platformUrl}/__test/reset`, { method: "POST" });
});

/** Every way a string could hide in what the browser got: as is, or inside a base64 cookie. */
function expectNowhere(browser: Browser, secret: string) {
  for (const received of browser.received) {
    expect(received.body, received.url).not.toContain(secret);
    for (const cookie of received.setCookies) {
      const value = decodeURIComponent(cookie.split(";")[0].split("=").slice(1).join("="));
      expect(value).not.toContain(secret);
      const decoded = Buffer.from(value.split(".")[0], "base64").toString("utf8");
      expect(decoded, received.url).not.toContain(secret);
    }
  }
}

describe("the upstream token stays on the server", () => {
  it("appears in no HTML, no JSON and no cookie the browser gets", async () => {
    const browser = new Browser(stack);
    await loginByOtp(browser, stack, freshEmail("token"));
    await browser.get("/my-courses");
    const token = await lastUpstreamToken(stack);
    expect(token).toBeTruthy();
    // Client-side navigation data (single fetch) of the root and of a page.
    const data = await browser.get("/course/data-analyst-course.data");
    expect(data.status).toBe(200);
    await browser.get("/_root.data");
    await browser.get("/interview/x.data?token=t&interviewId=i1");
    expect(browser.received.length).toBeGreaterThan(6);
    expectNowhere(browser, token!);
    // What the browser does get: the user and the user-state hash.
    const root = browser.received.find((r) => r.url.endsWith("/_root.data"))!;
    expect(root.body).toContain("userStateHash");
    expect(root.body).toMatch(/[0-9a-f]{64}/);
  });
});

describe("a session that upstream no longer knows", () => {
  it("ends on a 401 from upstream and the page is shown logged out", async () => {
    const browser = new Browser(stack);
    const email = freshEmail("expired");
    await loginByOtp(browser, stack, email);
    await browser.get("/course/data-analyst-course");
    const token = await lastUpstreamToken(stack);
    await platformPost(stack, "/__test/expire-token", { token });
    const res = await browser.get("/course/data-analyst-course");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/course/data-analyst-course");
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => /^cl_session=;/.test(c))).toBe(true);
    expect(cookies.some((c) => /^cl_logged_in=;.*Max-Age=0/.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith("cl_lo=expired"))).toBe(true);
    const page = await browser.follow(res);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-logged-out="expired"');
    expect(html).not.toContain("Account menu");
    expect(browser.cookies.has("cl_session")).toBe(false);
    // A protected page is now asked for login.
    expect((await browser.get("/my-courses")).status).toBe(401);
  });
});

describe("cookies that were not issued by us", () => {
  it("rejects a tampered session cookie", async () => {
    const browser = new Browser(stack);
    await loginByOtp(browser, stack, freshEmail("tamper"));
    expect((await browser.get("/my-courses")).status).toBe(200);
    // The cookie is sealed (AES-GCM): flipping one bit of the ciphertext must open to nothing.
    const raw = decodeURIComponent(browser.cookies.get("cl_session")!);
    const sealed = JSON.parse(Buffer.from(raw, "base64").toString("utf8")) as string;
    const [version, iv, body] = sealed.split(".");
    const bytes = Buffer.from(body, "base64url");
    bytes[5] ^= 1;
    const forged = `${version}.${iv}.${bytes.toString("base64url")}`;
    browser.cookies.set(
      "cl_session",
      encodeURIComponent(Buffer.from(JSON.stringify(forged)).toString("base64")),
    );
    const res = await browser.get("/admin");
    expect(res.status).toBe(401);
    expect(await res.text()).toContain(NO_ACCESS);
    expect((await browser.get("/my-courses")).status).toBe(401);
  });

  it("rejects a cookie signed with another secret", async () => {
    const attacker = createCookie("cl_session", { secrets: ["not-our-secret"], path: "/" });
    const header = await attacker.serialize({
      token: "v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      user: { userId: "u1", firstName: "Mallory", admin: true },
    });
    const browser = new Browser(stack);
    browser.cookies.set("cl_session", header.split(";")[0].split("=").slice(1).join("="));
    const res = await browser.get("/admin");
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain("Mallory");
  });
});

describe("CSRF", () => {
  it("refuses a login step without the token (403, a clear message)", async () => {
    const browser = new Browser(stack);
    await browser.get("/login");
    const res = await browser.post("/login", {
      intent: "OTP_REQUEST",
      channel: "email",
      email: "learner@example.com",
      returnTo: "/login",
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(CSRF_MESSAGE);
  });

  it("refuses a token that is not this browser's", async () => {
    const victim = new Browser(stack);
    await victim.get("/login");
    const attacker = new Browser(stack);
    await attacker.get("/login");
    const res = await victim.post("/login", {
      csrf: attacker.csrf(),
      intent: "OTP_REQUEST",
      channel: "email",
      email: "learner@example.com",
      returnTo: "/login",
    });
    expect(res.status).toBe(403);
  });

  it("refuses a logout without the token, and the user stays logged in", async () => {
    const browser = new Browser(stack);
    await loginByOtp(browser, stack, freshEmail("csrf-logout"));
    const res = await browser.post("/logout", { logoutSource: "Header" });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(CSRF_MESSAGE);
    expect((await browser.get("/my-courses")).status).toBe(200);
  });
});

describe("restarts of the BFF", () => {
  it("keeps /email-login off unless DEV_SIGN_IN is set", async () => {
    expect((await new Browser(stack).get("/email-login")).status).toBe(404);
  });

  it("reads a cookie signed with the old secret after rotation, not after retirement", async () => {
    const browser = new Browser(stack);
    await loginByOtp(browser, stack, freshEmail("rotation"));
    expect((await browser.get("/my-courses")).status).toBe(200);

    await stack.restartBff({ SESSION_SECRET: `${NEW_SECRET},${OLD_SECRET}` });
    const rotated = await browser.get("/my-courses");
    expect(rotated.status).toBe(200);
    expect(await rotated.text()).toContain("Account menu for");
    // The CSRF cookie rotates the same way: a form still passes the check (a logged-in
    // visitor posting a login step is sent on, not refused).
    const posted = await browser.post("/login", {
      csrf: browser.csrf(),
      intent: "LOGIN_RESET",
      returnTo: "/my-courses",
    });
    expect(posted.status).toBe(302);

    await stack.restartBff({ SESSION_SECRET: NEW_SECRET });
    const retired = await browser.get("/my-courses");
    expect(retired.status).toBe(401);
    expect(await retired.text()).toContain(NO_ACCESS);
  });

  it("asks for the human check when captcha is on, and forwards the token as X-CAPTCHA", async () => {
    await stack.restartBff({ CAPTCHA_PROVIDER: "test" });
    const browser = new Browser(stack);
    await browser.get("/login");
    expect(browser.lastHtml).toContain('name="captchaToken"');
    const common = { csrf: browser.csrf(), returnTo: "/login", intent: "OTP_REQUEST" };
    const email = freshEmail("captcha");
    const without = await browser.follow(
      await browser.post("/login", { ...common, channel: "email", email }),
    );
    expect(await without.text()).toContain("Please complete the human check.");
    const token = /name="captchaToken"[^>]*value="([^"]+)"/.exec(browser.lastHtml)![1];
    const withToken = await browser.follow(
      await browser.post("/login", { ...common, channel: "email", email, captchaToken: token }),
    );
    expect(await withToken.text()).toContain('data-login-step="otp"');
    const headers = await (await fetch(`${stack.platformUrl}/__test/last-headers`)).json();
    expect(headers["x-captcha"]).toBe(token);
  });

  it("tracks a network failure during login as Login Failed", async () => {
    await stack.restartBff({ UPSTREAM_URL: "http://127.0.0.1:9", UPSTREAM_TIMEOUT_MS: "1000" });
    const browser = new Browser(stack);
    await browser.get("/login");
    const res = await browser.follow(
      await browser.post("/login", {
        csrf: browser.csrf(),
        returnTo: "/login",
        intent: "OTP_REQUEST",
        channel: "email",
        email: "learner@example.com",
      }),
    );
    const html = await res.text();
    expect(html).toContain("Something went wrong");
    expect(html).toContain('data-tracking-event="Login Failed"');
    expect(stack.output()).toContain('"name":"Login Failed"');
  });

  it("marks cookies Secure when COOKIE_SECURE is on", async () => {
    await stack.restartBff({ COOKIE_SECURE: "true" });
    const res = await new Browser(stack).get("/login");
    const csrfCookie = res.headers.getSetCookie().find((c) => c.startsWith("__Host-cl_csrf="));
    expect(csrfCookie).toMatch(/; Secure/);
    expect(csrfCookie).toMatch(/HttpOnly/);
  });
});
