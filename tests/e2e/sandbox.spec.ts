import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { latestOtp, logInWithPasscode, platformTest } from "./auth-support";
import { editor, openFile, storedCode } from "./code-support";
import { shoot, waitForHydration } from "./support";
import { CODE_STORES } from "~/contract/code-values";
import { SANDBOX_FIRST_LOAD_KB } from "../budget/budgets";

/** A run may wait for Pyodide's first load in its worker (~2 s, more on a busy machine) and the 3 s first poll. */
const RUN = { timeout: 40_000 };

/** A fresh learner per test: the seeded learner hits the passcode limits. */
const freshEmail = (name: string) =>
  `sandbox-${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Logs in from the home page (sandbox pages have the checkout look: no account menu), then opens `path`. */
async function logIn(page: Page, path: string, email: string) {
  await page.goto("/?login=1");
  await logInWithPasscode(page, email);
  await page.goto(path);
}

/**
 * A fresh author of their own (an admin): expiring the seeded admin's tokens would log out other
 * tests that use it.
 */
async function freshAuthor(page: Page, name: string) {
  const email = freshEmail(name);
  await logIn(page, "/", email);
  await platformTest("update-user", { email, patch: { isAdmin: true } });
  return email;
}

/** Logs in through the panel that the "Log in" link opens on a sandbox page (it has no account menu). */
async function logInOnSandboxPage(page: Page, email: string) {
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Send passcode" }).click();
  // The passcode field shows once the new passcode is sent: the latest one is that one.
  await expect(page.getByLabel("Passcode")).toBeVisible();
  await page.getByLabel("Passcode").fill(await latestOtp(email));
  await page.getByRole("button", { name: "Verify and log in" }).click();
}

async function setCode(page: Page, code: string) {
  const content = await editor(page);
  await content.fill(code);
}

const LANDING = "/web-sandbox/landing-page";

/** The preview's document: the bootstrap frame shows each version in a fresh inner frame. */
const previewDocument = (page: Page) =>
  page.frameLocator("iframe[title=Preview]").frameLocator("iframe").last();

/** A text only sql.js's code holds (its error for a closed database). */
const SQL_JS_MARK = "Database closed";

/** The scripts a page fetches from now on, in the order it asks for them, with their bodies. */
function scriptsInOrder(page: Page): { url: string; body: Promise<Buffer> }[] {
  const scripts: { url: string; body: Promise<Buffer> }[] = [];
  page.on("request", (request) => {
    if (request.resourceType() !== "script") return;
    const body = request
      .response()
      .then((response) => response?.body() ?? Buffer.alloc(0))
      .catch(() => Buffer.alloc(0));
    scripts.push({ url: request.url(), body });
  });
  return scripts;
}

const gzipKb = (bodies: Buffer[]) =>
  bodies.reduce((sum, body) => sum + gzipSync(body, { level: 6 }).length, 0) / 1024;

/** The chunk that brings CodeMirror: the code surface imports it after hydration. */
const EDITOR_CHUNK = /\/CodeMirrorEditor-[^/]+\.js$/;

test.describe("sandboxes", () => {
  test("a first load stays within its budget before the editor's chunk; sql.js only on LOCAL_SQL", async ({
    browser,
  }) => {
    for (const slug of ["landing-page", "python-project", "lists-notebook", "sql-lesson"]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = scriptsInOrder(page);
      await page.goto(`/web-sandbox/${slug}`);
      await waitForHydration(page);
      // The notebook's cells are plain text areas: no editor to wait for.
      if (slug !== "lists-notebook")
        await expect(page.locator(".cm-content").first()).toBeVisible();
      if (slug === "sql-lesson") {
        await expect(page.getByRole("region", { name: "SQL" }).getByRole("status")).toContainText(
          "Database built",
          RUN,
        );
      } else {
        await page.waitForLoadState("networkidle");
      }
      const editorAt = scripts.findIndex((script) => EDITOR_CHUNK.test(script.url));
      if (slug !== "lists-notebook") expect(editorAt, slug).toBeGreaterThan(0);
      const firstLoad = scripts.slice(0, editorAt === -1 ? scripts.length : editorAt);
      const firstLoadKb = gzipKb(await Promise.all(firstLoad.map((script) => script.body)));
      expect(firstLoadKb, slug).toBeLessThanOrEqual(SANDBOX_FIRST_LOAD_KB);
      const all = await Promise.all(scripts.map((script) => script.body));
      const withSqlJs = all.some((body) => body.includes(SQL_JS_MARK));
      expect(withSqlJs, slug).toBe(slug === "sql-lesson");
      await context.close();
    }
  });

  test("server-rendered HTML shows the files' code as text without JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/web-sandbox/python-project");
    await expect(page.getByRole("textbox", { name: "Code, main.py" })).toHaveValue(
      /from grades import average/,
    );
    await expect(page.getByRole("navigation", { name: "Files" })).toContainText("grades.py");
    await page.goto("/web-sandbox/lists-notebook");
    await expect(page.getByRole("list", { name: "Notebook cells" })).toContainText(
      'fruits = ["apple", "banana", "cherry"]',
    );
    await context.close();
  });

  test("WEB: editing the HTML changes the preview, as you type", async ({ page }) => {
    await page.goto(LANDING);
    await editor(page);
    const preview = previewDocument(page);
    await expect(preview.locator("h1")).toHaveText("Coffee beans from small farms, at your door.");
    await openFile(page, "index.html");
    const content = await editor(page);
    await content.fill(
      '<!doctype html><html><body><h1 id="title">Tea, delivered weekly</h1><script src="script.js"></script></body></html>',
    );
    await expect(preview.locator("h1")).toHaveText("Tea, delivered weekly");
  });

  test("WEB: a script in the preview cannot read the product's cookies or storage", async ({
    page,
    context,
  }) => {
    await page.goto(LANDING);
    await editor(page);
    await page.evaluate(() => localStorage.setItem("product-secret", "s3cret"));
    expect((await context.cookies()).length).toBeGreaterThan(0);
    await openFile(page, "script.js");
    await setCode(
      page,
      [
        'const tryRead = (read) => { try { return String(read()); } catch (e) { return "blocked"; } };',
        'console.log("cookie=" + tryRead(() => document.cookie));',
        'console.log("storage=" + tryRead(() => localStorage.getItem("product-secret")));',
        'console.log("parent=" + tryRead(() => parent.document.cookie));',
        'console.log("top-storage=" + tryRead(() => top.localStorage.getItem("product-secret")));',
      ].join("\n"),
    );
    const log = page.getByRole("log", { name: "Console output" });
    await expect(log).toContainText("top-storage=");
    await expect(log).toContainText("cookie=blocked");
    await expect(log).toContainText("storage=blocked");
    await expect(log).toContainText("parent=blocked");
    await expect(log).toContainText("top-storage=blocked");
    await expect(log).not.toContainText("s3cret");
  });

  test("LOCAL_SQL: a query runs offline, in the browser", async ({ page, context }) => {
    await page.goto("/web-sandbox/sql-lesson");
    await editor(page);
    await expect(page.getByRole("status").filter({ hasText: "Database built from" })).toBeVisible(
      RUN,
    );
    await context.setOffline(true);
    await page.getByRole("button", { name: "Run query.sql" }).click();
    const sql = page.getByRole("region", { name: "SQL" });
    await expect(sql.getByRole("table").first()).toContainText("Asha");
    await setCode(page, "SELECT name FROM customers WHERE city = 'Pune';");
    await page.getByRole("button", { name: "Run query.sql" }).click();
    await expect(sql.getByRole("table").first()).toContainText("Rohan");
    await expect(sql.getByRole("table").first()).not.toContainText("Asha");
    await context.setOffline(false);
  });

  test("JUPYTER_NOTEBOOK: a cell uses a variable of an earlier cell", async ({ page }) => {
    await logIn(page, "/web-sandbox/lists-notebook", freshEmail("notebook"));
    await waitForHydration(page);
    await page.getByRole("button", { name: "Run cell 2" }).click();
    await expect(page.getByRole("list", { name: "Cells" })).toContainText("3 fruits", RUN);
    await page.getByRole("button", { name: "Run cell 4" }).click();
    await expect(page.getByRole("list", { name: "Cells" })).toContainText("apple mango", RUN);
  });

  test("JUPYTER_NOTEBOOK: export and re-import an .ipynb", async ({ page }, testInfo) => {
    await page.goto("/web-sandbox/lists-notebook");
    await waitForHydration(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export .ipynb" }).click(),
    ]);
    const exported = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
      nbformat: number;
      cells: { cell_type: string; source: string | string[] }[];
    };
    expect(exported.nbformat).toBe(4);
    expect(exported.cells.map((c) => c.cell_type)).toContain("code");
    exported.cells.push({ cell_type: "markdown", source: ["## Imported marker cell"] });
    const file = testInfo.outputPath("imported.ipynb");
    writeFileSync(file, JSON.stringify(exported));
    await page.getByLabel("Import a notebook (.ipynb)").setInputFiles(file);
    await expect(page.getByRole("list", { name: "Cells" })).toContainText("Imported marker cell");
  });

  test("PLAYGROUND: the multi-file project runs with Ctrl+Enter", async ({ page }) => {
    await logIn(page, "/web-sandbox/python-project", freshEmail("playground"));
    const content = await editor(page);
    await expect(page.getByRole("combobox", { name: "Language" })).toBeVisible();
    await content.click();
    await page.keyboard.press("Control+Enter");
    const output = page.getByTestId("sandbox-stdout");
    await expect(output).toContainText("Report card", RUN);
    await expect(output).toContainText(/Asha\s+91\.7\s+A/);
    await expect(page.getByRole("region", { name: "Output" })).toContainText(/Ran in \d+ ms/);
  });

  test("PLAYGROUND: a visitor is asked to log in to run", async ({ page }) => {
    await page.goto("/web-sandbox/python-project");
    await editor(page);
    await page.getByRole("button", { name: "Run", exact: true }).click();
    const alert = page.getByRole("region", { name: "Output" }).getByRole("alert");
    await expect(alert).toContainText("Log in");
    await expect(alert.getByRole("link", { name: "Log in" })).toHaveAttribute("href", /login=1/);
  });

  test("the file tree adds, refuses bad names, renames and deletes files; drafts survive a reload", async ({
    page,
  }) => {
    await page.goto("/web-sandbox/python-basics");
    await editor(page);
    const files = page.getByRole("navigation", { name: "Files" });
    await files.getByRole("button", { name: "New file" }).click();
    await page.getByRole("textbox", { name: "New file name" }).fill("main.py");
    await page.keyboard.press("Enter");
    await expect(files.getByRole("alert")).toHaveText("There is already a file called main.py.");
    await page.getByRole("textbox", { name: "New file name" }).fill("src/util.py");
    await page.keyboard.press("Enter");
    await expect(files.getByRole("alert")).toContainText("cannot contain /");
    await page.getByRole("textbox", { name: "New file name" }).fill("util.py");
    await page.keyboard.press("Enter");
    await setCode(page, "HELPER = 42\n");
    await files.getByRole("button", { name: "Rename util.py" }).click();
    await page.getByRole("textbox", { name: "New name for util.py" }).fill("helpers.py");
    await page.keyboard.press("Enter");
    await expect(files.getByRole("button", { name: "helpers.py", exact: true })).toBeVisible();
    await expect(page.getByRole("group", { name: "Open files" })).toContainText("helpers.py");

    await expect.poll(() => storedCode(page, CODE_STORES.sandboxStore)).toContain("helpers.py");
    await page.reload();
    await editor(page);
    await expect(files.getByRole("button", { name: "helpers.py", exact: true })).toBeVisible();
    await openFile(page, "helpers.py");
    await expect(await editor(page)).toContainText("HELPER = 42");

    await files.getByRole("button", { name: "Delete helpers.py" }).click();
    await files
      .getByRole("group", { name: "Delete helpers.py?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(files.getByRole("button", { name: "helpers.py", exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Reset" }).click();
    await page
      .getByRole("dialog", { name: "Reset the sandbox?" })
      .getByRole("button", { name: "Reset files" })
      .click();
    await expect(files.getByRole("button", { name: "main.py", exact: true })).toBeVisible();
  });

  test("share: the link opens a read-only copy, and Fork makes it the learner's draft", async ({
    page,
  }) => {
    await page.goto(LANDING);
    await openFile(page, "script.js");
    await setCode(page, 'console.log("shared marker");\n');
    await page.getByRole("button", { name: "Share" }).click();
    const link = page.getByTestId("share-link").getByRole("link");
    await expect(link).toHaveAttribute("href", /\/web-sandbox\/shared\//);
    const sharedUrl = (await link.getAttribute("href"))!;
    await expect(
      page.getByTestId("share-link").getByRole("button", { name: "Copy" }),
    ).toBeVisible();
    // The learner's own copy goes back to the sandbox's files; the fork brings the shared ones.
    await page.getByRole("button", { name: "Reset" }).click();
    await page
      .getByRole("dialog", { name: "Reset the sandbox?" })
      .getByRole("button", { name: "Reset files" })
      .click();

    await page.goto(sharedUrl);
    await waitForHydration(page);
    await expect(page.getByText("A shared copy: read only.")).toBeVisible();
    await expect(page.getByRole("button", { name: "New file" })).toHaveCount(0);
    await openFile(page, "script.js");
    const content = await editor(page);
    await expect(content).toContainText("shared marker");
    await expect(content).toHaveAttribute("contenteditable", "false");
    await expect(content).toHaveAttribute("aria-readonly", "true");
    await page.getByRole("button", { name: "Fork" }).click();
    await expect(page).toHaveURL(new RegExp(`${LANDING}$`));
    await openFile(page, "script.js");
    await expect(await editor(page)).toContainText("shared marker");
    await expect(page.getByRole("button", { name: "Fork" })).toHaveCount(0);
  });

  test("publish as an author, and the learner's view changes", async ({ page, browser }) => {
    const path = "/web-sandbox/python-basics";
    const marker = `# published ${Date.now()}`;
    await logIn(page, path, "admin@example.com");
    await openFile(page, "main.py");
    const content = await editor(page);
    await content.fill(`${marker}\nprint("hello")\n`);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved.")).toBeVisible();
    // The page's CMS_CODE_SANDBOX_PUBLISH action publishes what the author has in the sandbox.
    const action = page.locator("button[data-action-type=CMS_CODE_SANDBOX_PUBLISH]");
    await expect(action).toBeEnabled();
    await action.click();
    await expect(page.getByText("Sandbox published.").first()).toBeVisible(RUN);

    const learner = await browser.newContext();
    const view = await learner.newPage();
    await view.goto(path);
    await expect(
      view.getByRole("textbox", { name: "Code, main.py" }).or(view.locator(".cm-content")).first(),
    ).toContainText(marker);
    await expect(view.locator("button[data-action-type=CMS_CODE_SANDBOX_PUBLISH]")).toHaveCount(0);
    await learner.close();
  });

  test("the problem builder: an author edits the metadata, publishes, and a fresh learner sees it", async ({
    page,
    browser,
  }) => {
    const path = "/web-sandbox/python-basics";
    const title = `Squares and greetings ${Date.now()}`;
    const statement = "Read a name and greet it.\nThen print the squares of 1 to 5.";
    await logIn(page, path, "admin@example.com");
    await editor(page);
    // Keyboard: the toolbar's button opens the builder and its title takes the focus.
    const toggle = page.getByRole("button", { name: "Problem builder" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const builder = page.getByRole("region", { name: "Problem builder" });
    const titleField = builder.getByLabel("Title");
    await expect(titleField).toBeFocused();

    // Invalid fields say why, next to themselves; nothing typed is lost.
    await titleField.fill(" ");
    await builder.getByLabel("Statement").fill(statement);
    await builder.getByRole("button", { name: "Save problem draft" }).click();
    await expect(titleField).toHaveAttribute("aria-invalid", "true");
    await expect(builder.getByText("Give the problem a title")).toBeVisible();
    await expect(builder.getByLabel("Statement")).toHaveValue(statement);

    await titleField.fill(title);
    await builder.getByLabel("Difficulty").selectOption("HARD");
    await builder.getByLabel("Tags (separated by commas)").fill("loops, e2e");
    await builder.getByRole("button", { name: "Save problem draft" }).click();
    await expect(page.getByText("Draft saved.")).toBeVisible();
    await expect(titleField).not.toHaveAttribute("aria-invalid", "true");
    await page.keyboard.press("Escape");
    await expect(builder).toHaveCount(0);
    await expect(toggle).toBeFocused();
    // The author sees what they will publish above the workspace.
    await expect(page.getByRole("heading", { name: title })).toBeVisible();

    const action = page.locator("button[data-action-type=CMS_CODE_SANDBOX_PUBLISH]");
    await expect(action).toBeEnabled();
    await action.click();
    await expect(page.getByText("Sandbox published.").first()).toBeVisible(RUN);

    const learner = await browser.newContext();
    const view = await learner.newPage();
    await logIn(view, path, freshEmail("builder-learner"));
    await expect(view.getByRole("heading", { name: title })).toBeVisible();
    await expect(view.locator("[data-problem-statement] p")).toHaveText(statement);
    await expect(view.getByRole("button", { name: "Problem builder" })).toHaveCount(0);
    await learner.close();
  });

  test("an author whose session is gone saves a draft, logs in, and the draft is saved (DRAFT_CODE_SANDBOX_DATA)", async ({
    page,
  }) => {
    const path = "/web-sandbox/python-project";
    const marker = `# saved after login ${Date.now()}`;
    const email = await freshAuthor(page, "author");
    await page.goto(path);
    await openFile(page, "main.py");
    const content = await editor(page);
    await content.fill(`${marker}\nprint("draft")\n`);

    await platformTest("expire-token", { email });
    await page.getByRole("button", { name: "Save draft" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Log in" });
    await alert.getByRole("link", { name: "Log in" }).click();
    await logInOnSandboxPage(page, email);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByText("Draft saved.")).toBeVisible();
    await expect(page.locator(".cm-content")).toContainText(marker);

    // The platform has it: the reloaded page opens the author's draft (and nothing replays again).
    await page.reload();
    await expect(page.locator("[data-author-draft]")).toBeVisible();
    await expect(page.getByText("Draft saved.")).toHaveCount(0);
    await openFile(page, "main.py");
    await expect(await editor(page)).toContainText(marker);
  });

  test("a builder's save whose session is gone is saved after the login, the builder as typed (DRAFT_PROBLEM_METADATA, PROBLEM_BUILDER)", async ({
    page,
  }) => {
    const path = "/web-sandbox/python-basics";
    const title = `Kept across a login ${Date.now()}`;
    const email = await freshAuthor(page, "builder-author");
    await page.goto(path);
    await editor(page);
    await page.getByRole("button", { name: "Problem builder" }).click();
    const builder = page.getByRole("region", { name: "Problem builder" });
    await builder.getByLabel("Title").fill(title);
    await builder.getByLabel("Difficulty").selectOption("MEDIUM");
    await builder.getByLabel("Tags (separated by commas)").fill("pending");

    await platformTest("expire-token", { email });
    await builder.getByRole("button", { name: "Save problem draft" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Log in" });
    await alert.getByRole("link", { name: "Log in" }).click();
    await logInOnSandboxPage(page, email);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByText("Draft saved.")).toBeVisible();
    await expect(builder.getByLabel("Title")).toHaveValue(title);
    await expect(builder.getByLabel("Tags (separated by commas)")).toHaveValue("pending");
    await expect(page.getByRole("heading", { name: title })).toBeVisible();

    // The platform has the draft's metadata: the reloaded author's page shows it.
    await page.reload();
    await expect(page.locator("[data-author-draft]")).toBeVisible();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  });

  test("an embed inside a lesson's frame reports its height", async ({ page }) => {
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      (window as unknown as { sandboxHeights: unknown[] }).sandboxHeights = seen;
      window.addEventListener("message", (event) => {
        if ((event.data as { type?: string })?.type === "sandbox-height") seen.push(event.data);
      });
    });
    await page.goto("/web-sandbox/embed-demo");
    const frame = page.locator("iframe[src='/codesandbox/embed/landing-page']");
    await expect(frame).toBeVisible();
    await expect
      .poll(
        () =>
          page.evaluate(
            () => (window as unknown as { sandboxHeights: unknown[] }).sandboxHeights.length,
          ),
        RUN,
      )
      .toBeGreaterThan(0);
    const [first] = await page.evaluate(
      () => (window as unknown as { sandboxHeights: Record<string, unknown>[] }).sandboxHeights,
    );
    expect(Object.keys(first).sort()).toEqual(["height", "sandboxId", "type"]);
    expect(typeof first.height).toBe("number");
    expect(first.sandboxId).toBe("sbx-landing-page");
    // The lesson's frame takes the height the embed reports last.
    const reported = () =>
      page.evaluate(() => {
        const heights = (window as unknown as { sandboxHeights: { height: number }[] })
          .sandboxHeights;
        return Math.ceil(heights[heights.length - 1].height);
      });
    await expect
      .poll(async () => Number(await frame.getAttribute("data-embed-height")) - (await reported()))
      .toBe(0);
    const embedded = page.frameLocator("iframe[src='/codesandbox/embed/landing-page']");
    await expect(embedded.getByRole("navigation", { name: "Files" })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await shoot(page, "sandbox-embed-demo-1440", false);
    // No site header or footer in the embed.
    await expect(embedded.getByRole("banner")).toHaveCount(0);
    await expect(embedded.getByRole("contentinfo")).toHaveCount(0);
  });

  test("1440 px: the panes side by side, the separator moves with the keys", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(LANDING);
    await editor(page);
    await expect(previewDocument(page).locator("h1")).toBeVisible();
    await shoot(page, "sandbox-web-1440", false);
    const separator = page.getByRole("separator", { name: "Resize the editor and the output" });
    await expect(separator).toHaveAttribute("aria-valuenow", "50");
    await separator.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(separator).toHaveAttribute("aria-valuenow", "45");
    await page.keyboard.press("End");
    await expect(separator).toHaveAttribute("aria-valuenow", "80");
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowRight");
    await expect(separator).toHaveAttribute("aria-valuenow", "25");
    // A pointer drag moves it too: to three quarters of the editor and output's width.
    const editorBox = (await page.locator("[data-sandbox-type] [data-editor]").boundingBox())!;
    const outputBox = (await page.getByRole("region", { name: "Console" }).boundingBox())!;
    const handle = (await separator.boundingBox())!;
    const target = editorBox.x + (outputBox.x + outputBox.width - editorBox.x) * 0.75;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(target, handle.y + handle.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect
      .poll(async () => Number(await separator.getAttribute("aria-valuenow")))
      .toBeGreaterThan(60);
    await page.goto("/web-sandbox/python-project");
    await editor(page);
    await shoot(page, "sandbox-playground-1440", false);
  });

  test("375 px: the panes stack, nothing overflows sideways", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const [slug, name] of [
      ["landing-page", "sandbox-web-375"],
      ["sql-lesson", "sandbox-sql-375"],
      ["lists-notebook", "sandbox-notebook-375"],
    ] as const) {
      await page.goto(`/web-sandbox/${slug}`);
      await waitForHydration(page);
      if (slug !== "lists-notebook") await editor(page);
      else await expect(page.getByRole("button", { name: "Run all" })).toBeVisible();
      await shoot(page, name, false);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, slug).toBeLessThanOrEqual(0);
    }
  });
});
