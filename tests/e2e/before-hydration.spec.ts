import { expect, test, type Page } from "@playwright/test";
import { editor } from "./code-support";
import { waitForHydration } from "./support";

/**
 * No click is lost (issue 42, docs/decisions/058): the page is the server's HTML until its
 * scripts arrive, and its links and forms do their job as they are; once React hydrates (with the
 * framework, nothing held or replayed), what was focused stays focused.
 */
const SCRIPTS = /\/build\/.*\.js$/;

/** Holds every script of the build until `release` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPTS, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("a click on a cell's link before the scripts arrive does its job", async ({ page }) => {
  await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await page.getByRole("link", { name: "Explore programmes" }).click();
  await expect(page).toHaveURL(/#programmes$/);
});

test("a link focused before hydration keeps the focus, and Enter follows it after", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const link = page.getByRole("link", { name: "Explore programmes" });
  await link.focus();
  release();
  await waitForHydration(page);
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#programmes$/);
});

for (const path of ["/", "/apply/fellowship"]) {
  test(`${path} hydrates without a React error in the console`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.goto(path, { waitUntil: "networkidle" });
    await waitForHydration(page);
    expect(errors.filter((text) => /React|hydrat|#4(18|21|23|25)/i.test(text))).toEqual([]);
  });
}

/**
 * What a learner chose or typed in a field before the scripts arrived is kept once the page
 * hydrates (React would set a controlled field back to its state on the next render).
 */
test("a search typed before the scripts arrive is kept in its category, and runs", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const release = await holdScripts(page);
  await page.goto("/course-dashboard/data-analyst", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("search");
  const category = form.getByRole("combobox", { name: "Search Categories" });
  const text = form.locator('input[name="searchKey"]');
  await category.selectOption("problems");
  await text.fill("sum of two");
  release();
  await waitForHydration(page);
  await expect(category).toHaveValue("problems");
  await expect(text).toHaveValue("sum of two");
  await expect(text).toHaveAttribute("placeholder", "Search by Problems");
  // The dashboard's bar searches as one types (autoIncrementSearch): the kept text, in Problems.
  const results = page.getByRole("list", { name: "Search results" }).locator("li");
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText("Sum of two numbers");
});

test("a problem's language picked before the scripts arrive is kept", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const release = await holdScripts(page);
  await page.goto("/problem/sum-of-two-numbers", { waitUntil: "domcontentloaded" });
  const language = page.getByRole("combobox", { name: "Language" });
  await language.selectOption("python3");
  release();
  // The editor switched to the kept language: its name and Python's starter code.
  const content = await editor(page);
  await expect(language).toHaveValue("python3");
  await expect(page.getByRole("textbox", { name: "Code editor, Python 3" })).toBeAttached();
  await expect(content).toContainText("input().split()");
});
