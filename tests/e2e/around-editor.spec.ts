import { expect, test, type Page } from "@playwright/test";
import { PROBLEM_LIST_TEXTS } from "~/contract/widgets/problem-list-look";
import { findProblem, PROBLEMS } from "~server/platform/practice/problems";
import { freshEmail, logInWithPasscode } from "./auth-support";
import { CODE_STORES } from "~/contract/code-values";
import { editor, storedCode } from "./code-support";
import { shoot, waitForHydration } from "./support";

/**
 * Around the editor (issue 32): the problem list's search and filters with and without
 * JavaScript, the submission history with an old submission opened, and the editor settings
 * (theme, font size, Vim keys) kept across a reload.
 */
const problem = findProblem("sum-of-two-numbers")!;
const PROBLEM_PATH = `/problem/${problem.id}`;
const VERDICT = { timeout: 30_000 };
const SQL_PROBLEMS = PROBLEMS.filter((p) => p.tags.includes("SQL"));
const SQL_COUNT = SQL_PROBLEMS.length;
const SQL_EASY_COUNT = SQL_PROBLEMS.filter((p) => p.difficulty === "EASY").length;

const rows = (page: Page) => page.locator("[data-problem]");

/** Logs in at desktop width (the header's account menu proves it), then goes back to `width`. */
async function logIn(page: Page, path: string, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${path}${path.includes("?") ? "&" : "?"}login=1`);
  await logInWithPasscode(page, freshEmail(name));
  if (size) await page.setViewportSize(size);
}

async function submitWrong(page: Page, code: string) {
  const content = await editor(page);
  await content.fill(code);
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.locator("[data-verdict=REJECTED]")).toBeVisible(VERDICT);
}

for (const width of [375, 1440]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the problem list searches and filters by a plain GET form", async ({ page }) => {
        await page.goto("/practice");
        await expect(rows(page)).toHaveCount(PROBLEMS.length);
        await page.getByLabel(PROBLEM_LIST_TEXTS.search).fill("sql");
        await page.getByRole("button", { name: PROBLEM_LIST_TEXTS.apply }).click();
        await expect(page).toHaveURL(/[?&]q=sql/);
        await expect(rows(page)).toHaveCount(SQL_COUNT);
        await expect(page.getByText(`${SQL_COUNT} of ${PROBLEMS.length} problems`)).toBeVisible();
        // Filters combine: the easy SQL problems, then no SQL problem is about a stack.
        await page.getByLabel(PROBLEM_LIST_TEXTS.difficulty).selectOption("easy");
        await page.getByRole("button", { name: PROBLEM_LIST_TEXTS.apply }).click();
        await expect(page).toHaveURL(/[?&]difficulty=easy/);
        await expect(rows(page)).toHaveCount(SQL_EASY_COUNT);
        await page.getByLabel(PROBLEM_LIST_TEXTS.tag).selectOption("Stack");
        await page.getByRole("button", { name: PROBLEM_LIST_TEXTS.apply }).click();
        await expect(page.getByText(PROBLEM_LIST_TEXTS.empty)).toBeVisible();
        await expect(rows(page)).toHaveCount(0);
        // What was typed and chosen is still there.
        await expect(page.getByLabel(PROBLEM_LIST_TEXTS.search)).toHaveValue("sql");
        await shoot(page, `problem-list-empty-${width}`, false);
        await page.getByRole("link", { name: PROBLEM_LIST_TEXTS.clear }).click();
        await expect(rows(page)).toHaveCount(PROBLEMS.length);
      });
    });

    test("with JavaScript: filters follow the choice; status shows the learner's attempts", async ({
      page,
    }) => {
      test.slow();
      await logIn(page, PROBLEM_PATH, `list${width}`);
      await submitWrong(page, "console.log(0)");
      await page.goto("/practice");
      await waitForHydration(page);
      const row = page.locator(`[data-problem="${problem.id}"]`);
      await expect(row.locator("[data-status]")).toHaveText(
        PROBLEM_LIST_TEXTS.statusLabels.attempted,
      );
      // A client navigation: the document is not reloaded.
      await page.evaluate(() => ((window as { stay?: boolean }).stay = true));
      await page.getByLabel(PROBLEM_LIST_TEXTS.status).selectOption("attempted");
      await expect(page).toHaveURL(/status=attempted/);
      await expect(rows(page)).toHaveCount(1);
      await expect(row).toBeVisible();
      await page.getByLabel(PROBLEM_LIST_TEXTS.search).fill("two numbers");
      await expect(page).toHaveURL(/q=two\+numbers/);
      await expect(rows(page)).toHaveCount(1);
      await page.getByLabel(PROBLEM_LIST_TEXTS.search).fill("no such problem");
      await expect(page.getByText(PROBLEM_LIST_TEXTS.empty)).toBeVisible();
      expect(await page.evaluate(() => (window as { stay?: boolean }).stay)).toBe(true);
      await page.getByRole("link", { name: PROBLEM_LIST_TEXTS.clear }).click();
      await expect(rows(page)).toHaveCount(PROBLEMS.length);
      await expect(page.getByLabel(PROBLEM_LIST_TEXTS.search)).toHaveValue("");
      await expect(page.getByLabel(PROBLEM_LIST_TEXTS.status)).toHaveValue("");
      await shoot(page, `problem-list-${width}`);
    });

    test("the history opens an old submission read-only and loads it into the editor", async ({
      page,
    }) => {
      test.slow();
      await logIn(page, PROBLEM_PATH, `history${width}`);
      const old = "console.log(-1) // my first try";
      await submitWrong(page, old);
      await submitWrong(page, "console.log(-2)");
      await page.getByText("Your submissions").click();
      const history = page.getByRole("list", { name: "Your submissions, newest first" });
      const rowsOf = history.getByRole("listitem");
      await expect(rowsOf).toHaveCount(2);
      await expect(rowsOf.first()).toContainText("Wrong answer");
      await expect(rowsOf.first()).toContainText("JavaScript");
      await expect(rowsOf.first()).toContainText(/\d+ ms/);
      // Issue 44: the row fits its pane; the verdict comes first and nothing needs sideways scrolling.
      const row = (await rowsOf.first().boundingBox())!;
      const pane = (await history.boundingBox())!;
      expect(row.x + row.width).toBeLessThanOrEqual(pane.x + pane.width + 1);
      await expect(rowsOf.first().locator("[data-verdict]")).toBeInViewport();
      await expect(rowsOf.first().getByRole("button", { name: /^View code/ })).toBeInViewport();
      // The code opens in a dialog; the keyboard opens and closes it, focus comes back.
      const viewCode = rowsOf.last().getByRole("button", { name: /^View code/ });
      await viewCode.focus();
      await page.keyboard.press("Enter");
      const viewer = page.getByRole("dialog", { name: "Old submission (read-only)" });
      await expect(viewer).toBeVisible();
      await expect(viewer).toContainText("Read-only: your submission of");
      await expect(viewer.locator("textarea, .cm-content").first()).toContainText(old);
      await expect(viewer.getByRole("button", { name: "Close" })).toBeFocused();
      await shoot(page, `submission-history-${width}`, false);
      // The same in a dark system scheme (decision 071: the practice page follows it).
      await page.emulateMedia({ colorScheme: "dark" });
      await expect(viewer).toBeVisible();
      await shoot(page, `submission-history-${width}-dark`, false);
      await page.emulateMedia({ colorScheme: "light" });
      await page.keyboard.press("Escape");
      await expect(viewer).toBeHidden();
      await expect(viewCode).toBeFocused();
      await viewCode.click();
      await expect(viewer).toBeVisible();
      await viewer.getByRole("button", { name: "Load into editor" }).click();
      await expect(page.getByText("Your old submission is in the editor now.")).toBeVisible();
      await expect(page.locator("form [data-editor=codemirror] .cm-content").first()).toHaveText(
        old,
      );
    });
  });
}

test.describe("editor settings", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("theme, font size and Vim keys persist across a reload; Vim edits", async ({ page }) => {
    const vimChunks: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const body = await response.text().catch(() => "");
      if (body.includes("cm-vim-panel")) vimChunks.push(response.url());
    });
    await logIn(page, PROBLEM_PATH, "settings");
    const content = await editor(page);
    await content.fill("first line\nsecond line");
    // The draft is saved (debounced) before the reload below brings it back.
    await expect.poll(() => storedCode(page, CODE_STORES.editorStore)).toContain("second line");
    expect(vimChunks).toEqual([]);
    await page.getByText("Editor settings").click();
    await page.getByRole("combobox", { name: "Theme" }).selectOption("dark");
    await page.getByLabel("Font size").selectOption("18");
    await page.getByLabel("Tab size").selectOption("2");
    await page.getByLabel("Vim keys").check();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect.poll(() => vimChunks.length).toBeGreaterThan(0);
    await expect(page.locator(".cm-vim-panel")).toBeAttached();

    await page.reload();
    await editor(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.getByText("Editor settings").click();
    await expect(page.getByLabel("Font size")).toHaveValue("18");
    await expect(page.getByLabel("Tab size")).toHaveValue("2");
    await expect(page.getByLabel("Vim keys")).toBeChecked();
    await expect(page.locator(".cm-editor").first()).toHaveCSS("font-size", "18px");
    await shoot(page, "editor-settings-1440");
    await page.getByText("Editor settings").click();

    // Vim: Escape to normal mode, dd deletes the line; i inserts text.
    const code = page.locator("form [data-editor=codemirror] .cm-content").first();
    await expect(page.locator(".cm-vim-panel")).toBeAttached();
    await code.click();
    await page.keyboard.press("Escape");
    await page.keyboard.press("g");
    await page.keyboard.press("g");
    await page.keyboard.press("d");
    await page.keyboard.press("d");
    await expect(code).toHaveText(/^second line/);
    await page.keyboard.press("i");
    await page.keyboard.type("vim ");
    await expect(code).toHaveText(/^vim second line/);
    await page.keyboard.press("Escape");
    await expect(page.locator(".cm-vim-panel")).not.toContainText("INSERT");
  });

  test("375 px: the settings open inside the screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(PROBLEM_PATH);
    await editor(page);
    await page.getByText("Editor settings").click();
    const panel = page.getByRole("group", { name: "Editor settings" });
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await shoot(page, "editor-settings-375");
  });

  test("the home page loads no editor or Vim code", async ({ page }) => {
    const bodies: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script")
        bodies.push(response.text().catch(() => ""));
    });
    await page.goto("/");
    await waitForHydration(page);
    const scripts = await Promise.all(bodies);
    expect(scripts.some((body) => body.includes("cm-content"))).toBe(false);
    expect(scripts.some((body) => body.includes("cm-vim-panel"))).toBe(false);
  });
});
