import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { EDITOR_TEXTS } from "~/contract/editor-values";
import { freshEmail as uniqueEmail, logInWithPasscode, makeAdmin } from "./auth-support";
import { SCREENSHOTS, waitForHydration } from "./support";

/**
 * The page editor (issue 15): an admin adds an FAQ cell, edits its text with the live preview,
 * moves it up with the keyboard, and a learner in another browser sees it; a delete is undone; a
 * stale edit from a second admin is refused with the spec's words; a move works without
 * JavaScript.
 */

const freshEmail = (name: string) => uniqueEmail(`page-editor-${name}`);

/** A browser of its own, logged in at a desktop's width (the header's account menu shows). */
async function loggedIn(browser: Browser, email: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto("/?login=1");
  await logInWithPasscode(page, email);
  return context;
}

/** A new admin: logged in, then made an admin (the next page load refreshes the session's user). */
async function freshAdmin(browser: Browser, name: string): Promise<BrowserContext> {
  const email = freshEmail(name);
  const context = await loggedIn(browser, email);
  await makeAdmin(email);
  await context.pages()[0].goto("/");
  return context;
}

async function openEditor(context: BrowserContext, address: string): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(address);
  await waitForHydration(page);
  // The editor's chunk hydrates its part of the page once it is there.
  await expect(page.locator("[data-page-editor][data-ready=true]")).toHaveCount(1);
  return page;
}

const frameOf = (page: Page, cellId: string) => page.locator(`[data-edit-cell="${cellId}"]`);

/** The component cells of a section or container, in page order (their kinds). */
async function kindsIn(page: Page, parentId: string): Promise<string[]> {
  return frameOf(page, parentId)
    .locator("[data-edit-cell]")
    .evaluateAll((frames) =>
      frames.map(
        (frame) => frame.querySelector("[data-widget]")?.getAttribute("data-widget") ?? "",
      ),
    );
}

function shot(page: Page, name: string) {
  return page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

test("an admin adds an FAQ cell, edits it with a preview, moves it up; a learner sees it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const adminContext = await freshAdmin(browser, "author");
  const admin = await openEditor(adminContext, "/manifesto?edit=1");
  await shot(admin, "page-editor-1440");

  // Add below the card list of "beliefs": the picker narrows to FAQ, Enter continues.
  await frameOf(admin, "beliefs").getByRole("link", { name: "Add below Card list cell" }).click();
  const picker = admin.getByRole("dialog", { name: "Add a cell" });
  await picker.getByRole("searchbox", { name: "Search widget kinds" }).fill("faq");
  await expect(picker.locator("label[data-kind]:visible")).toHaveCount(1);
  await picker.getByRole("searchbox", { name: "Search widget kinds" }).press("Enter");

  // The new cell's form starts from the sample; the preview follows the typing.
  const panel = admin.getByRole("dialog", { name: "New FAQ cell" });
  const question = panel.getByRole("textbox", { name: "Question" }).first();
  await question.fill("Who reviews my portfolio?");
  await expect(panel.locator("[data-preview]")).toContainText("Who reviews my portfolio?");
  await shot(admin, "page-editor-update-1440");
  await panel.getByRole("button", { name: "Add cell" }).click();
  await expect(panel).toBeHidden();
  await expect(admin.locator("[data-edit-status]")).toContainText(EDITOR_TEXTS.saved);
  await expect(frameOf(admin, "beliefs")).toContainText("Who reviews my portfolio?");
  expect(await kindsIn(admin, "beliefs")).toEqual(["CARD_LIST", "FAQ"]);

  // Move it up with the keyboard: pick up, one place up, drop; each step is announced.
  const handle = admin.getByRole("button", { name: "Move FAQ cell" });
  await handle.focus();
  await admin.keyboard.press("Enter");
  const announcer = admin.locator("[data-move-announcer]");
  await expect(announcer).toContainText("Picked up FAQ cell. Position 2 of 2 in section beliefs.");
  await admin.keyboard.press("ArrowUp");
  await expect(announcer).toHaveText("FAQ cell. Position 1 of 2 in section beliefs.");
  await admin.keyboard.press("Enter");
  await expect(announcer).toHaveText("Dropped FAQ cell. Position 1 of 2 in section beliefs.");
  await expect.poll(() => kindsIn(admin, "beliefs")).toEqual(["FAQ", "CARD_LIST"]);

  // A learner in another browser sees the new cell, above the cards.
  const learnerContext = await loggedIn(browser, freshEmail("learner"));
  const learner = learnerContext.pages()[0];
  await learner.goto("/manifesto");
  const beliefs = learner.locator("section#beliefs");
  await expect(beliefs.getByText("Who reviews my portfolio?")).toBeVisible();
  const order = await beliefs
    .locator("[data-widget]")
    .evaluateAll((widgets) => widgets.map((w) => w.getAttribute("data-widget")));
  expect(order).toEqual(["FAQ", "CARD_LIST"]);
  await expect(learner.locator("[data-edit-switch], [data-edit-bar]")).toHaveCount(0);

  // Drag it back below the cards with the pointer: the drop zones show once the drag starts.
  await admin.setViewportSize({ width: 1440, height: 1600 });
  const faqHandle = admin.getByRole("button", { name: "Move FAQ cell" });
  await faqHandle.scrollIntoViewIfNeeded();
  const start = (await faqHandle.boundingBox())!;
  await admin.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await admin.mouse.down();
  await admin.mouse.move(start.x + 30, start.y + 30, { steps: 4 });
  const below = admin.locator('[data-drop-zone="beliefs:2"]');
  await expect(below).toBeVisible();
  for (let i = 0; i < 2; i += 1) {
    // Measured again once the pointer is near: the page may have scrolled while dragging.
    const zone = (await below.boundingBox())!;
    await admin.mouse.move(zone.x + zone.width / 2, zone.y + zone.height / 2, { steps: 8 });
  }
  await admin.mouse.up();
  await expect.poll(() => kindsIn(admin, "beliefs")).toEqual(["CARD_LIST", "FAQ"]);

  // Edit mode and the update panel on a phone.
  await admin.setViewportSize({ width: 375, height: 812 });
  await admin.reload();
  await expect(admin.locator("[data-page-editor][data-ready=true]")).toHaveCount(1);
  await admin.evaluate(() => window.scrollTo(0, 0));
  await shot(admin, "page-editor-375");
  await frameOf(admin, "beliefs").getByRole("link", { name: "Edit FAQ cell" }).click();
  await expect(admin.getByRole("dialog", { name: "Edit FAQ cell" })).toBeVisible();
  await shot(admin, "page-editor-update-375");
  await admin.keyboard.press("Escape");
  await expect(admin.getByRole("dialog", { name: "Edit FAQ cell" })).toBeHidden();

  await learnerContext.close();
  await adminContext.close();
});

test("the kind picker says what each kind is, in its folder's words: a poll is a vote", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const adminContext = await freshAdmin(browser, "kind-help");
  const admin = await openEditor(adminContext, "/manifesto?edit=1");
  await frameOf(admin, "beliefs").getByRole("link", { name: "Add below Card list cell" }).click();
  const picker = admin.getByRole("dialog", { name: "Add a cell" });
  // The search reads the kinds' help too: "vote" finds the poll by what it is for.
  await picker.getByRole("searchbox", { name: "Search widget kinds" }).fill("vote");
  const polling = picker.locator('label[data-kind="POLLING"]');
  await expect(polling).toBeVisible();
  await expect(polling).toContainText("A question learners vote on");
  await expect(picker).not.toContainText("refreshes itself");
  await shot(admin, "page-editor-kind-help-1440");
  await admin.setViewportSize({ width: 375, height: 800 });
  await shot(admin, "page-editor-kind-help-375");
  await admin.setViewportSize({ width: 1440, height: 900 });

  // The form shows the kind's own help for its fields, the shared help for the rest.
  await polling.click();
  await picker.getByRole("button", { name: "Continue" }).click();
  const panel = admin.getByRole("dialog", { name: "New Polling cell" });
  await expect(panel).toContainText("When voting ends, as an ISO 8601 date and time");
  await expect(panel).toContainText("At least two answers, each with an id of its own");
  await shot(admin, "page-editor-kind-help-form-1440");
});

test("a delete can be undone while it is the newest edit", async ({ browser }) => {
  const context = await freshAdmin(browser, "undo");
  const admin = await openEditor(context, "/contact-us?edit=1");
  const faqs = frameOf(admin, "contact-faqs");
  const question = await faqs.locator("[data-widget=FAQ] summary").first().innerText();
  await faqs.getByRole("button", { name: "Delete FAQ cell" }).click();
  const status = admin.locator("[data-edit-status]");
  await expect(status).toContainText(EDITOR_TEXTS.deleted);
  await expect(faqs.locator("[data-widget=FAQ]")).toHaveCount(0);
  await status.getByRole("button", { name: "Undo" }).click();
  await expect(status).toContainText(EDITOR_TEXTS.reverted);
  await expect(faqs.locator("[data-widget=FAQ] summary").first()).toHaveText(question);

  // The history lists both edits, newest first.
  await admin.getByRole("button", { name: "History" }).click();
  const history = admin.getByRole("dialog", { name: "Edit history" });
  await expect(history.locator("[data-history] li")).toHaveCount(2);
  await admin.keyboard.press("Escape");
  await expect(history).toBeHidden();
  await context.close();
});

test("a stale edit from a second admin is refused with the spec's words", async ({ browser }) => {
  const first = await openEditor(await freshAdmin(browser, "first"), "/about-us?edit=1");
  const second = await openEditor(await freshAdmin(browser, "second"), "/about-us?edit=1");
  const values = (page: Page) => frameOf(page, "values");
  await values(first).getByRole("button", { name: "Move up Header text cell" }).first().click();
  await expect(first.locator("[data-edit-status]")).toContainText(EDITOR_TEXTS.saved);

  // The second admin still has the old version.
  await values(second).getByRole("button", { name: "Move down Header text cell" }).first().click();
  const status = second.locator("[data-edit-status]");
  await expect(status).toContainText(EDITOR_TEXTS.pageChanged);
  await status.getByRole("button", { name: "Reload" }).click();
  await expect(status).toBeEmpty();
  await expect(values(second).locator("[data-widget=HEADER_TEXT]").first()).toContainText(
    "Work, then feedback",
  );
  await first.context().close();
  await second.context().close();
});

test("Move up and an update work without JavaScript", async ({ browser }) => {
  const jsContext = await freshAdmin(browser, "nojs");
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1440, height: 900 },
    storageState: await jsContext.storageState(),
  });
  await jsContext.close();
  const page = await context.newPage();
  await page.goto("/about-us?edit=1");
  const container = frameOf(page, "our-story").locator("[data-edit-cell]").first();
  const kinds = () =>
    container
      .locator("[data-widget]")
      .evaluateAll((widgets) => widgets.map((w) => w.getAttribute("data-widget")));
  // The page streams (the editor's part comes in a later chunk): read it once it is all there.
  await expect.poll(kinds).toEqual(["RICH_TEXT", "STATS"]);
  await container.getByRole("button", { name: "Move up Stats cell" }).click();
  await expect(page.locator("[data-edit-notice]")).toContainText(EDITOR_TEXTS.saved);
  await expect.poll(kinds).toEqual(["STATS", "RICH_TEXT"]);

  // The update panel opens from its link and its cd.* fields post over the cell's data.
  await container.getByRole("link", { name: "Edit Stats cell" }).click();
  const panel = page.getByRole("dialog", { name: "Edit Stats cell" });
  await panel.getByRole("textbox", { name: "Label" }).first().fill("Career tracks to choose from");
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("[data-edit-notice]")).toContainText(EDITOR_TEXTS.saved);
  await expect(frameOf(page, "our-story").locator("[data-widget=STATS]")).toContainText(
    "Career tracks to choose from",
  );
  await context.close();
});

test("an activity moves to another group of a course dashboard", async ({ browser }) => {
  const dashboard = "/course-dashboard/data-analyst";
  const context = await freshAdmin(browser, "activities");
  const admin = await openEditor(context, `${dashboard}?edit=1`);
  const row = frameOf(admin, "learning-plan-weeks-1-4").locator(
    '[data-activity="da-module-2-class"]',
  );
  await row.getByRole("combobox").selectOption({ label: "Weeks 5-8: analysis in SQL and Python" });
  await row.getByRole("spinbutton").fill("1");
  await row.getByRole("button", { name: "Move" }).click();
  await expect(admin.locator("[data-edit-status]")).toContainText(EDITOR_TEXTS.saved);
  const target = frameOf(admin, "learning-plan-weeks-5-8");
  await expect(target.locator("[data-activity]").first()).toHaveAttribute(
    "data-activity",
    "da-module-2-class",
  );
  await expect(frameOf(admin, "learning-plan-weeks-1-4").locator("[data-activity]")).toHaveCount(1);
  // The pages around the dashboard (its drawer, its right pane) are not edited here.
  const framedPages = admin.locator('[data-page-id$="-pane"], [data-page-id$="-nav"]');
  await expect(framedPages.first()).toBeAttached();
  await expect(framedPages.locator("[data-edit-cell]")).toHaveCount(0);
  await context.close();
});
