import { expect, test, type Locator, type Page } from "@playwright/test";
import { collectErrors, shoot, waitForHydration } from "./support";

/**
 * The bars of the page frame on the seeded course dashboard (spec 01 sections 2.3 and 9): the top
 * navigation bar (title, desktop-only subtitle, back action, buttons, countdown, drawer button on
 * mobile), the sticky headline (72 or 49 px), the announcement bar (56 px, dark purple), the
 * bottom navigation bar (56 px) and the floating action buttons (the support widget above 1024
 * px only), at 375, 1024, 1280 and 1440 px, with and without JavaScript.
 */
const DASHBOARD = "/course-dashboard/data-analyst";
const WIDTHS = [375, 1024, 1280, 1440] as const;
const HEIGHT = 900;
const TITLE = "Data Analyst Fellowship";
const SUBTITLE = "Cohort 7 · Week 6 of 12";
const HH_MM_SS = /^\d{2}:[0-5]\d:[0-5]\d$/;

const topBar = (page: Page) => page.locator("[data-frame=top-nav-bar]");
const headline = (page: Page) => page.locator("[data-frame=headline]");
const announcement = (page: Page) => page.locator("[data-frame=announcement-bar]");
const bottomBar = (page: Page) => page.locator("[data-frame=bottom-nav-bar]");
const fabs = (page: Page) => page.locator("[data-frame=fab-list]");
const moreActions = (page: Page) => topBar(page).locator('summary[aria-label="More actions"]');
const timer = (page: Page) => topBar(page).getByRole("timer");

async function heightOf(locator: Locator): Promise<number> {
  return Math.round((await locator.boundingBox())?.height ?? -1);
}

/**
 * The top bar's shown parts, left to right: each inside the bar and none over the next; and the
 * page no wider than the screen.
 */
async function expectTopBarFits(page: Page, width: number): Promise<void> {
  const layout = await topBar(page).evaluate((bar) => {
    const box = bar.getBoundingClientRect();
    const parts = [...bar.children]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {
          name: el.getAttribute("aria-label") ?? el.className,
          left: r.left,
          right: r.right,
        };
      });
    return { left: box.left, right: box.right, parts, pageWidth: document.body.scrollWidth };
  });
  expect(layout.pageWidth).toBeLessThanOrEqual(width);
  expect(layout.parts.length).toBeGreaterThanOrEqual(3);
  for (const [i, part] of layout.parts.entries()) {
    expect(part.left, `${part.name} starts inside the bar`).toBeGreaterThanOrEqual(layout.left);
    expect(part.right, `${part.name} ends inside the bar`).toBeLessThanOrEqual(layout.right);
    const next = layout.parts[i + 1];
    if (next) expect(part.right, `${part.name} / ${next.name}`).toBeLessThanOrEqual(next.left);
  }
}

/** Perceived brightness (0-255) of a CSS rgb() colour, the spec's threshold measure. */
function brightness(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (r * 299 + g * 587 + b * 114) / 1000;
}

async function expectBars(page: Page, width: number): Promise<void> {
  const desktop = width > 1024;
  const phone = width <= 768;
  const bar = topBar(page);

  // Top navigation bar: 64 px, title, subtitle above 1024 px only, back action, drawer button
  // at 1024 px and below, countdown.
  expect(await heightOf(bar)).toBe(64);
  await expect(bar.getByText(TITLE, { exact: true })).toBeVisible();
  if (desktop) await expect(bar.getByText(SUBTITLE)).toBeVisible();
  else await expect(bar.getByText(SUBTITLE)).toBeHidden();
  await expect(bar.getByRole("link", { name: "Back" })).toHaveAttribute(
    "href",
    "/course/data-analyst-course",
  );
  const drawerButton = bar.getByRole("link", { name: "Open navigation" });
  if (desktop) await expect(drawerButton).toBeHidden();
  else await expect(drawerButton).toBeVisible();
  await expect(timer(page)).toHaveText(HH_MM_SS);
  await expect(timer(page)).toHaveAttribute("aria-label", /^Time left: /);

  // Buttons: in the bar, or on phones in the three-dot menu.
  if (phone) {
    await expect(bar.getByRole("link", { name: "Sessions" })).toBeHidden();
    await expect(moreActions(page)).toBeVisible();
  } else {
    await expect(moreActions(page)).toBeHidden();
    await expect(bar.getByRole("link", { name: "Sessions" })).toBeVisible();
    await expect(bar.getByRole("link", { name: "Submit" })).toHaveAttribute(
      "href",
      `${DASHBOARD}#modules`,
    );
  }
  await expectTopBarFits(page, width);

  // Announcement bar: 56 px on the dark purple palette colour.
  const notice = announcement(page);
  await expect(notice).toContainText("Live doubt-clearing session today at 7 pm.");
  expect(await heightOf(notice)).toBe(56);
  await expect(notice).toHaveClass(/bg-dark-purple/);
  const noticeBg = await notice.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(brightness(noticeBg)).toBeLessThan(125);

  // Headline: 72 px above 1024, else 49; directly under the top bar.
  await expect(headline(page)).toContainText("Module 3 assignment is due on Friday");
  expect(await heightOf(headline(page))).toBe(desktop ? 72 : 49);

  // Bottom navigation bar: 56 px, fixed to the bottom, left and right with text and subtext.
  const bottom = bottomBar(page);
  expect(await heightOf(bottom)).toBe(56);
  const bottomBox = await bottom.boundingBox();
  expect(Math.round((bottomBox?.y ?? 0) + (bottomBox?.height ?? 0))).toBe(HEIGHT);
  await expect(bottom.getByRole("link", { name: /Previous/ })).toContainText(
    "Module 2: SQL foundations",
  );
  await expect(bottom.getByRole("link", { name: /Next/ })).toContainText(
    "Module 4: Python for data analysis",
  );

  // Floating action buttons: a menu (at most 6) and the support widget above 1024 px only.
  const support = fabs(page).getByRole("link", { name: /Help and support/ });
  if (desktop) await expect(support).toBeVisible();
  else await expect(support).toBeHidden();
  await expect(fabs(page).locator('summary[aria-label="Quick actions"]')).toBeVisible();
}

/** Opens the FAB menu and checks its items (3 seeded; never more than 6). */
async function expectFabMenu(page: Page): Promise<void> {
  await fabs(page).locator('summary[aria-label="Quick actions"]').click();
  const items = fabs(page).locator("ul a");
  await expect(items).toHaveText(["Ask a mentor", "Upcoming sessions", "Weekly SQL contest"]);
  expect(await items.count()).toBeLessThanOrEqual(6);
}

/** The sticky parts stay at the top, the headline right under the top bar, after scrolling. */
async function expectStickyAfterScroll(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const barBox = await topBar(page).boundingBox();
  const headlineBox = await headline(page).boundingBox();
  expect(barBox?.y).toBeGreaterThanOrEqual(0);
  expect(barBox?.y).toBeLessThan(200);
  expect(Math.round(headlineBox?.y ?? 0)).toBe(Math.round((barBox?.y ?? 0) + 64));
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const width of WIDTHS) {
  test(`at ${width} px the bars show their parts and fit`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height: HEIGHT });
    await page.goto(DASHBOARD);
    await waitForHydration(page);
    await expectBars(page, width);
    await expectStickyAfterScroll(page);
    await shoot(page, `frame-bars-${width}`);

    if (width <= 768) {
      // The three-dot menu holds the buttons, inside the screen; a click outside closes it.
      await moreActions(page).click();
      const sessions = topBar(page).getByRole("link", { name: "Sessions" });
      await expect(sessions).toBeVisible();
      await expect(topBar(page).getByRole("link", { name: "Submit" })).toBeVisible();
      const menuBox = await topBar(page).locator("[data-frame=top-nav-menu] > div").boundingBox();
      expect(menuBox?.x).toBeGreaterThanOrEqual(0);
      expect((menuBox?.x ?? 0) + (menuBox?.width ?? 0)).toBeLessThanOrEqual(width);
      await shoot(page, `frame-bars-${width}-menu`, false);
      await page.mouse.click(width / 2, HEIGHT / 2);
      await expect(sessions).toBeHidden();
    }

    await expectFabMenu(page);
    await shoot(page, `frame-bars-${width}-fab-menu`, false);
    expect(errors).toEqual([]);
  });
}

test("the back action and the bar buttons go where they say", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: HEIGHT });
  await page.goto(DASHBOARD);
  await waitForHydration(page);
  await topBar(page).getByRole("link", { name: "Submit" }).click();
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD}#modules$`));
  await bottomBar(page)
    .getByRole("link", { name: /Previous/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD}#overview$`));
  await topBar(page).getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/course\/data-analyst-course$/);
});

test("the countdown ticks every second and runs its action at zero", async ({ page }) => {
  const errors = collectErrors(page);
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  // The timer's action navigates to the dashboard: from #modules the address loses its hash.
  await page.goto(`${DASHBOARD}#modules`);
  await waitForHydration(page);
  await page.clock.pauseAt(Date.now() + 5_000);
  const seconds = async () => {
    const [h, m, s] = ((await timer(page).textContent()) ?? "").split(":").map(Number);
    return h * 3600 + m * 60 + s;
  };
  const start = await seconds();
  expect(start).toBeGreaterThan(2 * 3600);
  await page.clock.runFor(1000);
  await expect.poll(seconds).toBe(start - 1);
  await page.clock.runFor(2000);
  await expect.poll(seconds).toBe(start - 3);
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD}#modules$`));
  await page.clock.fastForward((start - 3) * 1000);
  await expect(timer(page)).toHaveText("00:00:00");
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`));
  expect(errors).toEqual([]);
});

test("the contest's countdown shows its server value", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: HEIGHT });
  await page.goto("/contest/weekly-sql");
  await expect(timer(page)).toHaveText(HH_MM_SS);
  await expectTopBarFits(page, 375);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const width of WIDTHS) {
    test(`at ${width} px the bars are server-rendered, the timer shows its server value`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.goto(DASHBOARD);
      await expectBars(page, width);
      // Three hours from the server's render: nothing ticks without JavaScript.
      await expect(timer(page)).toHaveText("03:00:00");
      if (width <= 768) {
        await moreActions(page).click();
        await expect(topBar(page).getByRole("link", { name: "Sessions" })).toBeVisible();
        await moreActions(page).click();
      }
      await expectFabMenu(page);
      await shoot(page, `frame-bars-nojs-${width}`, false);
    });
  }

  test("the contest's countdown is server-rendered", async ({ page }) => {
    await page.goto("/contest/weekly-sql");
    await expect(timer(page)).toHaveText("01:30:00");
  });
});
