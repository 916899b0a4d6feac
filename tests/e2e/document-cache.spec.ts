import { expect, test, type Browser } from "@playwright/test";
import { freshEmail, logInWithPasscode } from "./auth-support";
import { DOCUMENT_HIT } from "../support/server-timing";
import { collectErrors, waitForHydration } from "./support";

/**
 * A visitor's page answered from the document cache (docs/decisions/023: no render, its own
 * nonce, CSRF token and cookie) is a page like any other in Chromium: its scripts run under the
 * new CSP nonce, it hydrates, and its login panel signs in with the token it carries.
 */
const PATH = "/?login=1";
/**
 * The same page with a parameter it does not read (decision 063): answered with the kept
 * document of PATH, which hydrates although the address bar holds more than it was rendered for.
 */
const WITH_JUNK = `${PATH}&from=e2e-document-cache`;

async function firstVisit(browser: Browser, path = PATH) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectErrors(page);
  const response = await page.goto(path);
  return { context, page, errors, headers: response?.headers() ?? {} };
}

test("a page from the document cache hydrates under its own nonce and its login panel signs in", async ({
  browser,
}) => {
  const kept = await firstVisit(browser);
  await waitForHydration(kept.page);
  await kept.context.close();

  const visitor = await firstVisit(browser, WITH_JUNK);
  expect(visitor.headers["server-timing"]).toMatch(DOCUMENT_HIT);
  const nonce = /'nonce-([^']+)'/.exec(visitor.headers["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  expect(/'nonce-([^']+)'/.exec(kept.headers["content-security-policy"] ?? "")?.[1]).not.toBe(
    nonce,
  );
  await waitForHydration(visitor.page);
  // A CSP refusal of an inline script would show here; so would a hydration mismatch.
  expect(visitor.errors).toEqual([]);
  const cookies = await visitor.context.cookies();
  expect(cookies.some((cookie) => cookie.name === "cl_csrf")).toBe(true);

  await logInWithPasscode(visitor.page, freshEmail("document-cache"));
  await expect(visitor.page.getByRole("dialog")).toBeHidden();
  // Signed in, the same address renders for this user and is never the kept page.
  const again = await visitor.page.goto(WITH_JUNK);
  expect(again?.headers()["server-timing"] ?? "").not.toMatch(DOCUMENT_HIT);
  await visitor.context.close();
});
