import { expect, test, type Page } from "@playwright/test";
import { collectErrors, shoot, waitForHydration } from "./support";

/**
 * Pages opened over another (spec 01 sections 2.1, 2.3, 9): the modal page is part of the address
 * (?modal=), so it renders on the server, survives a reload and closes with browser back.
 */
const DEMO = "/modal-demo";
const HEIGHT = 900;

const dialog = (page: Page) => page.getByRole("dialog", { name: "Mentor hours" });
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

async function open(page: Page, name: string) {
  await page.getByRole("link", { name }).click();
  await expect(dialog(page)).toBeVisible();
}

for (const width of [375, 1024, 1280, 1440]) {
  test(`at ${width} px a page opens in a modal, closes by icon, Escape and back`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height: HEIGHT });
    await page.goto(DEMO);
    await waitForHydration(page);
    await open(page, "Open in a modal");
    await expect(page).toHaveURL(/\?modal=%2Fmodal-demo%2Fdetails$/);
    // A modal page's title defaults to heading size 3.
    await expect(dialog(page).locator("h3", { hasText: "Mentor hours" })).toBeVisible();
    const box = await dialog(page).boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(HEIGHT - 56);
    if (width > 1024) expect(box?.height ?? 0).toBeGreaterThanOrEqual(444);
    expect(await bodyOverflow(page)).toBe("hidden");
    await shoot(page, `frame-modal-${width}`, false);

    // Focus stays inside the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await dialog(page).getByRole("link", { name: "Close" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${DEMO}$`));
    expect(await bodyOverflow(page)).not.toBe("hidden");

    await open(page, "Open in a modal");
    // Focus moves in from the same effect pass that listens for Escape (on a loaded machine a
    // key pressed as soon as the dialog shows could come before it).
    await expect(dialog(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();

    await open(page, "Open in a modal");
    await page.goBack();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${DEMO}$`));
    expect(errors).toEqual([]);
  });
}

test("the modal survives a reload and can be shared", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: HEIGHT });
  const response = await page.goto(`${DEMO}?modal=%2Fmodal-demo%2Fdetails`);
  expect(response?.status()).toBe(200);
  await expect(dialog(page)).toBeVisible();
  await page.reload();
  await expect(dialog(page)).toBeVisible();
  // A foreign address is never fetched: the page shows without a modal.
  await page.goto(`${DEMO}?modal=https%3A%2F%2Fevil.example%2F`);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Modals and drawers" })).toBeVisible();
  // An unknown page is left out; the main page still loads.
  const missing = await page.goto(`${DEMO}?modal=%2Fno-such-page`);
  expect(missing?.status()).toBe(200);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("bottom-aligned, right-aligned, without close icon, and as a drawer", async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1440, height: HEIGHT });
  await page.goto(DEMO);
  await waitForHydration(page);

  await open(page, "Open as a bottom sheet");
  let box = await dialog(page).boundingBox();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(HEIGHT);
  await shoot(page, "frame-modal-1440-bottom-sheet", false);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();

  await open(page, "Open on the right");
  await expect(page).toHaveURL(/modalView=RIGHT_ALIGNED&modalOnClose=RELOAD/);
  box = await dialog(page).boundingBox();
  expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(1440);
  expect(Math.round(box?.height ?? 0)).toBe(HEIGHT);
  await shoot(page, "frame-modal-1440-right", false);
  await dialog(page).getByRole("link", { name: "Close" }).click();
  await expect(dialog(page)).toBeHidden();

  await open(page, "Open without a close icon");
  await expect(dialog(page).getByRole("link", { name: "Close" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeVisible();
  await page.goBack();
  await expect(dialog(page)).toBeHidden();

  await open(page, "Open as a drawer");
  await expect(page).toHaveURL(/\?drawer=%2Fmodal-demo%2Fdetails$/);
  box = await dialog(page).boundingBox();
  expect(box?.x).toBe(0);
  expect(box?.width).toBe(296);
  await shoot(page, "frame-modal-1440-drawer", false);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [375, 1440]) {
    test(`at ${width} px the modal opens and closes by links`, async ({ page }) => {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.goto(DEMO);
      await open(page, "Open in a modal");
      await expect(page).toHaveURL(/\?modal=%2Fmodal-demo%2Fdetails$/);
      await shoot(page, `frame-modal-${width}-nojs`, false);
      await dialog(page).getByRole("link", { name: "Close" }).click();
      await expect(page).toHaveURL(new RegExp(`${DEMO}$`));
      await expect(dialog(page)).toBeHidden();
    });
  }
});
