import { expect, test, type Page } from "@playwright/test";
import { editor } from "./code-support";
import { logInWithPasscode } from "./auth-support";
import { collectErrors, shoot, waitForHydration } from "./support";

/**
 * Issue 32, decision 052: the languages the platform cannot run are shown as unavailable with
 * their reason (never a broken run), and a learner's sandboxes are listed at /user/sandboxes.
 * At 375 px and 1440 px; the list without JavaScript too.
 */
const WIDTHS = [375, 1440] as const;
const REASON = "this site runs JavaScript, Python, PHP and SQL only";
const RUN = { timeout: 60_000 };

const freshEmail = (name: string) =>
  `h32-${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Logs in at 1440 px (a phone's header has no account menu to wait for), then back to `width`. */
async function logIn(page: Page, email: string, js = true, width = 1440) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(js ? "/?login=1" : "/login");
  await logInWithPasscode(page, email, { js });
  await page.setViewportSize({ width, height: 900 });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the compiler offers the languages that run and shows the rest disabled, with why", async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await page.goto("/online-compiler/python");
      await waitForHydration(page);
      const picker = page.getByRole("combobox", { name: "Language" });
      await expect(picker.locator("option[value=python3]")).toBeEnabled();
      await expect(picker.locator("option[value=javascript12]")).toBeEnabled();
      const cpp = picker.locator("option[value=cppgcc9]");
      await expect(cpp).toBeDisabled();
      await expect(cpp).toHaveText(`C++ (unavailable: ${REASON})`);

      // An address that names one: said, and Run is off (Share still works).
      await page.goto("/online-compiler/cpp");
      await waitForHydration(page);
      await expect(page.getByRole("note")).toContainText(`C++ cannot run here: ${REASON}.`);
      await expect(page.getByRole("button", { name: "Run", exact: true })).toBeDisabled();
      await expect(page.getByRole("button", { name: "Share", exact: true })).toBeEnabled();
      // The long option text never widens the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await shoot(page, `languages-compiler-cpp-${width}`, false);
      expect(errors).toEqual([]);
    });

    test("a problem opens on a language that runs and shows Java as unavailable", async ({
      page,
    }) => {
      await page.goto("/problem/sum-of-two-numbers");
      await waitForHydration(page);
      // A phone shows one pane at a time: the picker is in the Code tab.
      if (width < 1024) await page.getByRole("tab", { name: "Code" }).click();
      const picker = page.getByRole("combobox", { name: "Language" });
      await expect(picker).toHaveValue("javascript12");
      await expect(picker.locator("option[value=java13]")).toBeDisabled();
      await expect(picker.locator("option[value=java13]")).toHaveText(
        `Java (unavailable: ${REASON})`,
      );
    });

    test("My sandboxes: empty at first, then the sandbox the learner ran, opened from the list", async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await logIn(page, freshEmail(`mine-${width}`), true, width);
      await page.goto("/user/sandboxes");
      await expect(page.getByRole("heading", { name: "My sandboxes" })).toBeVisible();
      await expect(page.locator("[data-my-sandboxes-empty]")).toContainText("No sandboxes yet.");
      await shoot(page, `my-sandboxes-empty-${width}`, false);

      await page.goto("/web-sandbox/python-project");
      await editor(page);
      await page.getByRole("button", { name: "Run", exact: true }).click();
      await expect(page.getByTestId("sandbox-stdout")).toContainText("Report card", RUN);
      // Reachable from the sandbox page.
      await page.getByRole("link", { name: "My sandboxes" }).click();
      await expect(page).toHaveURL(/\/user\/sandboxes$/);
      const row = page.locator("[data-my-sandbox]");
      await expect(row).toHaveCount(1);
      await expect(row).toContainText("Python 3");
      await expect(row.locator("time")).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
      await shoot(page, `my-sandboxes-${width}`, false);
      await row.getByRole("link", { name: /^Open / }).click();
      await expect(page).toHaveURL(/\/web-sandbox\/python-project$/);
      expect(errors).toEqual([]);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("My sandboxes is a server-rendered page of links", async ({ page }) => {
    await logIn(page, freshEmail("mine-nojs"), false);
    await page.goto("/user/sandboxes");
    await expect(page.getByRole("heading", { name: "My sandboxes" })).toBeVisible();
    await page.getByRole("link", { name: "Open the Python project sandbox" }).click();
    await expect(page).toHaveURL(/\/web-sandbox\/python-project$/);
    await expect(page.getByRole("link", { name: "My sandboxes" })).toHaveAttribute(
      "href",
      "/user/sandboxes",
    );
  });

  test("a visitor is asked to log in for it", async ({ page }) => {
    await page.goto("/user/sandboxes");
    await expect(page.getByRole("heading", { name: "My sandboxes" })).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Email" })).toBeVisible();
  });
});
