import { expect, test, type Page } from "@playwright/test";
import { collectErrors, shoot, waitForHydration } from "./support";

/**
 * The course dashboard's right pane (spec 01 sections 2.3 and 9): side by side above 1024 px
 * (320 px); at 1024 and below a bottom sheet whose title row expands or collapses it, showing
 * its collapsed text and a new-tab button while collapsed.
 */
const DASHBOARD = "/course-dashboard/data-analyst";
const HEIGHT = 900;

const pane = (page: Page) => page.locator("aside[data-right-pane]");
const paneContent = (page: Page) => pane(page).getByText("Mentor hours", { exact: true });
const titleRow = (page: Page) => pane(page).locator("summary");
const openButton = (page: Page) => pane(page).locator("[data-right-pane-open]");
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

for (const width of [1280, 1440]) {
  test(`at ${width} px the right pane is side by side, 320 px wide`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height: HEIGHT });
    await page.goto(DASHBOARD);
    await waitForHydration(page);
    const box = await pane(page).boundingBox();
    expect(box?.width).toBe(320);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBe(width);
    await expect(paneContent(page)).toBeVisible();
    await expect(openButton(page)).toBeHidden();
    await shoot(page, `frame-right-pane-${width}`);
    expect(errors).toEqual([]);
  });
}

for (const width of [375, 1024]) {
  test(`at ${width} px the right pane is a bottom sheet that expands and collapses`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height: HEIGHT });
    await page.goto(DASHBOARD);
    await waitForHydration(page);
    const box = await pane(page).boundingBox();
    expect(box?.width).toBe(width);
    // Above the 56 px bottom navigation bar.
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(HEIGHT - 56);
    await expect(paneContent(page)).toBeHidden();
    await expect(pane(page).getByText("Next: SQL joins in practice")).toBeVisible();
    await expect(openButton(page)).toBeVisible();
    await expect(openButton(page)).toHaveAttribute("target", "_blank");
    await expect(openButton(page)).toHaveAttribute("href", `${DASHBOARD}/pane`);
    // The end of the page is not hidden behind the sheet.
    const padding = await page
      .locator("[data-frame-main]")
      .evaluate((el) => getComputedStyle(el).paddingBottom);
    expect(padding).toBe("74px");
    await shoot(page, `frame-right-pane-${width}-collapsed`, false);
    await titleRow(page).click();
    await expect(paneContent(page)).toBeVisible();
    expect(await bodyOverflow(page)).toBe("hidden");
    await expect(openButton(page)).toBeHidden();
    await shoot(page, `frame-right-pane-${width}`, false);
    await titleRow(page).click();
    await expect(paneContent(page)).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe("hidden");
    expect(errors).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("at 375 px the sheet's title row still expands it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: HEIGHT });
    await page.goto(DASHBOARD);
    await expect(paneContent(page)).toBeHidden();
    await titleRow(page).click();
    await expect(paneContent(page)).toBeVisible();
    await shoot(page, "frame-right-pane-375-nojs", false);
  });

  test("at 1440 px the pane is open side by side", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: HEIGHT });
    await page.goto(DASHBOARD);
    await expect(paneContent(page)).toBeVisible();
    await shoot(page, "frame-right-pane-1440-nojs", false);
  });
});
