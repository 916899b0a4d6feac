import { expect, test } from "@playwright/test";
import { collectErrors, NOT_FOUND_TEXT, shoot, waitForHydration } from "./support";

test.use({ viewport: { width: 1440, height: 900 } });

test("a new visitor finds a course from the home page and comes back from a wrong address", async ({
  page,
}) => {
  const errors = collectErrors(page, { allow404: true });
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.locator("main h1").first()).toBeVisible();
  await shoot(page, "home-1440");

  const header = page.getByRole("navigation", { name: "Main" });
  await header.getByRole("button", { name: "Courses" }).hover();
  await expect(header.getByText("Placement-focused fellowships")).toBeVisible();
  await expect(header.getByText("Upskilling bootcamps")).toBeVisible();
  await page.screenshot({ path: "tests/artifacts/screenshots/courses-dropdown-1440.png" });
  await header.getByRole("link", { name: /Data Analyst/ }).click();
  await expect(page).toHaveURL(/\/course\/data-analyst-course$/);
  await expect(page.locator("main h1").first()).toContainText(/Data Analyst/i);
  await shoot(page, "course-data-analyst-1440");

  const response = await page.goto("/this/page/does-not-exist");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await shoot(page, "not-found-1440");
  await page.getByRole("link", { name: "Take me Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("main h1").first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("the Courses dropdown opens on keyboard focus", async ({ page }) => {
  await page.goto("/reviews");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const trigger = nav.getByRole("button", { name: "Courses" });
  await trigger.focus();
  await expect(nav.getByText("Placement-focused fellowships")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(nav.getByText("Placement-focused fellowships")).toBeHidden();
});

test("the tabs of a course page scroll to their section", async ({ page }) => {
  await page.goto("/course/product-management-course");
  await waitForHydration(page);
  const tabs = page.locator("[data-widget=TABS_NAV] a");
  const count = await tabs.count();
  expect(count).toBeGreaterThan(2);
  const last = tabs.nth(count - 1);
  const target = (await last.getAttribute("href"))!;
  await last.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(target)).toBeInViewport();
});
