import { expect, test, type Page } from "@playwright/test";
import { logInWithPasscode } from "./auth-support";
import { collectErrors, shoot, waitForHydration } from "./support";

/**
 * A page's own assistant (`pageData.assistant`, docs/contract.md "Where the assistant is
 * offered"): the seeded SQL workshop page offers "Ask AI about SQL" above its cells.
 */
const WORKSHOP = "/workshops/sql-basics";
const TITLE = "Ask AI about SQL";
/** The server-rendered entry: a disclosure whose form works without JavaScript. */
const entry = (page: Page) => page.locator("[data-page-assistant] summary", { hasText: TITLE });
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
    const scripts: string[] = [];
    page.on("request", (request) => scripts.push(request.url()));
    await page.reload();
    await waitForHydration(page);
    // The pane's code loads when the learner opens it, not with the page.
    expect(scripts.filter((url) => /\/AssistantPane-[^/]+\.js$/.test(url))).toEqual([]);
    await entry(page).click();
    const pane = page.getByRole("dialog", { name: TITLE });
    await expect(pane).toBeVisible();
    expect(scripts.some((url) => /\/AssistantPane-[^/]+\.js$/.test(url))).toBe(true);
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
  await entry(page).click();
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
    await entry(page).click();
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
