import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./support";

const PLATFORM = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3310) + 1}`;

/** The reference platform's test endpoints (PLATFORM_TEST_MODE=1 in the e2e stack). */
export async function platformTest(path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${PLATFORM}/__test/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`/__test/${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function latestOtp(identity: string): Promise<string> {
  const { otp } = (await platformTest("latest-otp", { identity })) as { otp: string };
  return otp;
}

/** Fills the login panel that is open on the page (the /login page or the dialog). */
export async function logInWithPasscode(page: Page, email: string, { js = true } = {}) {
  if (js) await waitForHydration(page);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Send passcode" }).click();
  await expect(page.getByLabel("Passcode")).toBeVisible();
  await page.getByLabel("Passcode").fill(await latestOtp(email));
  await page.getByRole("button", { name: "Verify and log in" }).click();
  // Logged in: the panel is gone and the header names the user.
  await expect(page.getByLabel("Passcode")).toBeHidden();
  await expect(page.getByRole("button", { name: /^Account menu for / }).first()).toBeAttached();
}

export function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

/**
 * An address of its own for a test's user: the seeded ones reach the passcode limit (5 in 15
 * minutes) when several specs log them in.
 */
export function freshEmail(name: string): string {
  return `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Makes a logged-in user an admin; the session learns it on its next page load. */
export async function makeAdmin(email: string): Promise<void> {
  await platformTest("update-user", { email, patch: { isAdmin: true } });
}
