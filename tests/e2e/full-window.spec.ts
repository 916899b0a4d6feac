import { expect, test, type Locator, type Page } from "@playwright/test";
import { findProblem } from "~server/platform/practice/problems";
import { freshEmail, logInWithPasscode } from "./auth-support";
import { editor } from "./code-support";
import { shoot, waitForHydration } from "./support";

/**
 * The code tools fill the window (issue 44, decision 066): from 1024 px the page is exactly the
 * window, under a slim header, with no footer; Run and Submit are always in view; an open
 * assistant leaves the editor at least 480 px. On a phone each tab opens at its own top, the
 * verdict's heading shows after a Run and the assistant's sheet outlives a tab switch.
 */
const problem = findProblem("sum-of-two-numbers")!;
const PROBLEM_PATH = `/problem/${problem.id}`;
const RUN = { timeout: 40_000 };
const PHONE = { width: 375, height: 812 };

async function logIn(page: Page, path: string) {
  const view = page.viewportSize()!;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/?login=1");
  await logInWithPasscode(page, freshEmail("full-window"));
  await page.setViewportSize(view);
  await page.goto(path);
  await waitForHydration(page);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** The element lies wholly inside the window. */
async function expectInWindow(page: Page, locator: Locator, what: string) {
  const { x, y, width, height } = await box(locator);
  const view = page.viewportSize()!;
  expect(x, `${what}: left`).toBeGreaterThanOrEqual(0);
  expect(y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(x + width, `${what}: right`).toBeLessThanOrEqual(view.width);
  expect(y + height, `${what}: bottom`).toBeLessThanOrEqual(view.height);
}

const documentHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

for (const [width, height] of [
  [1024, 700],
  [1280, 800],
  [1440, 900],
] as const) {
  test.describe(`${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test("the problem page is the window: no page scroll, no footer, Run and Submit in it", async ({
      page,
    }) => {
      await page.goto(PROBLEM_PATH);
      await editor(page);
      expect(await documentHeight(page)).toBe(height);
      await expect(page.locator("footer")).toHaveCount(0);
      // A slim header, and the workspace takes the whole window below it.
      const header = await box(page.locator("header").first());
      expect(header.height).toBeLessThanOrEqual(48);
      const workspace = await box(page.locator("[data-workspace]"));
      expect(workspace).toEqual({ x: 0, y: header.height, width, height: height - header.height });
      for (const name of ["Run", "Submit"])
        await expectInWindow(page, page.getByRole("button", { name, exact: true }), name);
      const code = await box(page.locator("[data-pane=code] [data-editor]"));
      expect(code.width).toBeGreaterThanOrEqual(480);
    });

    test("with the assistant open the editor keeps 480 px and Run and Submit stay in view", async ({
      page,
    }) => {
      await logIn(page, PROBLEM_PATH);
      await page.getByRole("button", { name: "AI assistant" }).click();
      const assistant = page.getByRole("dialog", { name: "AI assistant" });
      await expect(assistant).toBeVisible();
      const code = await box(page.locator("[data-pane=code] [data-editor]"));
      expect(code.width).toBeGreaterThanOrEqual(480);
      const run = await box(page.getByRole("button", { name: "Run", exact: true }));
      const submit = await box(page.getByRole("button", { name: "Submit", exact: true }));
      // One row: Submit does not wrap under Run.
      expect(Math.abs(run.y - submit.y)).toBeLessThan(2);
      for (const name of ["Run", "Submit"])
        await expectInWindow(page, page.getByRole("button", { name, exact: true }), name);
      // It takes the statement's room: the statement stays above it, in the same column.
      const statement = await box(page.locator("[data-pane=statement]"));
      const pane = await box(assistant);
      expect(Math.abs(pane.x - statement.x)).toBeLessThan(2);
      expect(pane.y).toBeGreaterThanOrEqual(statement.y + statement.height - 1);
      await expectInWindow(page, assistant, "assistant");
      expect(await documentHeight(page)).toBe(height);
      if (width === 1440) await shoot(page, "full-window-assistant-1440", false);
    });

    test("the compiler and a sandbox are the window too", async ({ page }) => {
      await page.goto("/online-compiler/python");
      await editor(page);
      expect(await documentHeight(page)).toBe(height);
      await expect(page.locator("footer")).toHaveCount(0);
      await expectInWindow(page, page.getByRole("button", { name: "Run", exact: true }), "Run");
      await page.goto("/web-sandbox/python-basics");
      await editor(page);
      expect(await documentHeight(page)).toBe(height);
      await expectInWindow(page, page.getByRole("button", { name: "Run", exact: true }), "Run");
    });
  });
}

test.describe("375 px", () => {
  test.use({ viewport: PHONE });

  /** Where the tabs end: a panel opened at its top starts right there. */
  const tabsBottom = async (page: Page) => {
    const tabs = await box(page.getByRole("tablist", { name: "Problem" }));
    return tabs.y + tabs.height;
  };

  test("each tab opens at its own top; Run and Submit are in view on the Code tab", async ({
    page,
  }) => {
    await page.goto(PROBLEM_PATH);
    await waitForHydration(page);
    // The statement read to its end, then the Code tab.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole("tab", { name: "Code" }).click();
    const code = page.getByRole("tabpanel", { name: "Code" });
    await expect
      .poll(async () => Math.round((await box(code)).y - (await tabsBottom(page))))
      .toBe(0);
    await editor(page);
    for (const name of ["Run", "Submit"])
      await expectInWindow(page, page.getByRole("button", { name, exact: true }), name);
    await shoot(page, "full-window-code-375", false);
    // Scrolled down the code, then back to the statement: its top again.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    for (const name of ["Run", "Submit"])
      await expectInWindow(page, page.getByRole("button", { name, exact: true }), name);
    await page.getByRole("tab", { name: "Statement" }).click();
    const statement = page.getByRole("tabpanel", { name: "Statement" });
    await expect
      .poll(async () => Math.round((await box(statement)).y - (await tabsBottom(page))))
      .toBeGreaterThanOrEqual(0);
    await expect(statement.getByRole("heading", { level: 1 })).toBeInViewport();
  });

  test("after Run the verdict's heading shows below the tabs", async ({ page }) => {
    await logIn(page, PROBLEM_PATH);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole("tab", { name: "Code" }).click();
    const content = await editor(page);
    await content.fill("console.log(0)");
    await page.getByRole("button", { name: "Run", exact: true }).click();
    const heading = page.locator("[data-verdict] h3");
    await expect(heading).toHaveText("Wrong answer", RUN);
    const top = (await box(heading)).y;
    expect(top).toBeGreaterThanOrEqual(await tabsBottom(page));
    expect(top).toBeLessThan(PHONE.height);
    await shoot(page, "full-window-verdict-375", false);
  });

  test("the assistant's sheet stays open across tabs", async ({ page }) => {
    await logIn(page, PROBLEM_PATH);
    await page.getByRole("button", { name: "AI assistant" }).click();
    const assistant = page.getByRole("dialog", { name: "AI assistant" });
    await expect(assistant).toBeVisible();
    await page.getByRole("tab", { name: "Code" }).click();
    await expect(assistant).toBeVisible();
    await page.getByRole("tab", { name: "Result" }).click();
    await expect(assistant).toBeVisible();
    await expectInWindow(page, assistant.getByRole("button", { name: /close/i }), "close");
    await shoot(page, "full-window-assistant-375", false);
    await assistant.getByRole("button", { name: /close/i }).click();
    await expect(assistant).toBeHidden();
  });
});
