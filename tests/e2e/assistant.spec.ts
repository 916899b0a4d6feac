import { expect, test, type Page } from "@playwright/test";
import { ASSISTANT_TEXTS } from "~/contract/assistant-values";
import { findProblem } from "~server/platform/practice/problems";
import { logInWithPasscode } from "./auth-support";
import { editor } from "./code-support";
import { collectErrors, shoot, waitForHydration } from "./support";

const problem = findProblem("sum-of-two-numbers")!;
const PROBLEM_PATH = `/problem/${problem.id}`;
/** The reference tutor streams a token every 20-40 ms: a reply takes a few seconds. */
const REPLY = { timeout: 30_000 };

/** Its own learner: the seeded one logs in often in this run (passcode limits). */
async function logIn(page: Page, email = "assistant-learner@example.com", path = PROBLEM_PATH) {
  await page.goto(`${path}?login=1`);
  await logInWithPasscode(page, email);
}

function pane(page: Page) {
  return page.getByRole("dialog", { name: "AI assistant" });
}

async function openAssistant(page: Page) {
  await waitForHydration(page);
  await page.getByRole("button", { name: "AI assistant" }).click();
  await expect(pane(page)).toBeVisible();
  return pane(page);
}

test.describe("the AI assistant on a problem page", () => {
  test("streams an explanation as markdown, then offers Copy; shown at 1440 and 375 px", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page);
    const assistant = await openAssistant(page);
    await expect(assistant.getByRole("textbox", { name: "Your question" })).toBeFocused();
    await assistant.getByRole("button", { name: "Explain the problem" }).click();
    const reply = assistant.locator("li[aria-busy]").last();
    // While it streams: the reply grows and Stop is offered.
    await expect(assistant.getByRole("button", { name: "Stop" })).toBeVisible();
    await expect(reply).toContainText(problem.title, REPLY);
    await expect(assistant.getByRole("button", { name: "Copy" })).toBeVisible(REPLY);
    await expect(assistant.getByRole("button", { name: "Ask" })).toBeVisible();
    // Markdown, safely: lists and a highlighted code block, no raw HTML.
    await expect(reply.locator("ul li, ol li").first()).toBeVisible();
    await expect(reply.locator("pre code span[class^=tok-]").first()).toBeVisible(REPLY);
    await shoot(page, "assistant-problem-1440", false);
    await page.setViewportSize({ width: 375, height: 800 });
    const box = await assistant.boundingBox();
    // A bottom sheet on a phone: full width, anchored at the bottom.
    expect(box?.width).toBeGreaterThanOrEqual(370);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(800);
    await shoot(page, "assistant-problem-375", false);
    await page.keyboard.press("Escape");
    await expect(assistant).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("Stop keeps what came and says so; Retry asks again; an empty question is refused", async ({
    page,
  }) => {
    await logIn(page);
    const assistant = await openAssistant(page);
    await assistant.getByRole("button", { name: "Ask" }).click();
    await expect(assistant.getByRole("alert")).toHaveText(ASSISTANT_TEXTS.emptyQuestion);
    await assistant.getByRole("textbox", { name: "Your question" }).fill("What is recursion?");
    await assistant.getByRole("textbox", { name: "Your question" }).press("Enter");
    const reply = assistant.locator("li[aria-busy]").last();
    await expect(reply).not.toHaveText("Thinking…", REPLY);
    await assistant.getByRole("button", { name: "Stop" }).click();
    await expect(reply).toContainText(ASSISTANT_TEXTS.stopped);
    // Stop only stops: it asks nothing (it once submitted an empty question).
    await expect(assistant.getByText(ASSISTANT_TEXTS.emptyQuestion)).toHaveCount(0);
    await expect(assistant.locator("[data-turn=learner]")).toHaveCount(1);
    await expect(assistant.getByRole("button", { name: "Ask" })).toBeVisible();
    const kept = await reply.locator("div").first().innerText();
    expect(kept.length).toBeGreaterThan(0);
    await assistant.getByRole("button", { name: "Retry" }).click();
    await expect(assistant.getByRole("button", { name: "Copy" })).toBeVisible(REPLY);
    // The question was asked once more, in place of the stopped reply.
    await expect(assistant.locator("[data-turn=learner]")).toHaveCount(1);
    await expect(assistant.locator("[data-turn=assistant]")).toHaveCount(1);
  });

  test("Find the bug runs the code on the examples and shows the failing one; 1440 and 375 px", async ({
    page,
  }) => {
    const reverse = findProblem("reverse-a-string")!;
    const first = reverse.testCases.find((c) => c.sample)!;
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, "assistant-bug-hunter@example.com", `/problem/${reverse.id}`);
    const content = await editor(page);
    await content.click();
    await page.keyboard.press("ControlOrMeta+a");
    // Prints the text as it came: not reversed.
    await page.keyboard.insertText("const text = readline() ?? '';\nconsole.log(text);");
    const assistant = await openAssistant(page);
    await assistant.getByRole("button", { name: "Find the bug" }).click();
    const reply = assistant.locator("[data-turn=assistant]").last();
    await expect(assistant.getByRole("button", { name: "Copy" })).toBeVisible(REPLY);
    await expect(
      reply.getByRole("heading", { name: "Example 1 gives a wrong answer" }),
    ).toBeVisible();
    await expect(reply).toContainText("Expected output:");
    await expect(reply).toContainText(first.expected.trimEnd());
    await expect(reply).not.toContainText("No obvious bug");
    await shoot(page, "assistant-find-bug-1440", false);
    await page.setViewportSize({ width: 375, height: 800 });
    await reply
      .getByRole("heading", { name: "Example 1 gives a wrong answer" })
      .scrollIntoViewIfNeeded();
    await shoot(page, "assistant-find-bug-375", false);
  });

  test("logged out, the assistant asks for a login and opens after it (EDITOR_ASSISTANT)", async ({
    page,
  }) => {
    await page.goto(PROBLEM_PATH);
    await waitForHydration(page);
    await page.getByRole("button", { name: "AI assistant" }).click();
    await expect(page).toHaveURL(/login=1/);
    await logInWithPasscode(page, "assistant-learner@example.com");
    await expect(pane(page)).toBeVisible();
  });

  test("Code review asks the code assistant and shows its review after polling", async ({
    page,
  }) => {
    await logIn(page);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Code review" }).click();
    await expect(page.getByRole("button", { name: "Reviewing…" })).toBeVisible();
    const review = page.locator("[data-code-review] pre");
    // The first status poll is 3 s after the start (spec 02 section 9), then 3 s more.
    await expect(review).toBeVisible({ timeout: 20_000 });
    expect((await review.innerText()).length).toBeGreaterThan(60);
    await expect(page.getByRole("button", { name: "Code review" })).toBeEnabled();
  });
});

test("the compiler's assistant (AI_ASSISTANT) reviews the code as it is in the editor", async ({
  page,
}) => {
  await page.goto("/login");
  await logInWithPasscode(page, "assistant-compiler@example.com");
  await page.goto("/online-compiler/python");
  const assistant = await openAssistant(page);
  await assistant.getByRole("button", { name: "Review my code" }).click();
  const reply = assistant.locator("[data-turn=assistant]").last();
  await expect(assistant.getByRole("button", { name: "Copy" })).toBeVisible(REPLY);
  expect((await reply.innerText()).length).toBeGreaterThan(40);
});

test.describe("the AI assistant without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain form gets the whole reply as a page", async ({ page }) => {
    await page.goto("/login");
    await logInWithPasscode(page, "assistant-nojs@example.com", { js: false });
    await page.goto(PROBLEM_PATH);
    await page.locator("summary", { hasText: "AI assistant" }).click();
    // The quick questions are the form's own submit buttons, as in the pane.
    await page
      .getByRole("group", { name: "Quick questions" })
      .getByRole("button", { name: "Give me a hint" })
      .click();
    await expect(page).toHaveURL(/\/assistant$/);
    const reply = page.locator("[data-assistant-reply]");
    await expect(reply).toBeVisible();
    expect((await reply.innerText()).length).toBeGreaterThan(30);
    await expect(page.getByRole("link", { name: "Back to where you were" })).toHaveAttribute(
      "href",
      PROBLEM_PATH,
    );
  });
});
