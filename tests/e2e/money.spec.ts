import { expect, test, type Page } from "@playwright/test";
import { ALREADY_OWNED_TEXT, NO_COURSES_TEXT } from "~/contract/commerce";
import { REQUIRED } from "~/contract/field-texts";
import { freshEmail, logInWithPasscode } from "./auth-support";
import { shoot, waitForHydration } from "./support";

/**
 * Issue 30, "money": what the checkout shows is what it charges (an applied coupon survives a
 * refused Proceed to pay, an empty phone is "required"), an owner is never sold the programme
 * again, and My Courses lists what this user bought, from the platform's data.
 */

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1440, height: 900 } });

const COURSE = "/course/product-management-course";
const CHECKOUT = "/checkout?itemId=pm-fellowship&itemType=COURSE&quantity=1";
const DASHBOARD = "/course-dashboard/product-management";
const WITH_WELCOME10 = "₹44,999.10";
const BUYER = freshEmail("money.buyer");
const WIDTHS = [375, 1440] as const;

async function logInAt(page: Page, email: string, path: string) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(COURSE)}`);
  await logInWithPasscode(page, email);
  await expect(page).toHaveURL((url) => url.pathname === COURSE);
  if (path !== COURSE) await page.goto(path);
  await waitForHydration(page);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of WIDTHS) {
  test(`at ${width} px an applied WELCOME10 stays in the summary after an empty phone`, async ({
    page,
  }) => {
    // Logged in at desktop width (the header's account menu), then the width under test.
    await logInAt(page, freshEmail(`money.coupon${width}`), CHECKOUT);
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const coupon = page.getByRole("textbox", { name: "Coupon code (optional)" });
    const mobile = page.getByRole("textbox", { name: "Mobile number" });
    await coupon.fill("WELCOME10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("checkout-total")).toContainText(WITH_WELCOME10);

    // The phone left empty: the error, and the summary still the coupon's price.
    await mobile.fill("");
    await page.getByRole("button", { name: "Proceed to pay" }).click();
    await expect(page.locator("#checkout-mobileNumber-error")).toHaveText(REQUIRED);
    await expect(page.getByText("Invalid Phone Number")).toHaveCount(0);
    await expect(mobile).toHaveAttribute("aria-invalid", "true");
    await expect(coupon).toHaveValue("WELCOME10");
    await expect(page.getByTestId("checkout-total")).toContainText(WITH_WELCOME10);
    await expect(page.getByText("Discount (WELCOME10)")).toBeVisible();
    await expect(page.getByText(`You will confirm the payment of ${WITH_WELCOME10}`)).toBeVisible();
    await noSidewaysScroll(page);
    await shoot(page, `money-coupon-required-${width}`);

    // And what was shown is what the next step charges.
    await mobile.fill("9876543210");
    await page.getByRole("button", { name: "Proceed to pay" }).click();
    await expect(page).toHaveURL(/\/payment\?orderId=/);
    await expect(page.getByTestId("payment-total")).toContainText(WITH_WELCOME10);
  });
}

test("a buyer who pays gets Go to course on the course page, and the dashboard behind it", async ({
  page,
}) => {
  await logInAt(page, BUYER, CHECKOUT);
  await page.getByRole("textbox", { name: "Mobile number" }).fill("9876543210");
  await page.getByRole("button", { name: "Proceed to pay" }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=/);
  await page.getByRole("link", { name: "Pay ₹49,999" }).click();
  await page.getByRole("button", { name: "Pay ₹49,999" }).click();
  await expect(page).toHaveURL(/\/order\/ord_/);
  await expect(page.getByText("Your programme is waiting in My Courses.")).toBeVisible();

  // Issue 44: the course page says it is theirs; no "Buy now", no part payment.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(COURSE);
    await waitForHydration(page);
    await expect(page.locator('[data-action-type="START_CHECKOUT"]')).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Pay in parts" })).toHaveCount(0);
    await expect(page.getByText("The Product Manager Fellowship is yours")).toBeVisible();
    // The title's own link: in view on arrival, on a phone too.
    await expect(page.getByRole("link", { name: "Go to course" }).first()).toBeInViewport();
    await noSidewaysScroll(page);
    await shoot(page, `money-owned-course-${width}`);
  }
  await page.getByRole("link", { name: "Go to course" }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === DASHBOARD);
  await expect(page.getByRole("heading", { name: "Learning plan" })).toBeVisible();

  // A checkout link from elsewhere still says it is owned, and leads to the dashboard too.
  await page.goto(CHECKOUT);
  await expect(page.getByText(ALREADY_OWNED_TEXT)).toBeVisible();
  await expect(page.getByRole("button", { name: "Proceed to pay" })).toHaveCount(0);
  await page.getByRole("link", { name: "Go to the programme" }).click();
  await expect(page).toHaveURL((url) => url.pathname === DASHBOARD);
});

test("My Courses lists what this user bought; a new user sees the empty state", async ({
  page,
}) => {
  await logInAt(page, BUYER, "/my-courses");
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto("/my-courses");
    await expect(page.getByText("Product Manager Fellowship").first()).toBeVisible();
    await expect(page.getByText("Data Analyst Fellowship")).toHaveCount(0);
    await expect(page.getByText("Applied Generative AI Bootcamp")).toHaveCount(0);
    await expect(page.getByText(NO_COURSES_TEXT)).toHaveCount(0);
    await noSidewaysScroll(page);
    await shoot(page, `money-my-courses-${width}`);
  }
  // Open leads to the course itself, not back to its sales page (issue 44).
  await page.getByRole("link", { name: "Open" }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === DASHBOARD);

  await page.context().clearCookies();
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAt(page, freshEmail("money.nobody"), "/my-courses");
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto("/my-courses");
    await expect(page.getByText(NO_COURSES_TEXT)).toBeVisible();
    await expect(page.getByText("Data Analyst Fellowship")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Browse programmes" }).first()).toBeVisible();
    await shoot(page, `money-my-courses-empty-${width}`);
  }
});
