import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HINT_COOKIES } from "~server/bff/client-hints.server";
import { expectOnlyCatalogueCalls } from "../../support/catalogue";
import { fromDocument } from "../../support/server-timing";
import { startStack, type Stack } from "../../support/stack";
import { Browser, loginByOtp } from "../auth/browser";

/**
 * The document cache (docs/decisions/023-document-cache.md) against the platform: a visitor's
 * page kept as HTML beside its page-answer cache entry is answered without a render, with its own CSP
 * nonce, CSRF token (and cookie), request id and render time; nothing of a signed-in user, of a
 * request carrying our other cookies, or of a client's own request id is kept.
 */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack(
    { PAGE_ANSWER_CACHE: "on", SERVER_TIMING: "true" },
    {
      platform: { devOtp: true },
    },
  );
}, 60_000);
afterAll(async () => {
  if (stack) await expectOnlyCatalogueCalls(stack.platformUrl);
  await stack?.stop();
});

function nonceOfCsp(res: Response): string | undefined {
  return /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
}

function csrfField(html: string): string | undefined {
  return /name="csrf" value="([^"]+)"/.exec(html)?.[1];
}

async function visit(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${stack.bffUrl}${path}`, { headers });
  return { res, html: await res.text() };
}

/** The login panel's first step, a CSRF-checked form post. */
function requestPasscode(browser: Browser, csrf: string) {
  return browser.post("/login", {
    csrf,
    intent: "OTP_REQUEST",
    channel: "email",
    email: "learner@example.com",
    returnTo: "/",
    source: "Login Page",
  });
}

describe("the document cache", () => {
  it("answers a visitor's page without a render, with this request's nonce, token and id", async () => {
    const path = "/?login=1";
    const first = await visit(path);
    expect(fromDocument(first.res)).toBe(false);
    const second = await visit(path);
    const third = await visit(path);
    expect(fromDocument(second.res)).toBe(true);
    expect(fromDocument(third.res)).toBe(true);
    for (const { res, html } of [first, second, third]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("cache-control")).toBe("private, no-cache");
      // Every script the page runs carries the nonce of its own CSP header.
      const nonce = nonceOfCsp(res);
      const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
      expect([...nonces]).toEqual([nonce]);
      expect(html).toContain(res.headers.get("x-request-id"));
      // A cookie-less visitor gets a CSRF cookie of its own each time.
      expect(res.headers.getSetCookie().some((c) => c.startsWith("cl_csrf="))).toBe(true);
    }
    const nonces = [first, second, third].map(({ res }) => nonceOfCsp(res));
    expect(new Set(nonces).size).toBe(3);
    const tokens = [first, second, third].map(({ html }) => csrfField(html));
    expect(tokens.every(Boolean)).toBe(true);
    expect(new Set(tokens).size).toBe(3);
    // The page's render time is this answer's, not the kept one's (page clocks count from it).
    const renderedAt = Number(/renderedAt\\",(\d+)/.exec(third.html)?.[1]);
    expect(Math.abs(renderedAt - Date.now())).toBeLessThan(60_000);
    expect(third.html).not.toContain(/renderedAt\\",(\d+)/.exec(first.html)?.[1]);
  });

  it("answers a visitor's navigation data (.data) without a render, with this request's token and id", async () => {
    const path = "/course/data-analyst-course.data";
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${stack.bffUrl}${path}`);
      answers.push({ res, body: await res.text() });
    }
    expect(answers.map(({ res }) => fromDocument(res))).toEqual([false, true, true]);
    for (const { res, body } of answers) {
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/x-script/);
      expect(res.headers.get("x-remix-response")).toBe("yes");
      // No scripts in a data answer: no nonce, no CSP (as Remix answers it).
      expect(res.headers.get("content-security-policy")).toBeNull();
      expect(body).toContain(res.headers.get("x-request-id"));
      expect(body).toContain("Data Analyst");
      expect(res.headers.getSetCookie().some((c) => c.startsWith("cl_csrf="))).toBe(true);
    }
    const tokens = answers.map(({ body }) => /"csrfToken","([^"]+)"/.exec(body)?.[1]);
    expect(tokens.every(Boolean)).toBe(true);
    expect(new Set(tokens).size).toBe(3);
    // The rest is the same answer: only the request's own values differ.
    const shape = (body: string) =>
      body
        .replace(/"csrfToken","[^"]+"/, "")
        .replace(/"requestId","[^"]+"/, "")
        .replace(/"renderedAt",\d+/, "")
        .replace(/"expiresAt",\d+/, "");
    expect(shape(answers[2].body)).toBe(shape(answers[0].body));
  });

  it("hands out a CSRF token and cookie that a form post accepts", async () => {
    const path = "/contact-us?login=1";
    await visit(path);
    const browser = new Browser(stack);
    const page = await browser.get(path);
    expect(fromDocument(page)).toBe(true);
    const sent = await requestPasscode(browser, browser.csrf());
    expect(sent.status).not.toBe(403);
    expect(sent.status).toBeLessThan(400);
    // A forged token is still refused on the same cookie.
    expect((await requestPasscode(browser, "A".repeat(43))).status).toBe(403);
  });

  it("keeps the visitor's own CSRF cookie: no new cookie, a token for it", async () => {
    const path = "/about-us?login=1";
    const browser = new Browser(stack);
    await browser.get(path);
    await visit(path);
    const again = await browser.get(path);
    expect(fromDocument(again)).toBe(true);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect((await requestPasscode(browser, browser.csrf())).status).toBeLessThan(400);
  });

  it("serves a phone and a crawler documents of their own", async () => {
    const path = "/manifesto";
    const phone = { "user-agent": "Mozilla/5.0 (iPhone) Mobile" };
    const crawler = { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" };
    const desktop = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36" };
    await visit(path, desktop);
    expect(fromDocument((await visit(path, desktop)).res)).toBe(true);
    expect(fromDocument((await visit(path, phone)).res)).toBe(false);
    expect(fromDocument((await visit(path, phone)).res)).toBe(true);
    expect(fromDocument((await visit(path, crawler)).res)).toBe(false);
    expect(fromDocument((await visit(path, crawler)).res)).toBe(true);
  });

  it("never answers a signed-in user from it, nor a request with our other cookies", async () => {
    const path = "/events";
    await visit(path);
    expect(fromDocument((await visit(path)).res)).toBe(true);
    const browser = new Browser(stack);
    await loginByOtp(browser, stack, "learner@example.com");
    const page = await browser.get(path);
    expect(page.status).toBe(200);
    expect(fromDocument(page)).toBe(false);
    // A referral cookie (or any other of ours) renders as before; hint cookies do not matter.
    const referral = { cookie: `${HINT_COOKIES.referral}=friend|spring` };
    expect(fromDocument((await visit(path, referral)).res)).toBe(false);
    const hints = { cookie: `${HINT_COOKIES.viewport}=1440x900x1; other_site=1` };
    expect(fromDocument((await visit(path, hints)).res)).toBe(true);
  });

  it("never keeps a page rendered for a client's own request id", async () => {
    const path = "/";
    const own = { "x-request-id": "padding-top-80" };
    for (let i = 0; i < 3; i++) {
      const { res, html } = await visit(path, own);
      expect(fromDocument(res)).toBe(false);
      expect(html).toContain("padding-top-80");
    }
    // Rendered for a request id of ours, it is kept and the classes are intact.
    await visit(path);
    const { res, html } = await visit(path);
    expect(fromDocument(res)).toBe(true);
    expect(html).toContain("padding-top-80");
  });
});
