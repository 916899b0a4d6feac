import { expect, test } from "@playwright/test";
import { collectErrors, shoot, waitForHydration } from "./support";

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test("at 375 px the hamburger opens the drawer and the columns stack", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await shoot(page, "home-375");
  await page.getByLabel("Menu").click();
  const drawer = page.getByRole("navigation", { name: "Mobile navigation" });
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(296);
  await page.screenshot({ path: "tests/artifacts/screenshots/drawer-375.png" });
  await drawer.getByRole("link", { name: /Data Analyst/ }).click();
  await expect(page).toHaveURL(/\/course\/data-analyst-course$/);
  await expect(drawer).toBeHidden();
  // Nothing is wider than the phone: no sideways scrolling of the page.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shoot(page, "course-data-analyst-375");
  expect(errors).toEqual([]);
});
