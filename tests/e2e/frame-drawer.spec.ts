import { expect, test, type Page } from "@playwright/test";
import { collectErrors, shoot, waitForHydration } from "./support";

/**
 * The course dashboard's left navigation drawer (spec 01 sections 2.3, 4, 9): an overlay that is
 * open or closed at 1024 px and below, a 56 px strip that opens over the content up to 1280,
 * side by side (296 px) above.
 */
const DASHBOARD = "/course-dashboard/data-analyst";
const HEIGHT = 900;

const panel = (page: Page) => page.locator("[data-nav-drawer] nav");
const drawerContent = (page: Page) =>
  panel(page).getByText("Module 3: SQL joins and window functions");
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

for (const width of [375, 1024]) {
  test(`at ${width} px the hamburger opens the drawer and the overlay closes it`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height: HEIGHT });
    await page.goto(DASHBOARD);
    await waitForHydration(page);
    await expect(drawerContent(page)).toBeHidden();
    await page
      .locator("[data-frame=top-nav-bar]")
      .getByRole("link", { name: "Open navigation" })
      .click();
    await expect(drawerContent(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`));
    // The drawer slides in: measure once the transition has ended.
    await expect.poll(async () => (await panel(page).boundingBox())?.x).toBe(0);
    const box = await panel(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(296);
    expect(await bodyOverflow(page)).toBe("hidden");
    await shoot(page, `frame-drawer-${width}`, false);
    await page.mouse.click(width - 20, HEIGHT / 2);
    await expect(drawerContent(page)).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe("hidden");
    // Escape closes it too.
    await page
      .locator("[data-frame=top-nav-bar]")
      .getByRole("link", { name: "Open navigation" })
      .click();
    await expect(drawerContent(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawerContent(page)).toBeHidden();
    expect(errors).toEqual([]);
  });
}

test("at 1280 px the drawer is a strip that opens over the content", async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await page.goto(DASHBOARD);
  await waitForHydration(page);
  await expect.poll(async () => (await panel(page).boundingBox())?.width).toBe(56);
  await expect(drawerContent(page)).toBeHidden();
  await shoot(page, "frame-drawer-1280-strip", false);
  await page.locator("[data-nav-drawer-strip]").click();
  await expect(drawerContent(page)).toBeVisible();
  await expect.poll(async () => (await panel(page).boundingBox())?.width).toBe(296);
  // The content keeps its place: the drawer lies over it.
  const main = await page.locator("[data-frame-main]").boundingBox();
  expect(main?.x).toBe(56);
  await shoot(page, "frame-drawer-1280", false);
  await page.mouse.click(900, HEIGHT / 2);
  await expect(drawerContent(page)).toBeHidden();
  expect(errors).toEqual([]);
});

test("at 1440 px the drawer and the right pane are side by side with the cells", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1440, height: HEIGHT });
  await page.goto(DASHBOARD);
  await waitForHydration(page);
  await expect(drawerContent(page)).toBeVisible();
  await expect.poll(async () => (await panel(page).boundingBox())?.width).toBe(296);
  await expect(page.locator("[data-nav-drawer-strip]")).toBeHidden();
  const main = await page.locator("[data-frame-main]").boundingBox();
  expect(main?.x).toBe(296);
  // The learning plan: one table per activity group, each with the same columns.
  await expect(page.getByRole("table")).toHaveCount(3);
  await expect(page.getByRole("table").first()).toContainText("Due Date");
  await shoot(page, "frame-drawer-1440");
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("at 375 px the hamburger is a link to ?drawer=open and the overlay a link back", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: HEIGHT });
    await page.goto(DASHBOARD);
    await expect(drawerContent(page)).toBeHidden();
    await page
      .locator("[data-frame=top-nav-bar]")
      .getByRole("link", { name: "Open navigation" })
      .click();
    await expect(page).toHaveURL(/\?drawer=open$/);
    await expect(drawerContent(page)).toBeVisible();
    await shoot(page, "frame-drawer-375-nojs", false);
    await page.mouse.click(355, HEIGHT / 2);
    await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`));
    await expect(drawerContent(page)).toBeHidden();
  });

  test("at 1280 px the strip opens the drawer", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await page.goto(DASHBOARD);
    await page.locator("[data-nav-drawer-strip]").click();
    await expect(page).toHaveURL(/\?drawer=open$/);
    await expect(drawerContent(page)).toBeVisible();
  });
});
