import { afterAll, beforeAll, expect, it } from "vitest";
import { Browser, loginByOtp } from "../integration/auth/browser";
import { startStack, type Stack } from "../support/stack";

/**
 * Security review (docs/security.md): a GET with `?referral=&campaign=` had a side effect upstream (the capture
 * call, with the user's token, from any link a third party crafts). Now the GET only stores the
 * pair; the capture is the page's POST (CSRF-checked) of the stored pair.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

async function captures(browser: Browser): Promise<string> {
  const cookie = [...browser.cookies].map(([n, v]) => `${n}=${v}`).join("; ");
  const res = await fetch(`${stack.platformUrl}/__test/referral-captures`, { headers: { cookie } });
  return JSON.stringify(await res.json());
}

it("a GET stores the referral and sends nothing upstream; the page's POST captures it", async () => {
  const browser = new Browser(stack);
  await loginByOtp(browser, stack, "learner@example.com");
  const page = await browser.get("/?referral=asha-42&campaign=diwali");
  expect(page.status).toBe(200);
  expect(browser.cookies.get("cl_ref")).toBe(encodeURIComponent("asha-42|diwali"));
  expect(await captures(browser)).not.toContain("asha-42");
  const posted = await browser.post("/api/referral-capture", { csrf: browser.csrf() });
  expect(posted.status).toBe(204);
  expect(await captures(browser)).toContain("asha-42");
});

it("the capture cannot be forged across sites: no CSRF token, no capture", async () => {
  const browser = new Browser(stack);
  await browser.get("/?referral=mallory&campaign=x1");
  expect((await browser.post("/api/referral-capture", {})).status).toBe(403);
  expect(await captures(browser)).not.toContain("mallory");
});
