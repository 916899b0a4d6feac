import { expect, test, type Page } from "@playwright/test";
import { freshEmail, logInWithPasscode, platformTest } from "./auth-support";
import { waitForHydration } from "./support";

/**
 * Issue 16 in Chromium (docs/decisions/019): connecting Discord through the platform's test
 * provider (the stack runs with OAUTH_TEST_PROVIDER=true), the provider's Cancel, a callback
 * without its state, onboarding with its status panel, /register/status and /join-program.
 */

async function logIn(page: Page, path: string, email: string) {
  await page.goto(`${path}${path.includes("?") ? "&" : "?"}login=1`);
  await logInWithPasscode(page, email);
}

test.describe("connected accounts", () => {
  test("connect Discord: consent, back with a toast, the connection listed", async ({ page }) => {
    const email = freshEmail("oauth");
    await logIn(page, "/user/connections", email);
    await page.goto("/user/connections");
    await expect(page.getByRole("heading", { name: "Connected accounts", level: 1 })).toBeVisible();
    const discord = page.getByRole("listitem").filter({ hasText: "Discord" });
    await expect(discord).toContainText("Not connected");
    await waitForHydration(page);
    await discord.getByRole("button", { name: "Connect Discord" }).click();
    await expect(page.getByRole("heading", { name: "Discord (test provider)" })).toBeVisible();
    await page.getByRole("link", { name: "Authorize" }).click();
    await expect(page).toHaveURL(/\/user\/connections$/);
    await expect(page.getByText("Discord is connected.")).toBeVisible();
    await expect(discord).toContainText(/Connected as learner-[0-9a-f]{6}/);
  });

  test("Cancel at the provider is shown in plain words", async ({ page }) => {
    await logIn(page, "/user/connections", freshEmail("oauth-cancel"));
    await page.goto("/user/connections");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Connect GitHub" }).click();
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "GitHub was not connected" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText(
      "You cancelled the connection at GitHub. Nothing was changed.",
    );
    await page.getByRole("link", { name: "Back to connected accounts" }).click();
    await expect(page).toHaveURL(/\/user\/connections$/);
  });

  test("a callback without its state is refused without calling anyone", async ({ page }) => {
    await page.goto("/discord/oauth?code=abc&state=" + "x".repeat(43));
    await expect(page.getByRole("alert")).toContainText(
      "We could not match this answer to a connection you started in this browser.",
    );
  });
});

test.describe("onboarding, registration status and programmes", () => {
  test("a visitor sees the steps and a login prompt", async ({ page }) => {
    await page.goto("/onboarding/welcome");
    await expect(page.getByRole("heading", { name: "Welcome aboard" })).toBeVisible();
    await expect(page.getByText("Log in so that we can save your onboarding.")).toBeVisible();
    await page.goto("/register/status");
    await expect(page.getByText("Log in to see your registration status.")).toBeVisible();
  });

  test("a new learner walks the steps; the status page shows Registered, then Approved", async ({
    page,
  }) => {
    const email = freshEmail("onboarding");
    await logIn(page, "/onboarding/welcome", email);
    await expect(page.getByText("Onboarding: in progress")).toBeVisible();
    await page.getByRole("link", { name: "Start" }).click();
    await page.getByRole("link", { name: "Next: finish" }).click();
    await expect(page.getByText("You are all set")).toBeVisible();
    // The last step fires the onboarding action once it has loaded (spec 01 section 4) and the
    // page revalidates after it: a click during that revalidation may be overtaken by it.
    await expect(page.getByText("Onboarding: finished")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "See my registration status" }).click();
    await expect(page.getByRole("heading", { name: "Your registration status" })).toBeVisible();
    await expect(page.locator("[data-registration-status]")).toHaveText("Registered");
    await platformTest("update-user", { email, patch: { isWhitelisted: true } });
    await page.reload();
    await expect(page.locator("[data-registration-status]")).toHaveText("Approved");
  });

  test("join a programme with an invitation code", async ({ page }) => {
    await logIn(page, "/join-program", freshEmail("joiner"));
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Invitation code" }).fill("nope");
    await page.getByRole("button", { name: "Join programme" }).click();
    // The form says it in its alert and beside the field.
    await expect(page.getByText("This invitation code is not valid.").first()).toBeVisible();
    await page.getByRole("textbox", { name: "Invitation code" }).fill("scale-campus-2026");
    await page.getByRole("button", { name: "Join programme" }).click();
    await expect(
      page.getByText("You have joined the programme. Its sessions are now on your dashboard."),
    ).toBeVisible();
  });

  test("a course invitation: accept it; an unknown code says it was not found", async ({
    page,
  }) => {
    await page.goto("/course-invite/not-a-code");
    await expect(page.getByText("This invitation was not found").first()).toBeVisible();
    await logIn(page, "/course-invite/genai-bootcamp-team", freshEmail("invitee"));
    await waitForHydration(page);
    await page.getByRole("button", { name: "Accept invitation" }).click();
    await expect(
      page.getByText("You have joined the Applied Generative AI Bootcamp."),
    ).toBeVisible();
  });
});
