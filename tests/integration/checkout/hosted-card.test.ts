import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type Stack } from "../../support/stack";
import { Browser, loginByOtp } from "../auth/browser";

/**
 * PAYMENT_PROVIDER=hosted-card: the payment step is the provider's script (allowed in the CSP
 * for its origin only in this mode), the test gateway does not exist, and the provider's
 * success and failure callbacks post to /payment as plain forms.
 */

const SCRIPT = "https://checkout.provider.test/v1/checkout.js";
const CHECKOUT = "/checkout?itemId=pm-fellowship&itemType=COURSE&quantity=1";

let stack: Stack;
let browser: Browser;
let orderId = "";

beforeAll(async () => {
  stack = await startStack({
    TRUST_PROXY: "true",
    PAYMENT_PROVIDER: "hosted-card",
    PAYMENT_SCRIPT_URL: SCRIPT,
    PAYMENT_KEY_ID: "key_test_123",
  });
  browser = new Browser(stack);
  browser.headers["x-forwarded-for"] = "203.0.113.93";
  await loginByOtp(browser, stack, "rise@example.com");
  await browser.get(CHECKOUT);
  const placed = await browser.post(CHECKOUT, {
    csrf: browser.csrf(),
    intent: "START_CHECKOUT",
    mobileNumber: "9876543210",
  });
  orderId = new URL(placed.headers.get("location")!, "http://x.invalid").searchParams.get(
    "orderId",
  )!;
});
afterAll(async () => {
  await stack?.stop();
});

describe("the hosted card provider", () => {
  it("allows the provider's origin in the CSP and renders its Pay button", async () => {
    const res = await browser.get(`/payment?orderId=${orderId}`);
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(
      /script-src 'self' 'nonce-[^']+' 'wasm-unsafe-eval' https:\/\/checkout\.provider\.test;/,
    );
    expect(csp).toMatch(/frame-src 'self' [^;]*https:\/\/checkout\.provider\.test/);
    const html = await res.text();
    expect(html).toMatch(/<button type="button"[^>]*>Pay ₹49,999<\/button>/);
    expect(html).not.toContain("/payment/test-gateway");
  });

  it("has no test gateway", async () => {
    expect((await browser.get(`/payment/test-gateway?orderId=${orderId}`)).status).toBe(404);
  });

  it("posts the provider's failure as the error report; the order stays open", async () => {
    const stored = async () => {
      const res = await fetch(`${stack.platformUrl}/__test/orders?email=rise%40example.com`);
      return (
        (await res.json()) as {
          id: string;
          creationId: string;
          status: string;
          attempts: { outcome: string; code: string | null }[];
        }[]
      ).find((o) => o.id === orderId)!;
    };
    const { creationId } = await stored();
    await browser.get(CHECKOUT);
    const res = await browser.post(`/payment?orderId=${orderId}`, {
      csrf: browser.csrf(),
      intent: "PAYMENT_ERROR",
      orderId,
      pgPaymentId: "pay_declined1",
      pgCreationId: creationId,
      code: "BAD_REQUEST_ERROR",
      message: "Your card was declined",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/payment?orderId=${orderId}&payment=failed`);
    const order = await stored();
    expect(order.status).toBe("CREATED");
    expect(order.attempts).toMatchObject([{ outcome: "FAILED", code: "BAD_REQUEST_ERROR" }]);
  });
});
