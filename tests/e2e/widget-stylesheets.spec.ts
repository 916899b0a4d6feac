import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support";

// Decision 074: a widget kind with a stylesheet of its own (LEADERBOARD, on the contest page) is
// linked only by the pages that show it, and a client navigation shows it styled from its first
// frame.
const KIND_SHEET = /\/build\/_assets\/leaderboard-[\w-]+\.css$/;

const stylesheetsOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].map(
      (link) => new URL(link.getAttribute("href") ?? "", location.href).pathname,
    ),
  );

test("a kind's stylesheet is linked by the pages that show it, not by the bundle", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const home = await stylesheetsOf(page);
  expect(home.some((href) => KIND_SHEET.test(href))).toBe(false);
  const bundle = home.find((href) => /css-bundle-/.test(href));
  expect(bundle).toBeTruthy();
  expect(await (await request.get(bundle!)).text()).not.toContain("leaderboard__");

  await page.goto("/contest/weekly-sql");
  const contest = await stylesheetsOf(page);
  expect(contest.filter((href) => KIND_SHEET.test(href))).toHaveLength(1);
  // After the bundle, so a kind's rule wins over a global one of the same weight.
  expect(contest.findIndex((href) => KIND_SHEET.test(href))).toBeGreaterThan(
    contest.indexOf(bundle!),
  );
  await expect(page.locator(".leaderboard__root")).toHaveCSS("display", "flex");
});

// Decision 075: so are the areas' (practice, sandbox, editor, frame parts, checkout…): `/` links
// none of them and the bundle holds none of their rules; the pages that show one link it.
test("an area's stylesheet is linked by the pages that show it, not by the bundle", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const home = await stylesheetsOf(page);
  expect(home.filter((href) => href.includes("/_assets/"))).toEqual([]);
  const bundle = await (await request.get(home.find((href) => /css-bundle-/.test(href))!)).text();
  for (const prefix of ["practice__", "sandbox__", "page-editor__", "top-nav-bar__", "commerce__"])
    expect(bundle).not.toContain(`.${prefix}`);

  await page.goto("/problem/sum-of-two-numbers");
  const problem = await stylesheetsOf(page);
  expect(problem.filter((href) => /\/_assets\/practice-[\w-]+\.css$/.test(href))).toHaveLength(1);
  await expect(page.locator(".workspace__workspace")).toHaveCSS("display", "grid");

  await page.goto("/course-dashboard/data-analyst");
  const dashboard = await stylesheetsOf(page);
  expect(dashboard.filter((href) => /\/_assets\/frame-parts-[\w-]+\.css$/.test(href))).toHaveLength(
    1,
  );
  await expect(page.locator('[data-frame="top-nav-bar"]')).toHaveCSS("position", "sticky");
});

test("a client navigation shows a kind styled from its first frame", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/course-dashboard/data-analyst");
  await waitForHydration(page);
  // Hold the kind's stylesheet back, and note the widget's style the moment it enters the page.
  await page.route(KIND_SHEET, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { kindDisplay: string[] }).kindDisplay = []);
    new MutationObserver(() => {
      const root = document.querySelector(".leaderboard__root");
      if (root && seen.length === 0) seen.push(getComputedStyle(root).display);
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole("link", { name: "Weekly SQL contest" }).first().click();
  await expect(page).toHaveURL(/\/contest\/weekly-sql$/);
  await expect(page.locator(".leaderboard__root")).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { kindDisplay: string[] }).kindDisplay),
  ).toEqual(["flex"]);
});
