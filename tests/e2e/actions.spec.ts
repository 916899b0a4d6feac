import { expect, test, type Page } from "@playwright/test";
import { logInWithPasscode } from "./auth-support";
import { collectErrors, shoot, waitForHydration } from "./support";

/**
 * Server actions in the browser (decision 006): buttons that change data post to the page route (a fetcher with
 * JavaScript, a plain form without), their results show as toasts; the FORM widget shows server
 * field errors next to the fields and keeps what was typed; browser-only actions; an action that
 * needs login opens the login panel and runs after it.
 */

// The tests log in and enrol against one platform: one at a time. Each uses its own user, so no
// reset between them: /__test/reset drops every pending passcode, the other worker's included.
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1440, height: 900 } });

const NOTIFY_TOAST = "Got it! We’ll notify you once this program goes live.";
const ENROLLED = /^You're enrolled in .+!$/;

const actionToast = (page: Page) => page.locator("[data-action-toast] [role=status]");
const actionButton = (page: Page, type: string) =>
  page.locator(`[data-action-type="${type}"]`).first();

/** Logs a fresh user in through the login page and comes back to `path`. */
async function logInAt(page: Page, email: string, path: string) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(path)}`);
  await logInWithPasscode(page, email);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, "\\$&")}$`));
  await waitForHydration(page);
}

/**
 * The dashboard's reward, certificate and video belong to the Data Analyst Fellowship: only an
 * enrolled learner gets them (docs/security.md, entitlements). A fresh test user is enrolled here.
 */
async function enrolInDashboardCourse(email: string) {
  const port = Number(process.env.E2E_PORT ?? 3310) + 1;
  const res = await fetch(`http://127.0.0.1:${port}/__test/enrol`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, itemId: "da-fellowship" }),
  });
  if (!res.ok) throw new Error(`enrol ${email}: ${res.status} ${await res.text()}`);
}

/** What the platform stored (its test-mode read endpoints). */
async function platformGet<T>(path: string): Promise<T> {
  const port = Number(process.env.E2E_PORT ?? 3310) + 1;
  const res = await fetch(`http://127.0.0.1:${port}/__test/${path}`);
  if (!res.ok) throw new Error(`/__test/${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Clicks an action button and waits for the page action's answer. */
async function clickAndAnswer(page: Page, button: ReturnType<typeof actionButton>) {
  const answered = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/events"),
  );
  await button.click();
  await answered;
  await expect(button).toBeEnabled();
}

test("enrolling in the event toasts the platform's words, and a repeat enrols once", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const email = "actions.enrol@example.com";
  await logInAt(page, email, "/events");
  const enrol = actionButton(page, "EVENTS_ENROL");
  await clickAndAnswer(page, enrol);
  await expect(actionToast(page)).toHaveText("You're enrolled in Career Fair 2026!");
  await shoot(page, "actions-enrol-1440");
  await clickAndAnswer(page, enrol);
  await expect(actionToast(page)).toHaveText("You're enrolled in Career Fair 2026!");
  const enrolments = await platformGet<unknown[]>(`enrolments?email=${encodeURIComponent(email)}`);
  expect(JSON.stringify(enrolments).match(/career-fair-2026/g)).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("COURSE_NOTIFY toasts the spec's text", async ({ page }) => {
  await logInAt(page, "actions.notify@example.com", "/course/generative-ai-course");
  await actionButton(page, "COURSE_NOTIFY").click();
  await expect(actionToast(page)).toHaveText(NOTIFY_TOAST);
});

test("copy to clipboard toasts 'Copied to Clipboard!'", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/events");
  await waitForHydration(page);
  await actionButton(page, "CLIPBOARD_COPY").click();
  await expect(actionToast(page)).toHaveText("Copied to Clipboard!");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^Career Fair 2026, /);
});

test("mentorship refuses a LinkedIn URL that is not a profile, then enrols", async ({ page }) => {
  await logInAt(page, "actions.mentee@example.com", "/mentorship/product-management");
  const form = page.locator("form[data-form-id]").first();
  const url = form.getByLabel(/LinkedIn/);
  await url.fill("https://example.com/asha");
  await form.getByLabel("What do you want from a mentor?").fill("Practice product sense cases");
  await form.locator("button[type=submit]").click();
  await expect(url).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Enter a valid LinkedIn profile URL")).toBeVisible();
  await expect(url).toHaveValue("https://example.com/asha");
  await shoot(page, "actions-mentorship-error-1440");
  await url.fill("https://www.linkedin.com/in/asha-learner");
  await form.locator("button[type=submit]").click();
  await expect(page.locator("[data-form-success]")).toBeVisible();
});

/** Fills the application form with a bad email and phone and sends it. */
async function sendApplicationWithErrors(page: Page) {
  const form = page.locator('form[data-form-id="fellowship-application"]');
  await form.getByLabel("Full name").fill("Asha Learner");
  await form.getByLabel("Email").fill("asha@");
  await form.getByLabel("Phone number").fill("98x76");
  await form
    .getByRole("combobox", { name: /^Fellowship/ })
    .selectOption({ label: "Data Analyst Fellowship" });
  await form.getByLabel("3-5 years").check();
  await form.getByLabel("Why this fellowship, and why now?").fill("To move into analytics.");
  await form.getByLabel("I agree to be contacted about my application").check();
  await form.locator("button[type=submit]").click();
  return form;
}

async function expectErrorsAndValues(page: Page) {
  const form = page.locator('form[data-form-id="fellowship-application"]');
  const email = form.getByLabel("Email");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Invalid Email")).toBeVisible();
  await expect(form.getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Invalid Phone Number")).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveValue("Asha Learner");
  await expect(email).toHaveValue("asha@");
  await expect(form.getByLabel("Phone number")).toHaveValue("98x76");
  await expect(form.getByRole("combobox", { name: /^Fellowship/ })).toHaveValue("data-analyst");
  await expect(form.getByLabel("3-5 years")).toBeChecked();
  await expect(form.getByLabel("Why this fellowship, and why now?")).toHaveValue(
    "To move into analytics.",
  );
  await expect(form.getByLabel("I agree to be contacted about my application")).toBeChecked();
}

for (const width of [375, 1440]) {
  test(`the application form shows server field errors and keeps the values at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/apply/fellowship");
    await waitForHydration(page);
    await sendApplicationWithErrors(page);
    await expectErrorsAndValues(page);
    // Focus goes to the first field in error.
    await expect(
      page.locator('form[data-form-id="fellowship-application"]').getByLabel("Email"),
    ).toBeFocused();
    await shoot(page, `actions-application-errors-${width}`);
    const form = page.locator('form[data-form-id="fellowship-application"]');
    await form.getByLabel("Email").fill("asha@example.com");
    await form.getByLabel("Phone number").fill("9876543210");
    await form.locator("button[type=submit]").click();
    await expect(page.locator("[data-form-success]")).toHaveText(
      "Your application has been submitted. We'll be in touch with you via email.",
    );
    await shoot(page, `actions-application-sent-${width}`);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the application form shows server field errors and keeps the values", async ({ page }) => {
    await page.goto("/apply/fellowship");
    await sendApplicationWithErrors(page);
    await expect(page).toHaveURL(/\/apply\/fellowship$/);
    await expectErrorsAndValues(page);
    await shoot(page, "actions-application-errors-nojs-1440", false);
  });

  test("the certificate download is a plain form the browser saves", async ({ page }) => {
    await page.goto("/login?redirectTo=%2Fevents");
    await logInWithPasscode(page, "actions.nojs.download@example.com", { js: false });
    await enrolInDashboardCourse("actions.nojs.download@example.com");
    await page.goto("/course-dashboard/data-analyst");
    const saved = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download certificate" }).click();
    expect((await saved).suggestedFilename()).toBe("certificate.pdf");
    await expect(page).toHaveURL(/\/course-dashboard\/data-analyst$/);
  });

  test("an enrol button is a plain form whose result is the toast", async ({ page }) => {
    await page.goto("/login?redirectTo=%2Fevents");
    await logInWithPasscode(page, "actions.nojs@example.com", { js: false });
    await expect(page).toHaveURL(/\/events$/);
    await actionButton(page, "EVENTS_ENROL").click();
    await expect(actionToast(page)).toHaveText(ENROLLED);
    await shoot(page, "actions-enrol-nojs-1440", false);
  });
});

test("a logged-out enrol opens the login panel and runs after the login", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const email = "actions.replay@example.com";
  await page.goto("/events");
  await waitForHydration(page);
  await actionButton(page, "EVENTS_ENROL").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page).toHaveURL(/[?&]login=1/);
  await shoot(page, "actions-enrol-login-375", false);
  // The login helper reads the desktop header's account menu.
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInWithPasscode(page, email);
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(actionToast(page)).toHaveText("You're enrolled in Career Fair 2026!");
  await shoot(page, "actions-enrol-replayed-1440", false);
  const enrolments = await platformGet<unknown[]>(`enrolments?email=${encodeURIComponent(email)}`);
  expect(JSON.stringify(enrolments).match(/career-fair-2026/g)).toHaveLength(1);
});

test("the onboarding action runs once after /scale/onboarding loads; member approval toasts", async ({
  page,
}) => {
  const email = "actions.onboarding@example.com";
  await logInAt(page, email, "/scale/onboarding");
  interface UserActions {
    activities: { activityId: string; status: string }[];
    memberApprovals: unknown[];
  }
  const mine = () => platformGet<UserActions>(`user-actions?email=${encodeURIComponent(email)}`);
  // The page's onboardingData posts update-onboarding (fire and forget) once it has loaded.
  await expect
    .poll(async () => (await mine()).activities)
    .toContainEqual(expect.objectContaining({ activityId: "onboarding", status: "COMPLETED" }));

  const approve = page.getByRole("button", { name: "Share my profile" });
  await approve.click();
  await expect(actionToast(page)).toHaveText("Approved: hiring partners can now see your profile.");
  await expect(approve).toBeEnabled();
  await shoot(page, "actions-member-approval-1440", false);
  const after = await mine();
  expect(after.memberApprovals).toHaveLength(1);
  expect(after.activities.filter((a) => a.activityId === "onboarding")).toHaveLength(1);
});

test("the dashboard claims a reward once, updates an activity and downloads the certificate", async ({
  page,
}) => {
  const email = "actions.learning@example.com";
  // The dashboard's look keeps only the logo: log in where the header names the user.
  await logInAt(page, email, "/events");
  await enrolInDashboardCourse(email);
  await page.goto("/course-dashboard/data-analyst");
  await waitForHydration(page);
  const claim = page.getByRole("button", { name: "Claim your 7-day streak reward" });
  await claim.click();
  await expect(actionToast(page)).toHaveText("You earned the 7-day streak badge!");
  await expect(claim).toBeEnabled();
  await claim.click();
  await expect(actionToast(page)).toHaveText("Reward already claimed");

  await page.getByRole("button", { name: "Mark the Module 3 assignment done" }).click();
  await expect(actionToast(page)).toHaveText("Marked as complete");

  const saved = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download certificate" }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe("certificate.pdf");
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  const mine = await platformGet<{
    rewardClaims: unknown[];
    activities: { activityId: string; status: string }[];
  }>(`user-actions?email=${encodeURIComponent(email)}`);
  expect(mine.rewardClaims).toHaveLength(1);
  expect(mine.activities).toContainEqual(
    expect.objectContaining({ activityId: "da-module-3-assignment", status: "COMPLETED" }),
  );
});

test("a lesson video is signed when played and plays from the signed address", async ({ page }) => {
  const DASHBOARD = "/course-dashboard/data-analyst";
  const play = page.getByRole("button", { name: /^Play video: / });
  // Logged out: signing needs a login, so play opens the login panel.
  await page.goto(DASHBOARD);
  await waitForHydration(page);
  await play.click();
  await expect(page).toHaveURL(/[?&]login=1/);
  await expect(page.getByRole("dialog")).toBeVisible();

  await logInAt(page, "actions.video@example.com", "/events");
  await enrolInDashboardCourse("actions.video@example.com");
  // From here on nothing may fail (the logged-out 401 above is expected in the console).
  const errors = collectErrors(page);
  await page.goto(DASHBOARD);
  await waitForHydration(page);
  await play.click();
  const video = page.locator("[data-video-state=playing] video");
  await expect(video).toHaveAttribute(
    "src",
    /\/media\/videos\/da-module-4-intro\.webm\?Expires=\d+&Signature=[0-9a-f]{64}$/,
  );
  // The browser fetched and decoded it: the CSP allows the media host and the address is valid.
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState))
    .toBeGreaterThan(0);
  expect(await video.evaluate((el: HTMLVideoElement) => el.duration)).toBeCloseTo(4, 0);
  await video.scrollIntoViewIfNeeded();
  await shoot(page, "actions-video-1440", false);
  expect(errors).toEqual([]);
});

for (const width of [375, 1440]) {
  test(`the FORM samples in the gallery fit ${width} px and are keyboard reachable`, async ({
    page,
  }) => {
    // The gallery is the heaviest page (a chunk per widget kind), as widget-gallery.spec allows.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/dev/widgets#w-FORM");
    await waitForHydration(page);
    const form = page.locator('form[data-form-id="gallery-application"]');
    await expect(form).toBeVisible();
    const box = await form.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await form.getByLabel("Full name").focus();
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Email")).toBeFocused();
    await expect(form).toHaveAttribute("enctype", "multipart/form-data");
  });
}
