import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support";

/**
 * Issue 42 (decision 071): with the site theme "System" (the default, no stored choice) every
 * page follows the system colour preference, the dark marketing pages and the two editors too;
 * a theme chosen in the header's switch wins on every page.
 */
const PAGES = [
  "/",
  "/course/data-analyst-course",
  "/problem/sum-of-two-numbers",
  "/online-compiler/python3",
  "/practice",
  "/sandboxes",
  "/login",
];

const SCHEMES = ["dark", "light"] as const;
const other = (scheme: (typeof SCHEMES)[number]) => (scheme === "dark" ? "light" : "dark");

/** The theme as the document is parsed (before any app script) and once hydrated. */
async function themesOf(page: Page, path: string) {
  await page.goto(path, { waitUntil: "domcontentloaded" });
  const first = await page.evaluate(() => document.documentElement.dataset.theme);
  await waitForHydration(page);
  const hydrated = await page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    meta: document.querySelector('meta[name="color-scheme"]')?.getAttribute("content"),
  }));
  return { first, ...hydrated };
}

for (const colorScheme of SCHEMES) {
  test(`with "System", every page follows a ${colorScheme} system preference`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      colorScheme,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    for (const path of PAGES) {
      expect(await themesOf(page, path), path).toEqual({
        first: colorScheme,
        theme: colorScheme,
        meta: colorScheme,
      });
    }
    await context.close();
  });

  test(`a theme chosen in the switch wins over a ${colorScheme} system on every page`, async ({
    browser,
  }) => {
    const chosen = other(colorScheme);
    const context = await browser.newContext({
      colorScheme,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto("/policy/tos");
    await waitForHydration(page);
    const label = chosen === "dark" ? "Dark theme" : "Light theme";
    await page.getByRole("banner").getByRole("button", { name: label }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", chosen);
    for (const path of PAGES) {
      expect(await themesOf(page, path), path).toEqual({
        first: chosen,
        theme: chosen,
        meta: chosen,
      });
    }
    // Back to "System": the system's preference again.
    await page.goto("/policy/tos");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("button", { name: "System theme" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
    await context.close();
  });
}
