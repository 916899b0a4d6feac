import { expectOnlyCatalogueCalls } from "../../support/catalogue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type Stack } from "../../support/stack";
import { Browser, loginByOtp } from "../auth/browser";
import { NO_COURSES_TEXT } from "~/contract/commerce";

/**
 * The purchase over HTTP without JavaScript (a cookie-keeping client posting plain forms): the
 * BFF against the reference platform, as in production, with the test gateway.
 */

const EMAIL = "learner@example.com";
const CHECKOUT = "/checkout?itemId=pm-fellowship&itemType=COURSE&quantity=1";

interface TestOrder {
  id: string;
  status: string;
  amount: number;
  couponCode: string | null;
  attempts: { outcome: string; pgPaymentId: string | null }[];
}

let stack: Stack;
let browser: Browser;

async function orders(): Promise<TestOrder[]> {
  const res = await fetch(`${stack.platformUrl}/__test/orders?email=${encodeURIComponent(EMAIL)}`);
  return (await res.json()) as TestOrder[];
}

/** Posts the checkout form as the page renders it (CSRF from the last page). */
async function postCheckout(fields: Record<string, string>, path = CHECKOUT) {
  await browser.get(path);
  return browser.post(path, { csrf: browser.csrf(), ...fields });
}

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

beforeAll(async () => {
  stack = await startStack({ TRUST_PROXY: "true" });
  browser = new Browser(stack);
  browser.headers["x-forwarded-for"] = "203.0.113.77";
  const done = await loginByOtp(browser, stack, EMAIL);
  expect(done.status).toBe(200);
});
afterAll(async () => {
  await stack?.stop();
});

describe("checkout without JavaScript", () => {
  it("asks a logged-out visitor to log in first", async () => {
    const stranger = new Browser(stack);
    const res = await stranger.get(CHECKOUT);
    expect(res.status).toBe(401);
    expect(visibleText(await res.text())).toContain("You do not have access for this page");
  });

  it("shows the item priced by the platform", async () => {
    const res = await browser.get(CHECKOUT);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = visibleText(await res.text());
    expect(text).toContain("Product Manager Fellowship");
    expect(text).toContain("To pay ₹49,999");
    expect(text).toContain("Proceed to pay");
  });

  it("says an unknown item or a bad link cannot be bought", async () => {
    expect((await browser.get("/checkout?itemId=nope&itemType=COURSE")).status).toBe(404);
    expect((await browser.get("/checkout?itemId=%3Cx%3E&itemType=COURSE")).status).toBe(400);
    expect((await browser.get("/checkout?itemId=genai-bootcamp&itemType=COURSE")).status).toBe(404);
  });

  it("applies WELCOME10: the platform's new amount, the typed values kept", async () => {
    const res = await postCheckout({
      intent: "APPLY_COUPON",
      couponCode: "WELCOME10",
      mobileNumber: "9876543210",
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(visibleText(html)).toContain("To pay ₹44,999.10");
    expect(visibleText(html)).toContain("Coupon applied");
    expect(html).toContain('value="9876543210"');
    expect(html).toContain("couponCode=WELCOME10");
  });

  it("shows an expired coupon as the coupon field's error", async () => {
    const res = await postCheckout({
      intent: "APPLY_COUPON",
      couponCode: "EXPIRED5",
      company: "Acme",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(visibleText(html)).toContain("This coupon is not valid");
    expect(html).toContain('value="EXPIRED5"');
    expect(html).toContain('value="Acme"');
  });

  it("keeps the applied coupon's price after an empty phone: what is shown is charged (issue 30)", async () => {
    const applied = await postCheckout({ intent: "APPLY_COUPON", couponCode: "WELCOME10" });
    expect(visibleText(await applied.text())).toContain("To pay ₹44,999.10");
    // The form now posts to the coupon's address, with the coupon field still WELCOME10.
    const res = await postCheckout(
      { intent: "START_CHECKOUT", countryCode: "+91", mobileNumber: "", couponCode: "WELCOME10" },
      `${CHECKOUT}&couponCode=WELCOME10`,
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    const text = visibleText(html);
    expect(text).toContain("This field is required");
    expect(text).not.toContain("Invalid Phone Number");
    expect(text).toContain("Discount (WELCOME10)");
    expect(text).toContain("To pay ₹44,999.10");
    expect(text).toContain("You will confirm the payment of ₹44,999.10");
    expect(html).toContain('value="WELCOME10"');
    expect(await orders()).toHaveLength(0);
  });

  it('refuses a bad mobile number with "Invalid Phone Number", creating nothing', async () => {
    const res = await postCheckout({
      intent: "START_CHECKOUT",
      countryCode: "+91",
      mobileNumber: "12ab",
    });
    expect(res.status).toBe(400);
    expect(visibleText(await res.text())).toContain("Invalid Phone Number");
    expect(await orders()).toHaveLength(0);
  });

  it("refuses forged, malformed and oversized posts with 4xx, never 500, creating nothing", async () => {
    await browser.get(CHECKOUT);
    const csrf = browser.csrf();
    const answers = await Promise.all([
      browser.post(CHECKOUT, { intent: "START_CHECKOUT", mobileNumber: "9876543210" }),
      browser.post(CHECKOUT, { csrf, intent: "DROP_TABLES", mobileNumber: "9876543210" }),
      browser.post(CHECKOUT, { csrf, intent: "START_CHECKOUT", mobileNumber: "9".repeat(200) }),
      browser.post(CHECKOUT, {
        csrf,
        intent: "START_CHECKOUT",
        countryCode: "+0",
        mobileNumber: "9876543210",
      }),
      browser.post(CHECKOUT, {
        csrf,
        intent: "START_CHECKOUT",
        mobileNumber: "9876543210",
        couponCode: "'; --",
      }),
      browser.post("/checkout?itemId=pm-fellowship&itemType=COURSE&quantity=99", {
        csrf,
        intent: "START_CHECKOUT",
        mobileNumber: "9876543210",
      }),
      browser.post(CHECKOUT, {
        csrf,
        intent: "START_CHECKOUT",
        mobileNumber: "9876543210",
        firstName: "x".repeat(70_000),
      }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([403, 400, 400, 400, 400, 400, 413]);
    expect(await orders()).toHaveLength(0);
  });
});

describe("ordering and paying on the test gateway", () => {
  let orderId = "";

  it("creates one order however often the form is sent", async () => {
    const fields = {
      intent: "START_CHECKOUT",
      countryCode: "+91",
      mobileNumber: "98765 43210",
      firstName: "Asha",
      couponCode: "WELCOME10",
      amount: "100",
    };
    const first = await postCheckout(fields, `${CHECKOUT}&couponCode=WELCOME10`);
    const second = await postCheckout(fields, `${CHECKOUT}&couponCode=WELCOME10`);
    expect(first.status).toBe(302);
    const location = first.headers.get("location") ?? "";
    expect(location).toMatch(/^\/payment\?orderId=[\w.:-]+$/);
    expect(second.headers.get("location")).toBe(location);
    orderId = new URL(location, "http://x.invalid").searchParams.get("orderId")!;
    const stored = await orders();
    expect(stored).toHaveLength(1);
    // The amount is the platform's (10 % off), whatever the browser sent.
    expect(stored[0]).toMatchObject({
      id: orderId,
      status: "CREATED",
      amount: 4499910,
      couponCode: "WELCOME10",
    });
  });

  it("shows the order on /payment and hands over to the gateway", async () => {
    const res = await browser.get(`/payment?orderId=${orderId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(visibleText(html)).toContain("Pay ₹44,999.10");
    expect(html).toContain(`href="/payment/test-gateway?orderId=${orderId}"`);
  });

  it("a failed payment is reported; the order stays open to try again", async () => {
    const gateway = `/payment/test-gateway?orderId=${orderId}`;
    const page = await browser.get(gateway);
    expect(visibleText(await page.text())).toContain("Test payment gateway");
    const failed = await browser.post(gateway, { csrf: browser.csrf(), intent: "GATEWAY_FAIL" });
    expect(failed.status).toBe(302);
    expect(failed.headers.get("location")).toBe(`/payment?orderId=${orderId}&payment=failed`);
    const shown = await browser.follow(failed);
    const text = visibleText(await shown.text());
    expect(text).toContain("Payment failed");
    expect(text).toContain("Try again");
    const [order] = await orders();
    expect(order.status).toBe("CREATED");
    expect(order.attempts.map((a) => a.outcome)).toEqual(["FAILED"]);
  });

  it("pays once, however often Pay is pressed, and lands on the order page", async () => {
    const gateway = `/payment/test-gateway?orderId=${orderId}`;
    await browser.get(gateway);
    const csrf = browser.csrf();
    const [a, b] = await Promise.all([
      browser.post(gateway, { csrf, intent: "GATEWAY_PAY" }),
      browser.post(gateway, { csrf, intent: "GATEWAY_PAY" }),
    ]);
    expect(a.headers.get("location")).toBe(`/order/${orderId}`);
    expect(b.headers.get("location")).toBe(`/order/${orderId}`);
    const [order] = await orders();
    expect(order.status).toBe("PAID");
    expect(order.attempts.filter((x) => x.outcome === "SUCCESS")).toHaveLength(1);
    expect(order.attempts.find((x) => x.outcome === "SUCCESS")?.pgPaymentId).toMatch(/^pay_/);
  });

  it("sends a paid order's payment step and gateway to the order page", async () => {
    for (const path of [
      `/payment?orderId=${orderId}`,
      `/payment/test-gateway?orderId=${orderId}`,
    ]) {
      const res = await browser.get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/order/${orderId}`);
    }
  });

  it("My Courses lists what this learner owns, from the platform's data (issue 30)", async () => {
    const res = await browser.get("/my-courses");
    expect(res.status).toBe(200);
    const text = visibleText(await res.text());
    expect(text).toContain("Product Manager Fellowship");
    // The seeded learner's own enrolment, and nobody's fixed cards.
    expect(text).toContain("Data Analyst Fellowship");
    expect(text).not.toContain("Applied Generative AI Bootcamp");
    expect(text).not.toContain(NO_COURSES_TEXT);
    const other = new Browser(stack);
    other.headers["x-forwarded-for"] = "203.0.113.79";
    await loginByOtp(other, stack, "rise@example.com");
    const empty = visibleText(await (await other.get("/my-courses")).text());
    expect(empty).toContain(NO_COURSES_TEXT);
    expect(empty).not.toContain("Product Manager Fellowship");
  });

  it("tells the owner at checkout, with a link to the programme, and orders nothing (issue 30)", async () => {
    const res = await browser.get(CHECKOUT);
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(visibleText(html)).toContain("You already own this programme");
    expect(html).toContain('href="/course-dashboard/product-management"');
    expect(html).toContain('href="/my-courses"');
    const before = (await orders()).length;
    await browser.get("/orders");
    const again = await browser.post(CHECKOUT, {
      csrf: browser.csrf(),
      intent: "START_CHECKOUT",
      mobileNumber: "9876543210",
    });
    expect(again.status).toBe(409);
    expect(visibleText(await again.text())).toContain("You already own this programme");
    expect(await orders()).toHaveLength(before);
  });

  it("refuses a confirmation with a wrong signature with the platform's words", async () => {
    // Another programme: the fellowship is owned now.
    const workshop = "/checkout?itemId=sql-workshop&itemType=WORKSHOP&quantity=1";
    const placed = await postCheckout(
      { intent: "START_CHECKOUT", mobileNumber: "9876543210" },
      workshop,
    );
    const next = new URL(placed.headers.get("location")!, "http://x.invalid").searchParams.get(
      "orderId",
    )!;
    expect(next).not.toBe(orderId);
    const pay = `/payment?orderId=${next}`;
    // The hosted checkout posts with the page's token; the test gateway's page has no form.
    await browser.get(workshop);
    const res = await browser.post(pay, {
      csrf: browser.csrf(),
      intent: "PAYMENT_CONFIRM",
      orderId: next,
      pgPaymentId: "pay_forged",
      pgCreationId: "order_forged",
      pgSignature: "0".repeat(64),
    });
    expect(res.status).toBe(400);
    expect(visibleText(await res.text())).toContain("Payment verification failed");
    expect((await orders()).find((o) => o.id === next)?.status).toBe("CREATED");
  });

  it("does not show another user's order", async () => {
    const other = new Browser(stack);
    other.headers["x-forwarded-for"] = "203.0.113.78";
    await loginByOtp(other, stack, "rise@example.com");
    expect((await other.get(`/payment?orderId=${orderId}`)).status).toBe(404);
  });
});

// Last in this file: everything above reached the platform through catalogue entries only.
it("the BFF called only entries of the call catalogue", async () => {
  const seen = await expectOnlyCatalogueCalls(stack.platformUrl);
  expect(seen.length).toBeGreaterThan(0);
});
