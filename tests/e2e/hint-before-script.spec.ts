import { expect, test } from "@playwright/test";
import { findProblem } from "~server/platform/practice/problems";
import { freshEmail, logInWithPasscode } from "./auth-support";
import { shoot } from "./support";

/**
 * Issue 42: no click is lost before the script arrives. A problem's "Unlock hint" button is a
 * form posting to /practice/hint, which unlocks the hint and answers with the problem again.
 */
const problem = findProblem("sum-of-two-numbers")!;
const PROBLEM_PATH = `/problem/${problem.id}`;
const SCRIPTS = /\/build\/.*\.js$/;

for (const width of [375, 1440]) {
  test(`at ${width} px a hint unlocks while the page's scripts have not arrived`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${PROBLEM_PATH}?login=1`);
    await logInWithPasscode(page, freshEmail(`hint${width}`));
    await page.setViewportSize({ width, height: 900 });
    // The scripts never arrive: what works now works before hydration.
    await page.route(SCRIPTS, () => new Promise(() => {}));
    await page.goto(PROBLEM_PATH, { waitUntil: "commit" });
    const hint = problem.hints[0];
    await expect(page.getByText(hint.content)).toHaveCount(0);
    await page.getByRole("button", { name: "Unlock hint 1" }).click();
    await expect(page).toHaveURL(new RegExp(`${PROBLEM_PATH}#hint-`));
    await expect(page.getByText(hint.content)).toBeVisible();
    await expect(page.getByRole("button", { name: "Unlock hint 2" })).toBeVisible();
    await shoot(page, `hint-before-script-${width}`, false);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });

  test("a visitor is asked to log in, and comes back to the problem", async ({ page }) => {
    await page.goto(PROBLEM_PATH);
    await page.getByRole("button", { name: "Unlock hint 2" }).click();
    await expect(page).toHaveURL(/\/practice\/hint$/);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Log in");
    await expect(alert.getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      new RegExp(`^${PROBLEM_PATH}\\?login=`),
    );
    await expect(page.getByRole("link", { name: "Back to the problem" })).toHaveAttribute(
      "href",
      PROBLEM_PATH,
    );
  });
});

test("the hint form refuses a post without its CSRF token", async ({ request }) => {
  const res = await request.post("/practice/hint", {
    form: { problemId: problem.id, hintId: problem.hints[0].id, returnTo: PROBLEM_PATH },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
});
