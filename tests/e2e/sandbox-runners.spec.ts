import { readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Frame, type Page } from "@playwright/test";
import { editor, openFile } from "./code-support";
import { shoot, waitForHydration } from "./support";

/**
 * The in-browser runners on the seeded sandboxes (issue 14): the WEB preview (sandboxed frame,
 * console with the learner's file and line), LOCAL_SQL (sql.js, offline once loaded) and the
 * notebook's .ipynb export and import. Runs on the notebook kernel are in sandbox.spec.ts.
 */
const LANDING = "/web-sandbox/landing-page";
const SQL_LESSON = "/web-sandbox/sql-lesson";
const NOTEBOOK = "/web-sandbox/lists-notebook";

/** sql.js's first load (its WebAssembly compiled) on a busy machine. */
const LOADED = { timeout: 30_000 };

/** The learner's document: the srcdoc frame inside the preview's bootstrap frame. */
async function learnerFrame(page: Page, withText: string): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(async () => {
      for (const frame of page.frames()) {
        if (frame.url() !== "about:srcdoc") continue;
        const text = await frame.evaluate(() => document.body?.innerText ?? "").catch(() => "");
        if (text.includes(withText)) found = frame;
      }
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

test.describe("the sandbox runners", () => {
  test("WEB: the preview follows the typing", async ({ page }) => {
    await page.goto(LANDING);
    await openFile(page, "index.html");
    // The learner's page: the bootstrap's inner frame on show (the next one loads hidden).
    const preview = page.frameLocator("iframe[title=Preview]").frameLocator("iframe:not(.loading)");
    await expect(preview.locator("h1")).toHaveText("Coffee beans from small farms, at your door.");
    const content = await editor(page);
    await content.fill(
      '<!doctype html><html><head><link rel="stylesheet" href="styles.css"></head><body><h1>Typed just now</h1></body></html>',
    );
    await expect(preview.locator("h1")).toHaveText("Typed just now");
    // The stylesheet index.html links by name is inlined: the page's own colour applies.
    await expect(preview.locator("body")).toHaveCSS("background-color", "rgb(251, 248, 255)");
  });

  test("WEB: a script in the preview cannot read the product's cookies or storage", async ({
    page,
    context,
  }) => {
    await page.goto(LANDING);
    await editor(page);
    await page.evaluate(() => localStorage.setItem("product-secret", "s3cret"));
    expect((await context.cookies()).length).toBeGreaterThan(0);
    const frame = await learnerFrame(page, "Coffee beans");
    const probe = await frame.evaluate(() => {
      const attempt = (read: () => unknown) => {
        try {
          return `read:${String(read())}`;
        } catch (error) {
          return `threw:${(error as Error).name}`;
        }
      };
      return {
        origin: window.origin,
        cookie: attempt(() => document.cookie),
        storage: attempt(() => window.localStorage.getItem("product-secret")),
        session: attempt(() => window.sessionStorage.length),
        parentCookie: attempt(() => window.parent.document.cookie),
        topStorage: attempt(() => window.top?.localStorage.getItem("product-secret")),
      };
    });
    expect(probe).toEqual({
      origin: "null",
      cookie: "threw:SecurityError",
      storage: "threw:SecurityError",
      session: "threw:SecurityError",
      parentCookie: "threw:SecurityError",
      topStorage: "threw:SecurityError",
    });
    // The bootstrap itself is no different: an opaque origin of its own.
    const bootstrap = page.frames().find((f) => f.url().endsWith("/sandbox-preview"));
    expect(await bootstrap?.evaluate(() => window.origin)).toBe("null");
  });

  test("WEB: console lines and runtime errors show with the learner's file and line", async ({
    page,
  }) => {
    await page.goto(LANDING);
    await openFile(page, "script.js");
    const content = await editor(page);
    await content.fill(
      'const total = 2 + 3;\nconsole.warn("total is", total);\nmissingFunction();',
    );
    const log = page.getByRole("log", { name: "Console output" });
    const warning = log.getByRole("listitem").filter({ hasText: "total is 5" });
    await expect(warning).toContainText("warn");
    await expect(warning).toContainText("script.js:2");
    const error = log.getByRole("listitem").filter({ hasText: "missingFunction is not defined" });
    await expect(error).toContainText("script.js:3");
    await shoot(page, "sandbox-web-console", false);
    await page.getByRole("button", { name: "Clear console" }).click();
    await expect(log).toContainText("No console output yet.");
  });

  test("LOCAL_SQL: results as tables, offline; errors with their position; reset", async ({
    page,
    context,
  }) => {
    await page.goto(SQL_LESSON);
    await editor(page);
    const sql = page.getByRole("region", { name: "SQL" });
    await expect(sql.getByRole("status")).toHaveText(
      "Database built from schema.sql, data.sql.",
      LOADED,
    );
    await context.setOffline(true);
    await sql.getByRole("button", { name: "Run query.sql" }).click();
    const table = sql.getByRole("table").first();
    await expect(table.getByRole("columnheader")).toHaveText(["name", "city", "orders", "total"]);
    await expect(table.getByRole("row").nth(1)).toContainText("Rohan");

    await openFile(page, "query.sql");
    const content = await editor(page);
    await content.fill("DELETE FROM orders;\nSELECT COUNT(*) AS n FROM orders;\nSELEC 1;");
    await sql.getByRole("button", { name: "Run query.sql" }).click();
    await expect(sql.getByText("6 rows changed.")).toBeVisible();
    await expect(sql.getByRole("table").first().getByRole("cell")).toHaveText(["0"]);
    await expect(sql.getByRole("alert")).toContainText('query.sql:3:1 near "SELEC": syntax error');

    await sql.getByRole("button", { name: "Reset database" }).click();
    await content.fill("SELECT COUNT(*) AS n FROM orders;");
    await sql.getByRole("button", { name: "Run query.sql" }).click();
    await expect(sql.getByRole("table").first().getByRole("cell")).toHaveText(["6"]);
    await context.setOffline(false);
    // The results on the dark theme (the page's rule sets it; here set directly), for review.
    await content.fill("SELECT * FROM customers;\nSELECT nope;");
    await sql.getByRole("button", { name: "Run query.sql" }).click();
    await page.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
    await expect(sql.getByRole("alert")).toContainText("no such column: nope");
    await shoot(page, "sandbox-sql-results-dark", false);
  });

  test("JUPYTER_NOTEBOOK: an exported .ipynb imports back to the same cells", async ({
    page,
  }, testInfo) => {
    await page.goto(NOTEBOOK);
    await waitForHydration(page);
    const cells = page.getByRole("list", { name: "Cells" });
    await expect(cells).toBeVisible();
    await page.getByRole("button", { name: "Add markdown cell" }).click();
    await page
      .getByRole("textbox", { name: /\(markdown\)$/ })
      .last()
      .fill("## Added before export");
    const exportNotebook = async () => {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Export .ipynb" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("notebook.ipynb");
      return JSON.parse(readFileSync((await download.path())!, "utf8")) as {
        nbformat: number;
        nbformat_minor: number;
        metadata: { kernelspec: { name: string } };
        cells: { cell_type: string; source: string[] }[];
      };
    };
    const exported = await exportNotebook();
    expect([exported.nbformat, exported.nbformat_minor]).toEqual([4, 5]);
    expect(exported.metadata.kernelspec.name).toBe("python3");
    expect(exported.cells.at(-1)).toMatchObject({
      cell_type: "markdown",
      source: ["## Added before export"],
    });

    // Change the notebook, then import the exported file: the cells are the exported ones again.
    await page.getByRole("button", { name: "Delete cell 1" }).click();
    const file = testInfo.outputPath("exported.ipynb");
    writeFileSync(file, JSON.stringify(exported));
    await page.getByLabel("Import a notebook (.ipynb)").setInputFiles(file);
    await expect(
      page.getByRole("status").filter({ hasText: "Imported exported.ipynb." }),
    ).toBeVisible();
    const again = await exportNotebook();
    expect(again.cells).toEqual(exported.cells);
    await expect(cells.getByRole("heading", { name: "Added before export" })).toBeVisible();
  });
});
