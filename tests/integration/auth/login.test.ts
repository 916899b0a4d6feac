import { UPSTREAM_CALLS } from "~/contract/calls";
import { expectOnlyCatalogueCalls } from "../../support/catalogue";
import { signedJson } from "../../support/signed-action";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startStack, type Stack } from "../../support/stack";
import { Browser, lastUpstreamToken, latestOtp, loginByOtp, platformPost } from "./browser";

const NO_ACCESS = "You do not have access for this page";
const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";
/** Past a limit shared with others: the human check (production's default, ALTCHA). */
const CHECK_SHOWN = 'data-human-check="altcha"';

let stack: Stack;
let addressCounter = 10;

/** A new user (created by the platform on first login): a plain learner, own rate-limit key. */
function freshEmail(tag: string): string {
  return `${tag}.${addressCounter++}@example.com`;
}

/**
 * A browser with its own client address (TRUST_PROXY=true) and its own terminal id (the cookie its
 * script writes), so rate limits do not interfere.
 */
function newBrowser(): Browser {
  const browser = new Browser(stack);
  browser.headers["x-forwarded-for"] = `203.0.113.${addressCounter++}`;
  browser.cookies.set("cl_tid", `terminal-${addressCounter}`);
  return browser;
}

/** Asks for a passcode as this browser; answers the page it lands on. */
async function askPasscode(
  browser: Browser,
  email: string,
  extra: Record<string, string> = {},
): Promise<string> {
  if (!browser.cookies.has("cl_csrf")) await browser.get("/login");
  const res = await browser.post("/login", {
    csrf: browser.csrf(),
    returnTo: "/login",
    intent: "OTP_REQUEST",
    channel: "email",
    email,
    ...extra,
  });
  return (await browser.follow(res)).text();
}

const devOtpOf = (html: string) => /data-dev-otp="(\d{6})"/.exec(html)?.[1];

beforeAll(async () => {
  stack = await startStack(
    {
      TRUST_PROXY: "true",
      AUTH_RATE_LIMIT_PER_IDENTITY: "3",
      AUTH_RATE_LIMIT_PER_ADDRESS: "4",
      SHOW_DEV_OTP: "true",
    },
    { platform: { devOtp: true } },
  );
});
afterAll(async () => {
  await stack?.stop();
});
beforeEach(async () => {
  await fetch(`${stack.platformUrl}/__test/reset`, { method: "POST" });
});

describe("login by one-time passcode, over HTTP without JavaScript", () => {
  it("asks for email, then the passcode, then returns to where the user was", async () => {
    const browser = newBrowser();
    const page = await browser.get("/login?redirectTo=%2Fmy-courses");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain('data-login-step="identity"');
    expect(html).not.toContain(NO_ACCESS);
    const returnTo = "/login?redirectTo=%2Fmy-courses";
    const common = { csrf: browser.csrf(), returnTo, source: "Login Page" };

    const requested = await browser.post("/login", {
      ...common,
      intent: "OTP_REQUEST",
      channel: "email",
      email: "learner@example.com",
    });
    expect(requested.status).toBe(302);
    expect(requested.headers.get("location")).toBe(returnTo);
    const step2 = await (await browser.follow(requested)).text();
    expect(step2).toContain('data-login-step="otp"');
    expect(step2).toContain("We sent a 6-digit passcode to");
    // SHOW_DEV_OTP=true shows the platform's devOtp.
    const otp = await latestOtp(stack, "learner@example.com");
    expect(step2).toContain(`data-dev-otp="${otp}"`);

    const verified = await browser.post("/login", { ...common, intent: "OTP_VERIFY", otp });
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/my-courses");
    const cookies = verified.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith("cl_session="));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Max-Age=604800/);
    expect(cookies.some((c) => c.startsWith("cl_logged_in=1"))).toBe(true);

    const mine = await browser.follow(verified);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    const mineHtml = await mine.text();
    expect(mineHtml).toContain("Account menu for Asha");
    expect(mineHtml).not.toContain(NO_ACCESS);
  });

  it("validates on the server with the spec's texts, keeping what was typed", async () => {
    const browser = newBrowser();
    await browser.get("/course/data-analyst-course?login=1");
    expect(browser.lastHtml).toContain("data-login-dialog");
    const common = {
      csrf: browser.csrf(),
      returnTo: "/course/data-analyst-course",
      source: "Login Modal",
    };
    const bad = await browser.post("/login", {
      ...common,
      intent: "OTP_REQUEST",
      channel: "email",
      email: "not-an-email",
    });
    expect(bad.headers.get("location")).toBe("/course/data-analyst-course?login=1");
    const html = await (await browser.follow(bad)).text();
    expect(html).toContain("Invalid Email");
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('aria-invalid="true"');

    const phone = await browser.post("/login", {
      ...common,
      intent: "OTP_REQUEST",
      channel: "phone",
      countryCode: "+91",
      mobileNumber: "98x76",
    });
    const phoneHtml = await (await browser.follow(phone)).text();
    expect(phoneHtml).toContain("Invalid Phone Number");
    expect(phoneHtml).toContain('value="98x76"');
  });

  it("logs in by phone and shows the upstream's message for a wrong passcode", async () => {
    const browser = newBrowser();
    await browser.get("/login");
    const common = { csrf: browser.csrf(), returnTo: "/login", source: "Login Page" };
    await browser.follow(
      await browser.post("/login", {
        ...common,
        intent: "OTP_REQUEST",
        channel: "phone",
        countryCode: "+91",
        mobileNumber: "98765 43210",
      }),
    );
    const short = await browser.follow(
      await browser.post("/login", { ...common, intent: "OTP_VERIFY", otp: "123" }),
    );
    expect(await short.text()).toContain("Enter the 6-character passcode");
    const otp = await latestOtp(stack, "+919876543210");
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, "0");
    const refused = await browser.follow(
      await browser.post("/login", { ...common, intent: "OTP_VERIFY", otp: wrong }),
    );
    expect(await refused.text()).toContain("Incorrect passcode");
    const ok = await browser.follow(
      await browser.post("/login", { ...common, intent: "OTP_VERIFY", otp }),
    );
    expect(await ok.text()).toContain("Account menu for Asha");
  });

  it("resends a passcode and can go back to step 1", async () => {
    const browser = newBrowser();
    await browser.get("/login");
    const common = { csrf: browser.csrf(), returnTo: "/login", source: "Login Page" };
    await browser.post("/login", {
      ...common,
      intent: "OTP_REQUEST",
      channel: "email",
      email: "rise@example.com",
    });
    const resent = await browser.follow(
      await browser.post("/login", { ...common, intent: "RESEND_OTP" }),
    );
    // The platform asks for 30 seconds between codes; its message is shown as it comes.
    expect(await resent.text()).toMatch(/Please wait \d+ seconds? before asking again\./);
    const back = await browser.follow(
      await browser.post("/login", { ...common, intent: "LOGIN_RESET" }),
    );
    const html = await back.text();
    expect(html).toContain('data-login-step="identity"');
    expect(html).toContain('value="rise@example.com"');
  });
});

describe("rate limits", () => {
  it("limits one requester's passcode requests per identity", async () => {
    const email = "limited.identity@example.com";
    const browser = newBrowser();
    for (let i = 0; i < 3; i++) {
      expect(await askPasscode(browser, email)).toContain('data-login-step="otp"');
    }
    const html = await askPasscode(browser, email);
    expect(html).toContain(TOO_MANY);
    expect(html).toContain('data-login-step="identity"');
  });

  it("a stranger's passcode requests neither void the owner's code nor spend the owner's allowance", async () => {
    const email = "chosen.victim@example.com";
    const owner = newBrowser();
    const ownerPage = await askPasscode(owner, email);
    const ownerCode = devOtpOf(ownerPage);
    expect(ownerCode).toMatch(/^\d{6}$/);
    const stranger = newBrowser();
    for (let i = 0; i < 3; i++) {
      expect(await askPasscode(stranger, email)).toContain('data-login-step="otp"');
    }
    expect(await askPasscode(stranger, email)).toContain(TOO_MANY);
    // The owner's code still signs in (it was not voided) ...
    const verified = await owner.post("/login", {
      csrf: owner.csrf(),
      returnTo: "/login",
      intent: "OTP_VERIFY",
      otp: ownerCode!,
    });
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).not.toContain("login");
    // ... and the owner, on another device, may still ask for a passcode.
    expect(await askPasscode(newBrowser(), email)).toContain('data-login-step="otp"');
  });

  it("past the identity's ceiling asks for the human check (ALTCHA by default), never refuses", async () => {
    const email = "crowded.identity@example.com";
    // AUTH_RATE_LIMIT_PER_IDENTITY 3: everyone together may ask 4 times as often (12).
    for (let i = 0; i < 12; i++) {
      expect(await askPasscode(newBrowser(), email)).toContain('data-login-step="otp"');
    }
    const html = await askPasscode(newBrowser(), email);
    expect(html).not.toContain(TOO_MANY);
    expect(html).toContain(CHECK_SHOWN);
  });

  it("past the identity's ceiling, a human-checked request still goes on (captcha on)", async () => {
    await stack.restartBff({ CAPTCHA_PROVIDER: "test" });
    try {
      const email = "checked.identity@example.com";
      for (let i = 0; i < 13; i++) {
        const browser = newBrowser();
        await browser.get("/login");
        const token = /name="captchaToken"[^>]*value="([^"]+)"/.exec(browser.lastHtml)?.[1];
        expect(token).toBeTruthy();
        const html = await askPasscode(browser, email, { captchaToken: token! });
        expect(html, `request ${i + 1}`).toContain('data-login-step="otp"');
      }
    } finally {
      await stack.restartBff();
    }
  });

  it("asks one client address for the check past its total, other addresses unaffected", async () => {
    const browser = newBrowser();
    await browser.get("/login");
    const csrf = browser.csrf();
    let html = "";
    for (let i = 0; i < 5; i++) {
      const res = await browser.post("/login", {
        csrf,
        returnTo: "/login",
        intent: "OTP_REQUEST",
        channel: "email",
        email: `address.limit.${i}@example.com`,
      });
      html = await (await browser.follow(res)).text();
    }
    // Others may share the address (a campus, a carrier's NAT): the check, not a refusal.
    expect(html).toContain(CHECK_SHOWN);
    expect(html).not.toContain(TOO_MANY);
    const other = newBrowser();
    other.cookies.set("cl_csrf", browser.cookies.get("cl_csrf")!);
    const res = await other.post("/login", {
      csrf,
      returnTo: "/login",
      intent: "OTP_REQUEST",
      channel: "email",
      email: "address.limit.other@example.com",
    });
    expect(await (await other.follow(res)).text()).toContain('data-login-step="otp"');
  });

  it("does not believe a client-written X-Forwarded-For entry", async () => {
    // Behind the proxy the right-most untrusted hop counts: the forged left entry is ignored.
    const browser = newBrowser();
    const real = browser.headers["x-forwarded-for"];
    await browser.get("/login");
    const csrf = browser.csrf();
    let html = "";
    for (let i = 0; i < 5; i++) {
      browser.headers["x-forwarded-for"] = `198.51.100.${i}, ${real}`;
      const res = await browser.post("/login", {
        csrf,
        returnTo: "/login",
        intent: "OTP_REQUEST",
        channel: "email",
        email: `forged.hop.${i}@example.com`,
      });
      html = await (await browser.follow(res)).text();
    }
    expect(html).toContain(CHECK_SHOWN);
  });
});

describe("routes and roles", () => {
  it("shows a login-protected page logged out as no access with the login panel (401)", async () => {
    const browser = newBrowser();
    const res = await browser.get("/orders");
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain(NO_ACCESS);
    expect(html).toContain('data-login-step="identity"');
    expect(html).toContain('name="returnTo" value="/orders"');
    // Logging in from there comes back to the page.
    const done = await loginByOtp(browser, stack, freshEmail("orders"), "/orders");
    expect(done.status).toBe(200);
    expect(browser.received.at(-1)?.url).toMatch(/\/orders$/);
    expect(await done.text()).not.toContain(NO_ACCESS);
  });

  it("forgets an abandoned protected page when a login starts for another page", async () => {
    const browser = newBrowser();
    await browser.get("/orders");
    await browser.get("/login?redirectTo=%2Fcourse%2Fdata-analyst-course");
    const common = {
      csrf: browser.csrf(),
      returnTo: "/login?redirectTo=%2Fcourse%2Fdata-analyst-course",
    };
    const email = freshEmail("abandoned");
    await browser.post("/login", { ...common, intent: "OTP_REQUEST", channel: "email", email });
    const otp = await latestOtp(stack, email);
    const res = await browser.post("/login", { ...common, intent: "OTP_VERIFY", otp });
    expect(res.headers.get("location")).toBe("/course/data-analyst-course");
  });

  it("answers an admin route to a learner with 403 and no login panel", async () => {
    const browser = newBrowser();
    await loginByOtp(browser, stack, freshEmail("learner"));
    for (const path of ["/admin", "/admin/cms/pages", "/admin/sales"]) {
      const res = await browser.get(path);
      expect(res.status, path).toBe(403);
      const html = await res.text();
      expect(html).toContain(NO_ACCESS);
      expect(html).not.toContain("data-login-step");
    }
  });

  it("lets an admin in", async () => {
    const browser = newBrowser();
    await loginByOtp(browser, stack, "admin@example.com");
    const res = await browser.get("/admin");
    expect(res.status).not.toBe(403);
    expect(await res.text()).not.toContain(NO_ACCESS);
  });

  it("redirects a logged-in visitor away from /login", async () => {
    const browser = newBrowser();
    await loginByOtp(browser, stack, freshEmail("learner"));
    const res = await browser.get("/login?redirectTo=%2Forders");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/orders");
    // Open redirects are not followed.
    const evil = await browser.get("/login?redirectTo=%2F%2Fevil.example");
    expect(evil.headers.get("location")).toBe("/");
  });
});

describe("the AI interview screen", () => {
  const link = "/interview/session?token=itk-secret-123&interviewId=iv-42&useWebSocket=true";

  it("asks a logged-out visitor to log in to join the session", async () => {
    const browser = newBrowser();
    const res = await browser.get(link);
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain("Login to your account to join the session");
    expect(html).toContain('name="source" value="AI Interview Page"');
    expect(html).not.toContain("<footer");
  });

  it("takes the context only from the posted (signed) navigation action, never the address", async () => {
    const browser = newBrowser();
    await loginByOtp(browser, stack, freshEmail("learner"));
    // A token in the address is refused and never echoed.
    const inAddress = await browser.get(link);
    const refused = await inAddress.text();
    expect(refused).toContain("The interview link is invalid.");
    expect(refused).not.toContain("itk-secret-123");
    expect(await (await browser.get("/interview/session")).text()).toContain(
      "The interview link is invalid.",
    );
    // A real interview of this learner on the platform (as START_AI_INTERVIEW would open one).
    const learnerToken = await lastUpstreamToken(stack);
    const opened = await fetch(`${stack.platformUrl}${UPSTREAM_CALLS.interviewStart.path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${learnerToken}` },
      body: JSON.stringify({ role: "Frontend developer" }),
    });
    const { action } = (await opened.json()) as {
      action: { uri: string; context: { data: { token: string; interviewId: string } } };
    };
    const { token: interviewToken, interviewId } = action.context.data;
    const room = `/interview/${interviewId}`;
    const navigation = {
      type: "NAVIGATION",
      uri: room,
      context: { data: { token: interviewToken, interviewId, useWebSocket: true } },
    };
    // Unsigned (not described by a page): refused.
    const forged = await browser.post(room, {
      csrf: browser.csrf(),
      action: JSON.stringify(navigation),
    });
    expect(forged.status).toBe(400);
    // Signed, but for another interview's address: refused.
    const elsewhere = await browser.post("/interview/session", {
      csrf: browser.csrf(),
      action: signedJson({ ...navigation, uri: "/interview/session" }),
    });
    expect(elsewhere.status).toBe(400);
    const started = await browser.post(room, {
      csrf: browser.csrf(),
      action: signedJson(navigation),
    });
    expect(started.status).toBe(302);
    expect(started.headers.get("location")).toBe(room);
    const ok = await browser.follow(started);
    expect(ok.status).toBe(200);
    const html = await ok.text();
    expect(html).toContain(`data-interview-id="${interviewId}"`);
    expect(html).not.toContain(interviewToken);
    expect([...browser.cookies.values()].join(";")).not.toContain(interviewToken);
    // A reload keeps the interview (the context lasts ten minutes).
    expect((await browser.get(room)).status).toBe(200);
  });
});

describe("logout and development sign-in", () => {
  it("logs out with CSRF, revokes the token, and marks the page as logged out", async () => {
    const browser = newBrowser();
    await loginByOtp(browser, stack, freshEmail("learner"));
    await browser.get("/course/data-analyst-course");
    const token = await lastUpstreamToken(stack);
    expect(token).toBeTruthy();
    const res = await browser.post(
      "/logout",
      { csrf: browser.csrf(), logoutSource: "Header" },
      { referer: `${stack.bffUrl}/course/data-analyst-course` },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/course/data-analyst-course");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("cl_lo=logout"))).toBe(true);
    const after = await (await browser.follow(res)).text();
    expect(after).toContain('data-logged-out="logout"');
    expect(after).not.toContain("Account menu");
    expect(stack.output()).toContain('"logoutSource":"Header"');
    const info = await fetch(`${stack.platformUrl}/api/v1/user/info`, {
      headers: { "auth-header": token! },
    });
    expect(info.status).toBe(401);
  });

  it("goes home after logging out from a protected page", async () => {
    const browser = newBrowser();
    await loginByOtp(browser, stack, freshEmail("learner"));
    await browser.get("/my-courses");
    const res = await browser.post(
      "/logout",
      { csrf: browser.csrf(), logoutSource: "Footer" },
      { referer: `${stack.bffUrl}/my-courses` },
    );
    expect(res.headers.get("location")).toBe("/");
  });

  it("refreshes the user when the user-state hash changes", async () => {
    const browser = newBrowser();
    await loginByOtp(browser, stack, "portfolio@example.com");
    await platformPost(stack, "/__test/update-user", {
      email: "portfolio@example.com",
      patch: { firstName: "Priyanka" },
    });
    const res = await browser.get("/course/data-analyst-course");
    expect(res.status).toBe(302);
    const html = await (await browser.follow(res)).text();
    expect(html).toContain("Account menu for Priyanka");
  });
});

describe("development sign-in (DEV_SIGN_IN, refused in production)", () => {
  let devStack: Stack;
  beforeAll(async () => {
    devStack = await startStack({ NODE_ENV: "test", DEV_SIGN_IN: "true" });
  });
  afterAll(async () => {
    await devStack?.stop();
  });

  it("signs in with the development provider at /email-login", async () => {
    const browser = new Browser(devStack);
    await browser.get("/email-login");
    const res = await browser.post("/email-login", {
      csrf: browser.csrf(),
      email: "new.dev.user@example.com",
    });
    expect(res.status).toBe(302);
    const last = await (await fetch(`${devStack.platformUrl}/__test/last-request`)).json();
    expect(last.path).toBe("/api/v1/auth/token-sign-in");
    // The platform records bodies of the routes that read them through its test hook.
    if (last.body !== undefined) {
      expect(last.body).toEqual({
        source: "email-login",
        idToken: "dev:new.dev.user@example.com",
        provider: "dev",
      });
    }
    const home = await browser.follow(res);
    expect(await home.text()).toContain("Account menu for");
  });
});

// Last in this file: everything above reached the platform through catalogue entries only.
it("the BFF called only entries of the call catalogue", async () => {
  const seen = await expectOnlyCatalogueCalls(stack.platformUrl);
  expect(seen.length).toBeGreaterThan(0);
});
