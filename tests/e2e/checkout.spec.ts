import { expect, test, type Page } from "@playwright/test";
import { logInWithPasscode } from "./auth-support";
import { collectErrors, shoot, waitForHydration } from "./support";

/**
 * The purchase in the browser (decision 006): "Buy now" on the course page, /checkout, the payment
 * step and the local test gateway, the order page and /orders; the same without JavaScript; a
 * failed payment; a double click that orders and pays once; the WELCOME10 coupon.
 */

// One platform for all: one purchase at a time.
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1440, height: 900 } });

const PLATFORM = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3310) + 1}`;
const COURSE = "/course/product-management-course";
const CHECKOUT = "/checkout?itemId=pm-fellowship&itemType=COURSE&quantity=1";
const FULL = "₹49,999";
const WITH_WELCOME10 = "₹44,999.10";
// Its own user: the seeded learner logs in at the same time in auth.spec.ts (the other worker),
// and the two would share the learner's passcode limits.
const BUYER = "checkout.buyer@example.com";

interface TestOrder {
  id: string;
  status: string;
  amount: number;
  couponCode: string | null;
  attempts: { outcome: string; pgPaymentId: string | null }[];
}

/** The buyer's orders as the platform stored them (test mode only). */
async function ordersOf(email: string): Promise<TestOrder[]> {
  const res = await fetch(`${PLATFORM}/__test/orders?email=${encodeURIComponent(email)}`);
  expect(res.ok).toBe(true);
  return (await res.json()) as TestOrder[];
}

const successes = (order: TestOrder) => order.attempts.filter((a) => a.outcome === "SUCCESS");

/**
 * Logs in through the login page (back on the course page, whose full header names the user;
 * the checkout look keeps only the logo), then opens `path`.
 */
async function logInAt(page: Page, email: string, path: string, { js = true } = {}) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(COURSE)}`);
  await logInWithPasscode(page, email, { js });
  await expect(page).toHaveURL((url) => url.pathname === COURSE);
  if (path !== COURSE) await page.goto(path);
  if (js) await waitForHydration(page);
}

const orderIdOf = (page: Page) => new URL(page.url()).searchParams.get("orderId") ?? "";

/** /checkout: the mobile number, then "Proceed to pay"; answers the order id of /payment. */
async function proceedToPay(page: Page, mobile = "9876543210") {
  await page.getByRole("textbox", { name: "Mobile number" }).fill(mobile);
  await page.getByRole("button", { name: "Proceed to pay" }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=/);
  return orderIdOf(page);
}

/** /payment to the test gateway, then "Pay": answers at the order page. */
async function payOnGateway(page: Page, amount: string, orderId: string) {
  await page.getByRole("link", { name: `Pay ${amount}` }).click();
  await expect(page.getByRole("heading", { name: "Test payment gateway" })).toBeVisible();
  await page.getByRole("button", { name: `Pay ${amount}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
}

test("buys the fellowship end to end: course page, checkout, test gateway, order, orders", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await logInAt(page, BUYER, COURSE);
  await page.locator('[data-action-type="START_CHECKOUT"]').first().click();
  await expect(page).toHaveURL(/\/checkout\?itemId=pm-fellowship&itemType=COURSE&quantity=1$/);
  await expect(page.getByText("Product Manager Fellowship").first()).toBeVisible();
  await expect(page.getByTestId("checkout-total")).toContainText(FULL);
  // Checkout-style look: the footer is gone.
  await expect(page.locator("footer")).toHaveCount(0);
  await shoot(page, "checkout-1440");

  const orderId = await proceedToPay(page);
  await expect(page.getByTestId("payment-total")).toContainText(FULL);
  await shoot(page, "payment-1440");
  await page.getByRole("link", { name: `Pay ${FULL}` }).click();
  await expect(page.getByRole("heading", { name: "Test payment gateway" })).toBeVisible();
  await shoot(page, "payment-gateway-1440");
  await page.getByRole("button", { name: `Pay ${FULL}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByText("Paid").first()).toBeVisible();

  await page.goto("/orders");
  await expect(page.getByText(`Order ${orderId}`)).toBeVisible();
  const [order] = await ordersOf(BUYER);
  expect(order).toMatchObject({ id: orderId, status: "PAID", amount: 4999900 });
  expect(successes(order)).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("applies WELCOME10 on a phone: the invalid coupon and phone errors, then the new amount", async ({
  page,
}) => {
  const email = "checkout.coupon@example.com";
  await logInAt(page, email, CHECKOUT);
  await page.setViewportSize({ width: 375, height: 812 });
  const coupon = page.getByRole("textbox", { name: "Coupon code (optional)" });
  const mobile = page.getByRole("textbox", { name: "Mobile number" });
  await mobile.fill("12ab");
  await page.getByRole("button", { name: "Proceed to pay" }).click();
  await expect(page.getByText("Invalid Phone Number")).toBeVisible();
  await expect(mobile).toHaveAttribute("aria-invalid", "true");

  await mobile.fill("9876543210");
  await coupon.fill("EXPIRED5");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("This coupon is not valid")).toBeVisible();
  await expect(coupon).toHaveValue("EXPIRED5");
  await expect(mobile).toHaveValue("9876543210");
  await expect(page.getByTestId("checkout-total")).toContainText(FULL);

  await coupon.fill("WELCOME10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(`Coupon applied: you pay ${WITH_WELCOME10}`)).toBeVisible();
  await expect(page.getByTestId("checkout-total")).toContainText(WITH_WELCOME10);
  await expect(mobile).toHaveValue("9876543210");
  await shoot(page, "checkout-375");
  // Nothing is wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole("button", { name: "Proceed to pay" }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=/);
  const orderId = orderIdOf(page);
  await expect(page.getByTestId("payment-total")).toContainText(WITH_WELCOME10);
  await shoot(page, "payment-375");
  await page.getByRole("link", { name: `Pay ${WITH_WELCOME10}` }).click();
  await expect(page.getByRole("heading", { name: "Test payment gateway" })).toBeVisible();
  await shoot(page, "payment-gateway-375");
  await page.getByRole("button", { name: `Pay ${WITH_WELCOME10}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  const [order] = await ordersOf(email);
  expect(order).toMatchObject({ status: "PAID", amount: 4499910, couponCode: "WELCOME10" });
});

test("a failed payment says so, keeps the order open, and a retry pays it", async ({ page }) => {
  const email = "checkout.fail@example.com";
  await logInAt(page, email, CHECKOUT);
  const orderId = await proceedToPay(page);
  await page.getByRole("link", { name: `Pay ${FULL}` }).click();
  await page.getByRole("button", { name: "Fail payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?orderId=${orderId}&payment=failed$`));
  await expect(page.getByRole("alert").filter({ hasText: "Payment failed" })).toBeVisible();
  await shoot(page, "payment-failed-1440");
  let [order] = await ordersOf(email);
  expect(order.status).toBe("CREATED");
  expect(order.attempts.map((a) => a.outcome)).toEqual(["FAILED"]);

  await page.getByRole("link", { name: "Try again" }).click();
  await page.getByRole("button", { name: `Pay ${FULL}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  [order] = await ordersOf(email);
  expect(order.status).toBe("PAID");
  expect(order.attempts.map((a) => a.outcome)).toEqual(["FAILED", "SUCCESS"]);
});

test("a double click on Proceed to pay and on Pay orders once and pays once", async ({ page }) => {
  const email = "checkout.double@example.com";
  await logInAt(page, email, CHECKOUT);
  await page.getByRole("textbox", { name: "Mobile number" }).fill("9876543210");
  await page.getByRole("button", { name: "Proceed to pay" }).dblclick();
  await expect(page).toHaveURL(/\/payment\?orderId=/);
  const orderId = orderIdOf(page);
  await waitForHydration(page);
  await page.getByRole("link", { name: `Pay ${FULL}` }).click();
  await expect(page.getByRole("heading", { name: "Test payment gateway" })).toBeVisible();
  await page.getByRole("button", { name: `Pay ${FULL}` }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  const orders = await ordersOf(email);
  expect(orders).toHaveLength(1);
  expect(orders[0].status).toBe("PAID");
  expect(successes(orders[0])).toHaveLength(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("buys the fellowship up to and through the test gateway", async ({ page }) => {
    const email = "checkout.nojs@example.com";
    await logInAt(page, email, COURSE, { js: false });
    await page.getByRole("button", { name: "Buy now" }).first().click();
    await expect(page).toHaveURL(/\/checkout\?itemId=pm-fellowship&itemType=COURSE&quantity=1$/);

    const coupon = page.getByRole("textbox", { name: "Coupon code (optional)" });
    await page.getByRole("textbox", { name: "Mobile number" }).fill("9876543210");
    await coupon.fill("WELCOME10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("checkout-total")).toContainText(WITH_WELCOME10);
    await expect(page.getByRole("textbox", { name: "Mobile number" })).toHaveValue("9876543210");
    await shoot(page, "checkout-nojs-1440", false);

    const orderId = await proceedToPay(page);
    await shoot(page, "payment-nojs-1440", false);
    await payOnGateway(page, WITH_WELCOME10, orderId);
    await page.goto("/orders");
    await expect(page.getByText(`Order ${orderId}`)).toBeVisible();
    const orders = await ordersOf(email);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: "PAID", amount: 4499910 });
  });
});
