import { expect, test, type Page } from "@playwright/test";
import { PROBLEMS } from "~server/platform/practice/problems";
import { freshEmail, logInWithPasscode, mainNav } from "./auth-support";
import { editor } from "./code-support";
import { shoot, waitForHydration } from "./support";

/**
 * A way in and around the practice area (issue 44): the header's Practice menu and the mobile
 * menu's Practice block (also without JavaScript), My Courses' practice cards, back to the list
 * and previous / next within its filter on a problem, and /sandboxes.
 */
const PRACTICE_TARGETS = [
  ["Problems", "/practice"],
  ["Online compiler", "/online-compiler/python"],
  ["Sandboxes", "/sandboxes"],
] as const;
const EASY = PROBLEMS.filter((p) => p.difficulty === "EASY");

async function logIn(page: Page, path: string, name: string) {
  await page.goto(`${path}${path.includes("?") ? "&" : "?"}login=1`);
  await logInWithPasscode(page, freshEmail(name));
}

test.describe("1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the header's Practice menu leads to problems, the compiler and sandboxes", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const practice = mainNav(page).getByRole("button", { name: "Practice" });
    await practice.hover();
    const menu = mainNav(page).getByRole("group", { name: "Practice" });
    for (const [label, href] of PRACTICE_TARGETS) {
      const link = menu.getByRole("link", { name: new RegExp(`^${label}`) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", href);
    }
    await shoot(page, "practice-menu-1440", false);
    await menu.getByRole("link", { name: /^Problems/ }).click();
    await expect(page).toHaveURL(/\/practice$/);
  });

  test("previous and next stay within the list's filter; back returns to it", async ({ page }) => {
    expect(EASY.length).toBeGreaterThan(1);
    await page.goto("/practice?difficulty=easy");
    await waitForHydration(page);
    await page.locator(`[data-problem="${EASY[0].id}"] a`).first().click();
    await expect(page).toHaveURL(new RegExp(`/problem/${EASY[0].id}\\?list=difficulty%3Deasy$`));
    const nav = page.getByRole("navigation", { name: "Problem list" });
    await expect(nav).toContainText(`1 of ${EASY.length}`);
    await expect(nav.getByRole("link", { name: /^Previous problem/ })).toHaveCount(0);
    await nav.getByRole("link", { name: `Next problem: ${EASY[1].title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/problem/${EASY[1].id}\\?list=difficulty%3Deasy$`));
    await expect(page.getByRole("heading", { level: 1, name: EASY[1].title })).toBeVisible();
    await expect(nav).toContainText(`2 of ${EASY.length}`);
    // The new problem's editor is its own (its starter code, not the last one's).
    await expect(await editor(page)).toBeVisible();
    await nav.getByRole("link", { name: `Previous problem: ${EASY[0].title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/problem/${EASY[0].id}\\?list=`));
    await nav.getByRole("link", { name: "Problems" }).click();
    await expect(page).toHaveURL(/\/practice\?difficulty=easy$/);
    await expect(page.locator("[data-problem]")).toHaveCount(EASY.length);
  });

  test("a problem opened without a list steps through the whole list", async ({ page }) => {
    await page.goto(`/problem/${PROBLEMS[1].id}`);
    const nav = page.getByRole("navigation", { name: "Problem list" });
    await expect(nav).toContainText(`2 of ${PROBLEMS.length}`);
    await expect(nav.getByRole("link", { name: /^Previous problem/ })).toHaveAttribute(
      "href",
      `/problem/${PROBLEMS[0].id}`,
    );
    await expect(nav.getByRole("link", { name: "Problems" })).toHaveAttribute("href", "/practice");
  });

  test("/sandboxes lists the templates, and a learner's own sandboxes", async ({ page }) => {
    await page.goto("/sandboxes");
    for (const title of ["Landing page", "Python basics", "SQL joins: customers and orders"])
      await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
    await expect(page.getByText("Log in to see the sandboxes you ran")).toBeVisible();
    await shoot(page, "sandboxes-visitor-1440");

    await logIn(page, "/sandboxes", "sandboxes-list");
    await page.goto("/web-sandbox/python-basics");
    await editor(page);
    await page.getByRole("button", { name: "Run", exact: true }).click();
    await expect(page.getByTestId("sandbox-stdout")).not.toHaveText(" ", { timeout: 40_000 });
    await page.goto("/sandboxes");
    const mine = page.locator("#my-sandboxes");
    await expect(mine.getByRole("link", { name: /Python basics/ })).toBeVisible();
    await expect(mine.getByRole("link", { name: "All my sandboxes" })).toHaveAttribute(
      "href",
      "/user/sandboxes",
    );
    await shoot(page, "sandboxes-learner-1440");
  });

  test("My Courses links to the practice area", async ({ page }) => {
    await logIn(page, "/my-courses", "my-courses-practice");
    const practice = page.locator("#my-courses-practice");
    for (const [label, href] of PRACTICE_TARGETS)
      await expect(practice.getByRole("link", { name: new RegExp(label) })).toHaveAttribute(
        "href",
        href,
      );
  });
});

test.describe("375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the mobile menu has the Practice links", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.locator("summary[aria-label=Menu]").click();
    const menu = page.getByRole("navigation", { name: "Mobile navigation" });
    const practice = menu.getByRole("group", { name: "Practice" });
    for (const [label, href] of PRACTICE_TARGETS)
      await expect(practice.getByRole("link", { name: label })).toHaveAttribute("href", href);
    await shoot(page, "practice-mobile-menu-375", false);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Practice menu opens on hover and its links work", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await mainNav(page).getByRole("button", { name: "Practice" }).hover();
    const link = mainNav(page).getByRole("link", { name: /^Sandboxes/ });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/sandboxes$/);
    await expect(page.getByRole("link", { name: /Python basics/ }).first()).toBeVisible();
  });

  test("the mobile menu's Practice links work (a details element)", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await page.locator("summary[aria-label=Menu]").click();
    await page
      .getByRole("navigation", { name: "Mobile navigation" })
      .getByRole("link", { name: "Online compiler" })
      .click();
    await expect(page).toHaveURL(/\/online-compiler\/python$/);
  });
});
