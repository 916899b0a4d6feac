import { expectOnlyCatalogueCalls } from "../../support/catalogue";
import { signedJson } from "../../support/signed-action";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type Stack } from "../../support/stack";
import { Browser, loginByOtp } from "../auth/browser";

/**
 * The commerce intents a page posts through the dispatcher ("Buy now", the "Pay in parts" form,
 * a coupon), over HTTP without JavaScript, against the reference platform.
 */

const EMAIL = "scale@example.com";
const COURSE = "/course/product-management-course";
const BUY_NOW = {
  type: "START_CHECKOUT",
  requestObject: { itemId: "pm-fellowship", itemType: "COURSE", quantity: 1 },
};
const PART = {
  type: "PART_CHECKOUT",
  requestObject: { checkoutInitRequest: { itemId: "pm-fellowship", itemType: "COURSE" } },
};
const PART_FORM = "pm-fellowship-part-payment";

let stack: Stack;
let browser: Browser;

interface TestOrder {
  id: string;
  status: string;
  amount: number;
  plan: string;
}

async function orders(): Promise<TestOrder[]> {
  const res = await fetch(`${stack.platformUrl}/__test/orders?email=${encodeURIComponent(EMAIL)}`);
  return (await res.json()) as TestOrder[];
}

async function postOnCourse(intent: string, action: unknown, fields: Record<string, string> = {}) {
  await browser.get(COURSE);
  return browser.post(COURSE, {
    csrf: browser.csrf(),
    intent,
    action: signedJson(action),
    ...fields,
  });
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
  browser.headers["x-forwarded-for"] = "203.0.113.91";
  expect((await loginByOtp(browser, stack, EMAIL)).status).toBe(200);
});
afterAll(async () => {
  await stack?.stop();
});

describe("commerce intents from the course page", () => {
  it('"Buy now" goes to /checkout for the fellowship, creating nothing yet', async () => {
    const res = await postOnCourse("START_CHECKOUT", BUY_NOW);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(
      "/checkout?itemId=pm-fellowship&itemType=COURSE&quantity=1",
    );
    expect(await orders()).toHaveLength(0);
  });

  it('"Buy now" with a hostile item is refused with 400', async () => {
    const res = await postOnCourse("START_CHECKOUT", {
      type: "START_CHECKOUT",
      requestObject: { itemId: "../../admin", itemType: "COURSE" },
    });
    expect(res.status).toBe(400);
  });

  it('"Pay in parts" refuses bad details in the spec\'s words, keeping the typed values', async () => {
    const res = await postOnCourse("PART_CHECKOUT", PART, {
      formId: PART_FORM,
      firstName: "Sara",
      email: "sara@",
      phoneNumber: "12",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(visibleText(html)).toContain("Invalid Email");
    expect(visibleText(html)).toContain("Invalid Phone Number");
    expect(html).toContain('value="sara@"');
    expect(await orders()).toHaveLength(0);
  });

  it('"Pay in parts" orders the first instalment, once, and goes to its payment step', async () => {
    const fields = {
      formId: PART_FORM,
      firstName: "Sara",
      lastName: "Scale",
      email: EMAIL,
      phoneNumber: "98765 43210",
    };
    const first = await postOnCourse("PART_CHECKOUT", PART, fields);
    const again = await postOnCourse("PART_CHECKOUT", PART, fields);
    expect(first.status).toBe(302);
    const location = first.headers.get("location")!;
    expect(location).toMatch(/^\/payment\?orderId=/);
    expect(again.headers.get("location")).toBe(location);
    const stored = await orders();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ plan: "PART", amount: 2499950, status: "CREATED" });
    const payment = visibleText(await (await browser.get(location)).text());
    expect(payment).toContain("Instalment 1 of 2");
    expect(payment).toContain("Pay ₹24,999.50");
  });

  it("a coupon from a page opens /checkout with it applied", async () => {
    const res = await postOnCourse("APPLY_COUPON", {
      type: "APPLY_COUPON",
      requestObject: { couponCode: "WELCOME10", itemId: "pm-fellowship", itemType: "COURSE" },
    });
    expect(res.status).toBe(302);
    const checkout = await browser.follow(res);
    expect(visibleText(await checkout.text())).toContain("To pay ₹44,999.10");
  });
});

// Last in this file: everything above reached the platform through catalogue entries only.
it("the BFF called only entries of the call catalogue", async () => {
  const seen = await expectOnlyCatalogueCalls(stack.platformUrl);
  expect(seen.length).toBeGreaterThan(0);
});
