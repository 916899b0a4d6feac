import { expect, test } from "@playwright/test";
import { INTERVIEW_LOGIN_SUBTITLE, INVALID_INTERVIEW_LINK } from "~/contract/page-texts";
import { INTERVIEW_TEXTS } from "~/contract/assistant-values";
import { logInWithPasscode } from "./auth-support";
import { collectErrors, shoot, waitForHydration } from "./support";

const INVITATION = "/interview-prep/ai-mock-interview";
/** Five interviewer turns at 20-40 ms a token. */
test.setTimeout(120_000);

test("an AI interview from the invitation to the summary, typed answers, 375 and 1440 px", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/login");
  await logInWithPasscode(page, "interviewee@example.com");
  await page.goto(INVITATION);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Start frontend interview" }).click();
  // START_AI_INTERVIEW: the context is kept server-side; the address carries no token.
  await expect(page).toHaveURL(/\/interview\/[A-Za-z0-9_-]+$/);
  expect(page.url()).not.toMatch(/token=/);
  await waitForHydration(page);
  const transcript = page.getByRole("list", { name: "Transcript" });
  await expect(transcript.locator("li").first()).toContainText(/\w+ \w+ \w+/, {
    timeout: 20_000,
  });
  await expect(page.getByText("Question 1 of 5", { exact: true })).toBeVisible();
  // No stray transport label on the plain stream.
  await expect(page.getByText("Streamed", { exact: true })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await shoot(page, "interview-375", false);
  await page.setViewportSize({ width: 1440, height: 900 });

  const answerBox = page.getByRole("textbox", { name: "Your answer" });
  await page.getByRole("button", { name: "Send answer" }).click();
  await expect(page.getByRole("alert")).toHaveText(INTERVIEW_TEXTS.emptyAnswer);
  for (let question = 1; question <= 5; question++) {
    await expect(page.getByRole("button", { name: "Send answer" })).toBeEnabled({
      timeout: 20_000,
    });
    await answerBox.fill(
      `Answer ${question}: for example, in a React project I measured rendering with the profiler, ` +
        "reduced layout shifts and explained the trade-offs to my team.",
    );
    await page.getByRole("button", { name: "Send answer" }).click();
  }
  const summary = page.locator("[data-interview-summary]");
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(summary.getByRole("heading", { name: INTERVIEW_TEXTS.finished })).toBeVisible();
  await expect(summary.locator("ol > li")).toHaveCount(5);
  await expect(summary).toContainText("Overall score");
  // Next steps: try again (the invitation), and the weakest answer's topic.
  const next = summary.getByRole("navigation", { name: "Next steps" });
  await expect(next.getByRole("link", { name: "Try the interview again" })).toHaveAttribute(
    "href",
    INVITATION,
  );
  await expect(next.locator("li")).toHaveCount(2);
  await shoot(page, "interview-summary-1440", false);
  await page.setViewportSize({ width: 375, height: 800 });
  await next.scrollIntoViewIfNeeded();
  await shoot(page, "interview-summary-375", false);
  expect(errors).toEqual([]);
});

test("an interview address without its context says the link is invalid", async ({ page }) => {
  await page.goto("/login");
  await logInWithPasscode(page, "interviewee-two@example.com");
  await page.goto("/interview/abc123?token=leaked&interviewId=abc123");
  await expect(page.getByRole("heading", { name: INVALID_INTERVIEW_LINK })).toBeVisible();
});

test("a live interview (useWebSocket, useServerTTS) talks over the WebSocket", async ({ page }) => {
  const sockets: string[] = [];
  page.on("websocket", (socket) => sockets.push(socket.url()));
  await page.goto("/login");
  await logInWithPasscode(page, "live-interviewee@example.com");
  await page.goto(INVITATION);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Start live backend interview" }).click();
  await expect(page).toHaveURL(/\/interview\/[A-Za-z0-9_-]+$/);
  await expect(page.locator("[data-transport=socket]")).toHaveText(/Live connection/);
  const transcript = page.getByRole("list", { name: "Transcript" });
  await expect(transcript.locator("li").first()).toContainText("Backend developer", {
    timeout: 20_000,
  });
  await page.getByRole("button", { name: "Sound off" }).click();
  await expect(page.getByRole("button", { name: "Sound on" })).toBeVisible();
  await page.getByRole("button", { name: "Send answer" }).waitFor();
  await expect(page.getByRole("button", { name: "Send answer" })).toBeEnabled({ timeout: 20_000 });
  await page.getByRole("textbox", { name: "Your answer" }).fill("I built an API with Postgres.");
  await page.getByRole("button", { name: "Send answer" }).click();
  await expect(page.getByText("Question 2 of 5", { exact: true })).toBeVisible({ timeout: 20_000 });
  expect(sockets.some((url) => url.endsWith("/resources/interview-socket"))).toBe(true);
});

test("logged out, the interview asks for a login to join the session", async ({ page }) => {
  await page.goto("/interview/abc123");
  await expect(page.getByText(INTERVIEW_LOGIN_SUBTITLE)).toBeVisible();
  await logInWithPasscode(page, "interviewee-three@example.com");
  // Logged in, but this address has no kept context: the link is invalid (not a crash).
  await expect(page.getByRole("heading", { name: INVALID_INTERVIEW_LINK })).toBeVisible();
});
