import { expect, test, type Locator, type Page } from "@playwright/test";
import { findProblem } from "~server/platform/practice/problems";
import { logInWithPasscode } from "./auth-support";
import { editor } from "./code-support";
import { collectErrors, shoot, waitForHydration } from "./support";

/** The workspace (issue 32): panes at the window's height from 1024 px, tabs below it. */
const problem = findProblem("sum-of-two-numbers")!;
const PROBLEM_PATH = `/problem/${problem.id}`;
/** A run may wait for a runtime's first load in its worker (Pyodide: ~2 s, more when busy). */
const RUN = { timeout: 40_000 };
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

const freshEmail = (name: string) =>
  `workspace-${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Logs in at 1440 px (the header's account menu tells it is done), then opens `path`. */
async function logIn(page: Page, path: string, name: string) {
  const view = page.viewportSize()!;
  await page.setViewportSize(WIDE);
  await page.goto("/?login=1");
  await logInWithPasscode(page, freshEmail(name));
  await page.setViewportSize(view);
  await page.goto(path);
  await waitForHydration(page);
}

/** The workspace is as tall as the window below the header (72 px at 1440 px). */
async function expectWindowHeight(page: Page, workspace: Locator) {
  const header = await page.evaluate(() =>
    parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--header-height")),
  );
  const whole = await box(workspace);
  expect(Math.abs(whole.height - (WIDE.height - header))).toBeLessThanOrEqual(2);
  return whole;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** True when the element's box lies inside the window (it is in view, not below the fold). */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const { x, y, width, height } = await box(locator);
  const view = page.viewportSize()!;
  return x >= 0 && y >= 0 && x + width <= view.width + 1 && y + height <= view.height + 1;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe("1440 px", () => {
  test.use({ viewport: WIDE });

  test("the problem page: statement | code | result at the window's height; Run's result in view", async ({
    page,
  }) => {
    await logIn(page, PROBLEM_PATH, "problem-wide");
    await editor(page);
    const workspace = page.locator("[data-workspace=problem]");
    const panes = workspace.locator(":scope > section");
    await expect(panes).toHaveCount(3);
    const [statement, code, result] = [panes.nth(0), panes.nth(1), panes.nth(2)];
    // Side by side, and the workspace ends at the window's bottom.
    const boxes = [await box(statement), await box(code), await box(result)];
    expect(boxes[0].x + boxes[0].width).toBeLessThanOrEqual(boxes[1].x);
    expect(boxes[1].x + boxes[1].width).toBeLessThanOrEqual(boxes[2].x);
    const whole = await expectWindowHeight(page, workspace);
    // The editor takes most of its pane's height.
    const surface = await box(code.locator("[data-editor]"));
    expect(surface.height).toBeGreaterThan(whole.height * 0.5);

    await code.getByRole("button", { name: "Run", exact: true }).click();
    const verdict = result.getByRole("region", { name: "Result" });
    await expect(verdict).toBeVisible(RUN);
    expect(await inView(page, verdict.locator("h3"))).toBe(true);
    await expect(code.getByRole("button", { name: "Submit" })).toBeInViewport();
    await shoot(page, "workspace-problem-1440", false);
  });

  test("the separators move with the keys and the sizes survive a reload", async ({ page }) => {
    await page.goto(PROBLEM_PATH);
    // The workspace is a lazy part: the keys work once it has hydrated, as the editor shows.
    await editor(page);
    const first = page.getByRole("separator", { name: "Resize the statement and the code" });
    const second = page.getByRole("separator", { name: "Resize the code and the result" });
    const start = Number(await first.getAttribute("aria-valuenow"));
    const codeWidth = (await box(page.locator("[data-pane=code]"))).width;
    await first.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(first).toHaveAttribute("aria-valuenow", String(start + 10));
    await second.focus();
    await page.keyboard.press("End");
    await expect(second).toHaveAttribute("aria-valuenow", "80");
    // A drag moves it too.
    const handle = await box(first);
    await page.mouse.move(handle.x + handle.width / 2, handle.y + 100);
    await page.mouse.down();
    await page.mouse.move(handle.x - 100, handle.y + 100, { steps: 4 });
    await page.mouse.up();
    const dragged = Number(await first.getAttribute("aria-valuenow"));
    expect(dragged).toBeLessThan(start + 10);
    expect((await box(page.locator("[data-pane=code]"))).width).not.toBe(codeWidth);

    await page.reload();
    await waitForHydration(page);
    await expect(first).toHaveAttribute("aria-valuenow", String(dragged));
    await expect(second).toHaveAttribute("aria-valuenow", "80");
  });

  test("the compiler: code | result; a Run's output is in view", async ({ page }) => {
    await page.goto("/online-compiler/javascript");
    const content = await editor(page);
    await expect(async () => {
      await content.fill("console.log('in view')");
      expect(await content.innerText()).toBe("console.log('in view')");
    }).toPass({ timeout: 15_000 });
    await page.getByRole("button", { name: "Run", exact: true }).click();
    const output = page.getByTestId("compiler-output");
    await expect(output).toHaveText("in view", RUN);
    expect(await inView(page, output)).toBe(true);
    await expectWindowHeight(page, page.locator("[data-workspace=compiler]"));
    await shoot(page, "workspace-compiler-1440", false);
  });

  test("the open assistant covers neither Run nor Submit", async ({ page }) => {
    await logIn(page, PROBLEM_PATH, "assistant-wide");
    await page.getByRole("button", { name: "AI assistant" }).click();
    const assistant = page.getByRole("dialog", { name: "AI assistant" });
    await expect(assistant).toBeVisible();
    const paneBox = await box(assistant);
    for (const name of ["Run", "Submit"]) {
      const button = page.getByRole("button", { name, exact: true });
      await button.scrollIntoViewIfNeeded();
      const buttonBox = await box(button);
      expect(overlaps(buttonBox, paneBox), `${name} is covered`).toBe(false);
      expect(await inView(page, button)).toBe(true);
    }
    const surface = await box(page.locator("[data-editor]").first());
    expect(overlaps(surface, paneBox)).toBe(false);
    await shoot(page, "workspace-assistant-1440", false);
  });

  test("a sandbox fills the window's height; its split survives a reload", async ({ page }) => {
    await page.goto("/web-sandbox/python-basics");
    await editor(page);
    const workspace = page.locator("[data-sandbox-id]");
    const whole = await expectWindowHeight(page, workspace);
    const surface = await box(page.locator("[data-editor]").first());
    expect(surface.height).toBeGreaterThan(whole.height * 0.5);
    const separator = page.getByRole("separator", { name: "Resize the editor and the output" });
    await separator.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(separator).toHaveAttribute("aria-valuenow", "45");
    await page.reload();
    await waitForHydration(page);
    await expect(separator).toHaveAttribute("aria-valuenow", "45");
    await shoot(page, "workspace-sandbox-1440", false);
  });
});

test.describe("375 px", () => {
  test.use({ viewport: PHONE });

  test("the problem page: tabs Statement | Code | Result; Run opens Result", async ({ page }) => {
    await logIn(page, PROBLEM_PATH, "problem-phone");
    const tabs = page.getByRole("tablist", { name: "Problem" });
    await expect(tabs.getByRole("tab")).toHaveText(["Statement", "Code", "Result"]);
    const statement = tabs.getByRole("tab", { name: "Statement" });
    await expect(statement).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Statement" })).toContainText(problem.title);
    await shoot(page, "workspace-problem-375", false);
    // Arrow keys move along the tabs (and wrap).
    await statement.focus();
    await page.keyboard.press("ArrowRight");
    const code = tabs.getByRole("tab", { name: "Code" });
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.getByRole("tab", { name: "Result" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    await editor(page);
    await shoot(page, "workspace-problem-code-375", false);
    await page.getByRole("button", { name: "Run", exact: true }).click();
    await expect(tabs.getByRole("tab", { name: "Result" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const verdict = page.getByRole("tabpanel", { name: "Result" }).getByRole("region", {
      name: "Result",
    });
    await expect(verdict).toBeVisible(RUN);
    await expect(verdict.locator("h3")).toBeInViewport();
    await shoot(page, "workspace-problem-result-375", false);
  });

  test("the compiler: Run opens the Result tab with the output", async ({ page }) => {
    await page.goto("/online-compiler/javascript");
    const content = await editor(page);
    await expect(async () => {
      await content.fill("console.log('phone')");
      expect(await content.innerText()).toBe("console.log('phone')");
    }).toPass({ timeout: 15_000 });
    await shoot(page, "workspace-compiler-375", false);
    await page.getByRole("button", { name: "Run", exact: true }).click();
    await expect(page.getByRole("tab", { name: "Result" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const output = page.getByTestId("compiler-output");
    await expect(output).toHaveText("phone", RUN);
    await expect(output).toBeInViewport();
    await shoot(page, "workspace-compiler-result-375", false);
  });

  test("the assistant takes the screen with a visible close; Run is reachable after it", async ({
    page,
  }) => {
    await logIn(page, PROBLEM_PATH, "assistant-phone");
    await page.getByRole("button", { name: "AI assistant" }).click();
    const assistant = page.getByRole("dialog", { name: "AI assistant" });
    await expect(assistant).toBeVisible();
    const close = assistant.getByRole("button", { name: /close/i });
    await expect(close).toBeInViewport();
    await shoot(page, "workspace-assistant-375", false);
    await close.click();
    await expect(assistant).toBeHidden();
    await page.getByRole("tab", { name: "Code" }).click();
    const run = page.getByRole("button", { name: "Run", exact: true });
    await run.scrollIntoViewIfNeeded();
    await expect(run).toBeInViewport();
    await run.click({ trial: true });
  });

  test("a sandbox at 375 px: stacked panes, nothing overflows sideways", async ({ page }) => {
    await page.goto("/web-sandbox/python-basics");
    await editor(page);
    await shoot(page, "workspace-sandbox-375", false);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("sandboxes", () => {
  test.use({ viewport: WIDE });

  test("Reset asks first: Cancel keeps the changes, Reset files brings the files back", async ({
    page,
  }) => {
    await page.goto("/web-sandbox/python-basics");
    const content = await editor(page);
    await content.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type("\n# my change");
    await expect(content).toContainText("# my change");
    const reset = page.getByRole("button", { name: "Reset", exact: true });
    await reset.click();
    const dialog = page.getByRole("dialog", { name: "Reset the sandbox?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(reset).toBeFocused();
    await expect(content).toContainText("# my change");
    // Escape cancels too.
    await reset.click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(content).toContainText("# my change");

    await reset.click();
    await dialog.getByRole("button", { name: "Reset files" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("[data-editor]").first()).not.toContainText("# my change");
  });

  for (const slug of ["python-basics", "python-project"]) {
    test(`${slug}: the first Run runs cleanly`, async ({ page }) => {
      await logIn(page, `/web-sandbox/${slug}`, `first-run-${slug}`);
      await editor(page);
      await page.getByRole("button", { name: "Run", exact: true }).click();
      const output = page.getByRole("region", { name: "Output" });
      await expect(output.getByTestId("sandbox-stdout")).not.toHaveText(" ", RUN);
      await expect(output.getByTestId("sandbox-stderr")).toHaveCount(0);
      await expect(output.getByRole("alert")).toHaveCount(0);
      // What it prints depends on earlier specs (an author may have published new files);
      // that it prints and raises nothing is what a first Run owes.
      if (slug === "python-basics")
        await expect(output.getByTestId("sandbox-stdout")).not.toBeEmpty();
    });
  }

  test("sql-lesson: the first Run of its query runs cleanly", async ({ page }) => {
    await page.goto("/web-sandbox/sql-lesson");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Run query.sql" }).click();
    await expect(page.getByRole("table").first()).toBeVisible(RUN);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("landing-page and lists-notebook: they load and run with no error", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/web-sandbox/landing-page");
    await waitForHydration(page);
    await expect(page.locator("iframe").first()).toBeVisible();
    await logIn(page, "/web-sandbox/lists-notebook", "first-run-notebook");
    const cells = page.getByRole("list", { name: "Cells" });
    // Its code cells in order, each after the one before has answered.
    for (const [cell, printed] of [
      [2, "3 fruits"],
      [4, "apple mango"],
      [6, "[6, 6]"],
      [8, "letters"],
    ] as const) {
      await page.getByRole("button", { name: `Run cell ${cell}` }).click();
      await expect(cells).toContainText(printed, RUN);
    }
    await expect(cells).not.toContainText(/Error|Traceback/);
    expect(errors).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("the problem page's panes are stacked sections, all reachable", async ({ page }) => {
    await page.goto(PROBLEM_PATH);
    await expect(page.getByRole("tablist")).toHaveCount(0);
    for (const name of ["Statement", "Code", "Result"])
      await expect(page.getByRole("region", { name, exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit" })).toBeVisible();
    await shoot(page, "workspace-problem-nojs-375", false);
  });
});
