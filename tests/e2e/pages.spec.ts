import { expect, test } from "@playwright/test";
import { collectErrors, SEEDED_PAGES, shoot, waitForHydration } from "./support";

for (const width of [1440, 375]) {
  test.describe(`every seeded page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of SEEDED_PAGES) {
      test(`${path} renders, hydrates cleanly and fits the screen`, async ({ page }) => {
        const errors = collectErrors(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator("main [data-widget]").first()).toBeVisible();
        await expect(page.locator("[data-widget-problem]")).toHaveCount(0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        const name = path === "/" ? "root" : path.slice(1).replace(/\//g, "_");
        await shoot(page, `page-${name}-${width}`);
        expect(errors).toEqual([]);
      });
    }
  });
}

test("the widget gallery shows every widget without problems", async ({ page }) => {
  // ~20 s on a quiet machine (a full-page screenshot of every kind): as widget-gallery.spec allows.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const errors = collectErrors(page);
  await page.goto("/dev/widgets");
  await waitForHydration(page);
  const kinds = await page
    .locator("[data-widget]")
    .evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute("data-widget")))]);
  expect(kinds.length).toBeGreaterThanOrEqual(15);
  await expect(page.locator("[data-widget-problem]")).toHaveCount(0);
  await shoot(page, "widget-gallery-1440");
  expect(errors).toEqual([]);
});
