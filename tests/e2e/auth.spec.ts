import { expect, test, type Page } from "@playwright/test";
import { logInWithPasscode, mainNav, platformTest } from "./auth-support";
import { collectErrors, shoot, waitForHydration } from "./support";

const NO_ACCESS = "You do not have access for this page";

// The tests share the platform's users and, in the two-tab test, its clock: one at a time.
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1440, height: 900 } });
// Fresh platform rate limits for the users of this file only: the other worker's logins go on.
const OWN_USERS = ["learner", "rise", "scale", "admin", "portfolio", "noinfo"].map(
  (name) => `${name}@example.com`,
);
test.afterEach(async () => {
  await platformTest("reset", { identities: OWN_USERS });
});

async function openProfileMenu(page: Page, firstName: string) {
  await mainNav(page)
    .getByRole("button", { name: `Account menu for ${firstName}` })
    .hover();
  const menu = page.getByTestId("profile-menu");
  await expect(menu).toBeVisible();
  return menu;
}

test("a protected page asks for login, lands back on it, and log out ends the session", async ({
  page,
}) => {
  const errors = collectErrors(page, { allow404: true });
  const response = await page.goto("/my-courses");
  expect(response?.status()).toBe(401);
  await expect(page.getByText(NO_ACCESS)).toBeVisible();
  await shoot(page, "login-required-1440");
  await logInWithPasscode(page, "learner@example.com");
  await expect(page).toHaveURL(/\/my-courses$/);
  await expect(page.getByText("Welcome back, Asha")).toBeVisible();
  const menu = await openProfileMenu(page, "Asha");
  await expect(menu.getByText("learner@example.com")).toBeVisible();
  await menu.getByRole("button", { name: "Log out" }).click();
  await expect(mainNav(page).getByRole("link", { name: "Login" })).toBeVisible();
  await page.goto("/my-courses");
  await expect(page.getByText(NO_ACCESS)).toBeVisible();
  expect(errors.filter((e) => !e.includes("status of 401"))).toEqual([]);
});

test("the login dialog over a public page keeps the visitor on that page", async ({ page }) => {
  await page.goto("/reviews?login=1");
  await expect(page.getByRole("dialog")).toBeVisible();
  await shoot(page, "login-dialog-1440");
  await logInWithPasscode(page, "rise@example.com");
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(mainNav(page).getByRole("button", { name: "Account menu for Rohan" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("log in by passcode and out again", async ({ page }) => {
    await page.goto("/my-courses");
    await expect(page.getByText(NO_ACCESS)).toBeVisible();
    await logInWithPasscode(page, "learner@example.com", { js: false });
    await expect(page).toHaveURL(/\/my-courses$/);
    await expect(page.getByText("Welcome back, Asha")).toBeVisible();
    await shoot(page, "my-courses-nojs-1440", false);
    const menu = await openProfileMenu(page, "Asha");
    await menu.getByRole("button", { name: "Log out" }).click();
    await expect(mainNav(page).getByRole("link", { name: "Login" })).toBeVisible();
  });

  test("a wrong email is refused with the spec's text and the typed value is kept", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByRole("textbox", { name: "Email" }).fill("not-an-email");
    await page.getByRole("button", { name: "Send passcode" }).click();
    await expect(page.getByText("Invalid Email")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("not-an-email");
  });
});

const ROLES = [
  { email: "learner@example.com", name: "Asha", refer: false, portfolio: false },
  { email: "rise@example.com", name: "Rohan", refer: true, portfolio: false },
  { email: "scale@example.com", name: "Sara", refer: true, portfolio: false },
  { email: "admin@example.com", name: "Aditi", refer: true, portfolio: false },
  { email: "portfolio@example.com", name: "Priya", refer: false, portfolio: true },
  { email: "noinfo@example.com", name: "Me", refer: false, portfolio: false },
];

for (const role of ROLES) {
  test(`${role.email} sees exactly the header entries of its role`, async ({ page }) => {
    await page.goto("/login");
    await logInWithPasscode(page, role.email);
    await page.goto("/");
    await waitForHydration(page);
    const menu = await openProfileMenu(page, role.name);
    await expect(menu.getByRole("link", { name: "My Courses" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "My Orders" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Log out" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Refer" })).toHaveCount(role.refer ? 1 : 0);
    await expect(menu.getByRole("link", { name: "Portfolio" })).toHaveCount(role.portfolio ? 1 : 0);
    if (role.email === "admin@example.com") await shoot(page, "profile-menu-admin-1440");
  });
}

test("an admin route answers only to admins", async ({ page }) => {
  await page.goto("/login");
  await logInWithPasscode(page, "learner@example.com");
  const asLearner = await page.goto("/admin");
  expect(asLearner?.status()).toBe(403);
  await expect(page.getByText(NO_ACCESS)).toBeVisible();
});

test("two tabs: a 401 in one logs the other out, a state change refreshes both", async ({
  context,
}) => {
  const tabA = await context.newPage();
  await tabA.goto("/login");
  await logInWithPasscode(tabA, "learner@example.com");
  const tabB = await context.newPage();
  await tabB.goto("/reviews");
  await waitForHydration(tabB);
  await expect(mainNav(tabB).getByRole("button", { name: "Account menu for Asha" })).toBeVisible();

  // The user's state changes upstream: the next answer in tab A carries a new hash.
  await platformTest("update-user", {
    email: "learner@example.com",
    patch: { firstName: "Ashwini" },
  });
  await tabA.goto("/");
  await expect(
    mainNav(tabA).getByRole("button", { name: "Account menu for Ashwini" }),
  ).toBeVisible();
  await expect(
    mainNav(tabB).getByRole("button", { name: "Account menu for Ashwini" }),
  ).toBeVisible();

  // The user's tokens expire: tab A's next call gets a 401, and tab B hears of it without a
  // reload. (Only this user's: moving the platform's clock would log out the other worker too.)
  await platformTest("expire-token", { email: "learner@example.com" });
  await tabA.goto("/about-us");
  await expect(mainNav(tabA).getByRole("link", { name: "Login" })).toBeVisible();
  await expect(mainNav(tabB).getByRole("link", { name: "Login" })).toBeVisible();
  await platformTest("update-user", { email: "learner@example.com", patch: { firstName: "Asha" } });
});
