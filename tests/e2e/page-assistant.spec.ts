import { expect, test } from "@playwright/test";
import { logInWithPasscode } from "./auth-support";
import { collectErrors, shoot, waitForHydration } from "./support";

/**
 * A page's own assistant (`pageData.assistant`, docs/contract.md "Where the assistant is
 * offered"): the seeded SQL workshop page offers "Ask AI about SQL" above its cells.
 */
const WORKSHOP = "/workshops/sql-basics";
const TITLE = "Ask AI about SQL";
/** The reference tutor streams a token every 20-40 ms: a reply takes a few seconds. */
const REPLY = { timeout: 30_000 };

for (const width of [1440, 375]) {
  test(`at ${width} px a learner asks the page's assistant and the reply streams in`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${WORKSHOP}?login=1`);
    await logInWithPasscode(page, `page-assistant-${width}@example.com`);
    await page.setViewportSize({ width, height: 900 });
    await waitForHydration(page);
    await page.getByRole("button", { name: TITLE }).click();
    const pane = page.getByRole("dialog", { name: TITLE });
    await expect(pane).toBeVisible();
    await pane.getByRole("textbox", { name: "Your question" }).fill("What does GROUP BY do?");
    await pane.getByRole("button", { name: "Ask", exact: true }).click();
    await expect(pane.getByRole("button", { name: "Copy" })).toBeVisible(REPLY);
    expect((await pane.locator("li").last().innerText()).length).toBeGreaterThan(30);
    await shoot(page, `page-assistant-${width}`, false);
    expect(errors).toEqual([]);
  });
}

test("a visitor who asks is sent to log in first, and the pane opens after it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(WORKSHOP);
  await waitForHydration(page);
  await page.getByRole("button", { name: TITLE }).click();
  await expect(page).toHaveURL(/[?&]login=1/);
  await logInWithPasscode(page, "page-assistant-visitor@example.com");
  await expect(page.getByRole("dialog", { name: TITLE })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page's assistant is a plain form answered by a page", async ({ page }) => {
    await page.goto("/login");
    await logInWithPasscode(page, "page-assistant-nojs@example.com", { js: false });
    await page.goto(WORKSHOP);
    await page.locator("summary", { hasText: TITLE }).click();
    await page.getByLabel("Your question").fill("What does GROUP BY do?");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    await expect(page).toHaveURL(/\/assistant$/);
    await expect(page.locator("[data-assistant-reply]")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to where you were" })).toHaveAttribute(
      "href",
      WORKSHOP,
    );
  });
});
