import { afterAll, beforeAll, expect, it } from "vitest";
import { LOGOUT_NOT_REVOKED } from "~/contract/action-texts";
import { Browser, loginByOtp } from "../integration/auth/browser";
import { startStack, type Stack } from "../support/stack";

/**
 * Security review (docs/security.md): "logout tells the user when the upstream revoke failed". The session ends
 * here whatever the upstream says; when it could not revoke the token, the next page says so
 * (server-rendered: it works without JavaScript).
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

function shown(html: string): boolean {
  return html.includes("data-logout-notice") && html.includes(LOGOUT_NOT_REVOKED.slice(0, 60));
}

it("a normal logout ends the session and says nothing more", async () => {
  const browser = new Browser(stack);
  await loginByOtp(browser, stack, "learner@example.com");
  await browser.get("/logout");
  const res = await browser.post("/logout", { csrf: browser.csrf(), logoutSource: "Header" });
  expect(res.status).toBe(302);
  const html = await (await browser.follow(res)).text();
  expect(html).not.toContain("Account menu for");
  expect(shown(html)).toBe(false);
});

it("an upstream that cannot revoke: the session still ends, and the user is told once", async () => {
  const browser = new Browser(stack);
  await loginByOtp(browser, stack, "learner@example.com");
  // The upstream goes away: the revoke call fails to connect.
  await stack.restartBff({ UPSTREAM_URL: "http://127.0.0.1:1" });
  await browser.get("/logout");
  const res = await browser.post("/logout", { csrf: browser.csrf(), logoutSource: "Header" });
  expect(res.status).toBe(302);
  expect(res.headers.getSetCookie().some((c) => /^cl_session=;/.test(c))).toBe(true);
  const next = await browser.get("/login");
  const html = await next.text();
  expect(html).not.toContain("Account menu for");
  expect(shown(html)).toBe(true);
  // Once: the marker is cleared by the page that showed it.
  expect(shown(await (await browser.get("/login")).text())).toBe(false);
});
