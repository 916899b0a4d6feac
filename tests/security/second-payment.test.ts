import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALREADY_OWNED_TEXT } from "~/contract/commerce";
import { Browser, loginByOtp } from "../integration/auth/browser";
import { platformToken } from "../integration/actions/platform";
import { startStack, STACK_GATEWAY_SECRET, type Stack } from "../support/stack";

/**
 * Issue 30, "nobody pays twice": scale@ bought the PM fellowship, pressed Buy now again and paid
 * again: two paid orders of one programme. Here every page of the purchase is posted directly
 * (no JavaScript, no page in between, a correctly signed provider confirmation included) for a
 * programme the learner owns: the BFF refuses before it orders or forwards a payment, and the
 * platform refuses on its own (409 ALREADY_OWNED); one paid order stays the only one.
 */

const EMAIL = "scale@example.com";
const CHECKOUT = "/checkout?itemId=pm-fellowship&itemType=COURSE&quantity=1";

interface TestOrder {
  id: string;
  status: string;
  creationId?: string;
  attempts: { outcome: string }[];
}

let stack: Stack;
let browser: Browser;

async function orders(): Promise<TestOrder[]> {
  const res = await fetch(`${stack.platformUrl}/__test/orders?email=${encodeURIComponent(EMAIL)}`);
  return (await res.json()) as TestOrder[];
}

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

/** Proceed to pay, posted directly; answers the new order's id (or the refusal). */
async function proceed(path: string) {
  await browser.get(CHECKOUT);
  return browser.post(path, {
    csrf: browser.csrf(),
    intent: "START_CHECKOUT",
    countryCode: "+91",
    mobileNumber: "9876543210",
    couponCode: path.includes("WELCOME10") ? "WELCOME10" : "",
  });
}

const orderIdOf = (res: Response) =>
  new URL(res.headers.get("location") ?? "", "http://x.invalid").searchParams.get("orderId")!;

beforeAll(async () => {
  stack = await startStack({ TRUST_PROXY: "true" });
  browser = new Browser(stack);
  browser.headers["x-forwarded-for"] = "203.0.113.91";
  expect((await loginByOtp(browser, stack, EMAIL)).status).toBe(200);
});
afterAll(async () => {
  await stack?.stop();
});

describe("a second payment for a programme the learner owns", () => {
  let first = "";
  let second = "";
  let secondCreationId = "";

  it("two open orders of the programme, then the first is paid", async () => {
    const a = await proceed(CHECKOUT);
    const b = await proceed(`${CHECKOUT}&couponCode=WELCOME10`);
    expect([a.status, b.status]).toEqual([302, 302]);
    first = orderIdOf(a);
    second = orderIdOf(b);
    expect(second).not.toBe(first);
    const gateway = `/payment/test-gateway?orderId=${first}`;
    await browser.get(gateway);
    const paid = await browser.post(gateway, { csrf: browser.csrf(), intent: "GATEWAY_PAY" });
    expect(paid.headers.get("location")).toBe(`/order/${first}`);
    // The provider's order id of the other open order, as a forger would read it off its page.
    const details = await fetch(`${stack.platformUrl}/api/v1/order/details`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "auth-header": await platformToken(stack, EMAIL),
      },
      body: JSON.stringify({ orderId: second }),
    });
    secondCreationId = ((await details.json()) as { orderCreationId: string }).orderCreationId;
    expect(secondCreationId).toMatch(/^order_/);
  });

  it("Buy now again: the checkout page says it is owned, with a link to it", async () => {
    const res = await browser.get(CHECKOUT);
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(text(html)).toContain(ALREADY_OWNED_TEXT);
    expect(html).toContain('href="/course-dashboard/product-management"');
    expect(text(html)).not.toContain("Proceed to pay");
  });

  it("Proceed to pay posted directly is refused; no order is made", async () => {
    const before = (await orders()).length;
    await browser.get("/orders");
    const res = await browser.post(CHECKOUT, {
      csrf: browser.csrf(),
      intent: "START_CHECKOUT",
      mobileNumber: "9876543210",
    });
    expect(res.status).toBe(409);
    expect(text(await res.text())).toContain(ALREADY_OWNED_TEXT);
    expect(await orders()).toHaveLength(before);
  });

  it("the other open order: its payment step and gateway say it is owned; Pay posted is refused", async () => {
    for (const path of [`/payment?orderId=${second}`, `/payment/test-gateway?orderId=${second}`]) {
      const res = await browser.get(path);
      expect(res.status, path).toBe(409);
      expect(text(await res.text())).toContain(ALREADY_OWNED_TEXT);
    }
    const gateway = `/payment/test-gateway?orderId=${second}`;
    await browser.get("/orders");
    const pay = await browser.post(gateway, { csrf: browser.csrf(), intent: "GATEWAY_PAY" });
    expect(pay.status).toBe(409);
  });

  it("a correctly signed confirmation posted to /payment is refused, and by the platform too", async () => {
    const pgPaymentId = "pay_SecondAttempt1";
    const pgSignature = createHmac("sha256", STACK_GATEWAY_SECRET)
      .update(`${secondCreationId}|${pgPaymentId}`)
      .digest("hex");
    const confirmation = {
      orderId: second,
      pgPaymentId,
      pgCreationId: secondCreationId,
      pgSignature,
    };
    await browser.get("/orders");
    const viaBff = await browser.post(`/payment?orderId=${second}`, {
      csrf: browser.csrf(),
      intent: "PAYMENT_CONFIRM",
      ...confirmation,
    });
    expect(viaBff.status).toBe(409);
    // The platform holds the line without the BFF's check.
    const direct = await fetch(`${stack.platformUrl}/api/v1/checkout/payment`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "auth-header": await platformToken(stack, EMAIL),
      },
      body: JSON.stringify(confirmation),
    });
    expect(direct.status).toBe(409);
    expect(await direct.json()).toMatchObject({
      message: ALREADY_OWNED_TEXT,
      code: "ALREADY_OWNED",
    });
  });

  it("one paid order of the programme, the other still unpaid with no attempt", async () => {
    const stored = await orders();
    expect(stored.filter((o) => o.status === "PAID").map((o) => o.id)).toEqual([first]);
    expect(stored.find((o) => o.id === second)).toMatchObject({ status: "CREATED", attempts: [] });
  });
});
