import path from "node:path";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { freshEmail, logInWithPasscode, makeAdmin } from "./auth-support";
import { collectErrors, SCREENSHOTS, shoot, waitForHydration } from "./support";

/**
 * The form editor (issue 15): an admin adds a field to the fellowship application with a rule,
 * and a learner in another browser sees the field only while the rule holds.
 */

const APPLY = "/apply/fellowship";
const FORM = 'form[data-form-id="fellowship-application"]';

async function adminPage(browser: Browser, width: number): Promise<Page> {
  // Logged in at a desktop's width, where the header shows the account menu the login waits for.
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    javaScriptEnabled: true,
  });
  const page = await context.newPage();
  await page.goto(`/login?redirectTo=${encodeURIComponent(`${APPLY}?edit=1`)}`);
  const email = freshEmail("form-editor-admin");
  await logInWithPasscode(page, email);
  await makeAdmin(email);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${APPLY}?edit=1`);
  await waitForHydration(page);
  return page;
}

/** The page editor's way into the form editor: the FORM cell's Edit. */
async function openFormEditor(page: Page) {
  await page.getByRole("link", { name: "Edit FORM cell" }).first().click();
  const panel = page.locator('[data-form-editor="fellowship-application"]');
  await expect(panel).toBeVisible();
  return panel;
}

/** What the admin sees with `target` scrolled into the editor's dialog: the window, not the page. */
async function snap(page: Page, target: Locator, name: string) {
  await target.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

/** Fills the learner's application with everything it requires. */
async function fillApplication(page: Page, track: string) {
  const form = page.locator(FORM);
  await form.getByLabel("Full name").fill("Asha Learner");
  await form.getByLabel("Email").fill("asha.form-editor@example.com");
  await form.getByLabel("Phone number").fill("9876543210");
  await form.getByRole("combobox", { name: /^Fellowship/ }).selectOption({ label: track });
  await form.getByLabel("3-5 years").check();
  await form.getByLabel("Why this fellowship, and why now?").fill("To move into analytics.");
  await form.getByLabel("I agree to be contacted about my application").check();
}

test("an admin adds a field with a rule; a learner sees it only while the rule holds", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser, 1440);
  const panel = await openFormEditor(admin);
  await snap(admin, panel.locator("[data-element]").first(), "form-editor-list-1440");

  // Add "Portfolio link" after the Fellowship field.
  await panel.getByRole("button", { name: "Add a field" }).click();
  const add = panel.locator("[data-element-editor=add]");
  await add.getByLabel("Label").fill("Portfolio link");
  await add.getByLabel("Name", { exact: true }).fill("portfolio");
  await add.getByLabel("Place in the form").selectOption({ label: "5" });
  await expect(panel.locator('[data-form-preview] [data-field="portfolio"]')).toBeVisible();
  await snap(admin, add, "form-editor-add-1440");
  await add.getByRole("button", { name: "Add field" }).click();
  const row = panel.locator('[data-element="portfolio"]');
  await expect(row).toBeVisible();
  await expect(panel.locator("[data-element]").nth(4)).toHaveAttribute("data-element", "portfolio");

  // Its rule: shown when Fellowship is "data-analyst"; the preview runs it as it is typed.
  await row.getByRole("button", { name: "Add rule Portfolio link" }).click();
  const rule = panel.locator("[data-logic-editor]");
  await rule.getByLabel("Field of condition 1").selectOption({ label: "Fellowship" });
  await rule.getByLabel("Operator of condition 1").selectOption({ label: "is" });
  await rule.getByLabel("Value of condition 1").selectOption({ label: "Data Analyst Fellowship" });
  await expect(rule.locator("[data-rule-words]")).toHaveText(
    'Shown when Fellowship is "data-analyst"',
  );
  const preview = panel.locator("[data-form-preview]");
  await expect(preview.getByLabel("Portfolio link")).toBeHidden();
  await preview
    .getByRole("combobox", { name: /^Fellowship/ })
    .selectOption({ label: "Data Analyst Fellowship" });
  await expect(preview.getByLabel("Portfolio link")).toBeVisible();
  await snap(admin, rule, "form-editor-rule-1440");
  await rule.getByRole("button", { name: "Save rule" }).click();
  await expect(row.locator("[data-element-rule]")).toHaveText(
    'Shown when Fellowship is "data-analyst"',
  );

  // A learner in another browser.
  const learnerContext = await browser.newContext({
    viewport: { width: 375, height: 800 },
    javaScriptEnabled: true,
  });
  const learner = await learnerContext.newPage();
  const learnerErrors = collectErrors(learner);
  await learner.goto(APPLY);
  await waitForHydration(learner);
  const form = learner.locator(FORM);
  const portfolio = form.getByLabel("Portfolio link");
  await expect(portfolio).toBeHidden();
  const track = form.getByRole("combobox", { name: /^Fellowship/ });
  await track.selectOption({ label: "Data Analyst Fellowship" });
  await expect(portfolio).toBeVisible();
  await expect(portfolio).toBeEnabled();
  await portfolio.fill("https://example.com/asha");
  await shoot(learner, "form-editor-learner-shown-375");
  await track.selectOption({ label: "Product Manager Fellowship" });
  await expect(portfolio).toBeHidden();
  // Sent with the field hidden: the platform neither requires nor keeps it.
  await fillApplication(learner, "Product Manager Fellowship");
  await form.locator("button[type=submit]").click();
  await expect(learner.locator("[data-form-success]")).toBeVisible();
  // The server's render and the hydrated form agree (no hydration warning).
  expect(learnerErrors).toEqual([]);
  await learnerContext.close();

  // The field goes again (other tests fill this form).
  await row.locator("summary", { hasText: "Delete" }).click();
  await row.getByRole("button", { name: "Delete field Portfolio link" }).click();
  await expect(panel.locator('[data-element="portfolio"]')).toHaveCount(0);
  await admin.context().close();
});

test("the form editor at 375 px: one column, the preview under the list", async ({ browser }) => {
  const admin = await adminPage(browser, 375);
  const panel = await openFormEditor(admin);
  await panel
    .locator('[data-element="track"]')
    .getByRole("button", { name: /^Add rule/ })
    .click();
  await expect(panel.locator("[data-logic-editor]")).toBeVisible();
  const list = await panel.locator("[data-element]").first().boundingBox();
  const preview = await panel.locator("[data-form-preview]").boundingBox();
  expect(preview!.y).toBeGreaterThan(list!.y);
  // Nothing wider than the phone.
  const overflow = await admin.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await snap(admin, panel.locator("[data-element]").first(), "form-editor-list-375");
  await snap(admin, panel.locator("[data-logic-editor]"), "form-editor-rule-375");
  await snap(admin, panel.locator("[data-form-preview]"), "form-editor-preview-375");
  await admin.context().close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a learner sees every field, a conditional one with its rule in words", async ({
    browser,
  }) => {
    // The rule comes from the form editor's call, made here by a JavaScript admin.
    const admin = await adminPage(browser, 1440);
    const panel = await openFormEditor(admin);
    await panel.getByRole("button", { name: "Add a field" }).click();
    const add = panel.locator("[data-element-editor=add]");
    await add.getByLabel("Label").fill("Notes for the data track");
    await add.getByLabel("Name", { exact: true }).fill("dataNotes");
    await add.getByRole("button", { name: "Add field" }).click();
    const row = panel.locator('[data-element="dataNotes"]');
    await row.getByRole("button", { name: /^Add rule/ }).click();
    const rule = panel.locator("[data-logic-editor]");
    await rule.getByLabel("Field of condition 1").selectOption({ label: "Fellowship" });
    await rule
      .getByLabel("Value of condition 1")
      .selectOption({ label: "Data Analyst Fellowship" });
    await rule.getByRole("button", { name: "Save rule" }).click();
    await expect(row.locator("[data-element-rule]")).toBeVisible();

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(APPLY);
    const form = page.locator(FORM);
    await expect(form.getByLabel("Notes for the data track")).toBeVisible();
    await expect(
      form.getByText('Shown when Fellowship is "Data Analyst Fellowship".'),
    ).toBeVisible();
    await fillApplication(page, "Product Manager Fellowship");
    await form.getByLabel("Notes for the data track").fill("ignored: the rule does not hold");
    await form.locator('[data-field="dataNotes"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, "form-editor-learner-nojs-1440.png") });
    await form.locator("button[type=submit]").click();
    await expect(page.locator("[data-form-success]")).toBeVisible();
    await context.close();

    await row.locator("summary", { hasText: "Delete" }).click();
    await row.getByRole("button", { name: "Delete field Notes for the data track" }).click();
    await expect(panel.locator('[data-element="dataNotes"]')).toHaveCount(0);
    await admin.context().close();
  });

  test("an admin moves a field down and back up with plain forms", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/login?redirectTo=${encodeURIComponent(`${APPLY}?edit=1`)}`);
    const email = freshEmail("form-editor-nojs-admin");
    await logInWithPasscode(page, email, { js: false });
    await makeAdmin(email);
    await page.goto(`${APPLY}?edit=1`);
    // Without JavaScript the cell's Edit is a link: the server renders the form editor's panel.
    await page.getByRole("link", { name: "Edit FORM cell" }).first().click();
    const panel = page.locator('[data-form-editor="fellowship-application"]');
    const names = () =>
      page
        .locator('[data-form-editor="fellowship-application"] [data-element]')
        .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.element));
    await page.waitForLoadState("load");
    const before = await names();
    await panel
      .locator('[data-element="email"]')
      .getByRole("button", { name: "Move down Email" })
      .click();
    await expect(page).toHaveURL(/\/apply\/fellowship\?edit=1&editCell=/);
    // The page streams: the editor's part arrives after the address changed.
    const at = before.indexOf("email");
    const moved = [...before];
    [moved[at], moved[at + 1]] = [moved[at + 1], moved[at]];
    await expect.poll(names).toEqual(moved);
    await page
      .locator('[data-form-editor="fellowship-application"] [data-element="email"]')
      .getByRole("button", { name: "Move up Email" })
      .click();
    await expect(
      page.locator('[data-form-editor="fellowship-application"] [data-element]').nth(1),
    ).toHaveAttribute("data-element", "email");
    await context.close();
  });
});
