import { describe, expect, it } from "vitest";
import type { CheckoutView } from "~/shared/checkout-view";
import { CheckoutPage } from "~/commerce/CheckoutPage";
import { PaymentPage } from "~/commerce/PaymentPage";
import type { PayableOrder, PaymentView, TestGatewayView } from "~/shared/payment-view";
import { TestGatewayPage } from "~/commerce/TestGatewayPage";
import { renderToHtml } from "../../support/render";

const ready: Extract<CheckoutView, { state: "ready" }> = {
  state: "ready",
  item: { itemId: "pm-fellowship", itemType: "COURSE", quantity: 1 },
  price: {
    itemName: "Product Manager Fellowship",
    quantity: 1,
    price: 4999900,
    discount: 0,
    amount: 4999900,
    currency: "INR",
  },
  prefill: { firstName: "Asha", lastName: "Learner" },
};

const order: PayableOrder = {
  orderId: "ord_1",
  orderCreationId: "order_PG1",
  itemName: "Product Manager Fellowship",
  amount: 4499910,
  currency: "INR",
  status: "CREATED",
};

/** Text content without tags, for assertions on what a reader sees. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("the checkout page", () => {
  it("shows the item, its price and the form posting to the item's address", async () => {
    const html = await renderToHtml(<CheckoutPage view={ready} />);
    expect(text(html)).toContain("Product Manager Fellowship");
    expect(text(html)).toContain("To pay ₹49,999");
    expect(html).toContain(
      'action="/checkout?itemId=pm-fellowship&amp;itemType=COURSE&amp;quantity=1"',
    );
    expect(html).toMatch(/<option value="\+91" selected="">\+91<\/option>/);
    expect(html).toContain('value="Asha"');
    expect(text(html)).toContain("Proceed to pay");
    expect(text(html)).toContain("Apply");
  });

  it("after a refused Pay on a stale gateway or payment page, says the programme is owned", async () => {
    const owned = {
      intent: "GATEWAY_PAY",
      ok: false,
      message: "You already own this programme",
      owned: { pageUri: "/course/product-management-course" },
    };
    const views = [
      await renderToHtml(
        <TestGatewayPage
          view={{ state: "ready", order, paymentPath: "/payment?orderId=ord_1" }}
          result={owned}
        />,
      ),
      await renderToHtml(
        <PaymentPage
          view={{
            state: "ready",
            order,
            step: { provider: "test-gateway", gatewayPath: "/payment/test-gateway?orderId=ord_1" },
            failed: false,
            buyer: {},
          }}
          result={{ ...owned, intent: "PAYMENT_CONFIRM" }}
        />,
      ),
    ];
    for (const html of views) {
      expect(text(html)).toContain("You already own this programme");
      expect(html).toContain('href="/course/product-management-course"');
      expect(text(html)).not.toContain("Pay ₹");
    }
  });

  it("shows field errors next to their fields with the typed values", async () => {
    const html = await renderToHtml(
      <CheckoutPage
        view={ready}
        result={{
          intent: "START_CHECKOUT",
          ok: false,
          fieldErrors: { mobileNumber: "Invalid Phone Number" },
          values: { mobileNumber: "12ab", company: "Acme" },
        }}
      />,
    );
    expect(html).toContain('aria-describedby="checkout-mobileNumber-error"');
    expect(html).toContain('id="checkout-mobileNumber-error"');
    expect(text(html)).toContain("Invalid Phone Number");
    expect(html).toContain('value="12ab"');
    expect(html).toContain('value="Acme"');
  });

  it("shows the platform's new amount after a coupon, and posts to the coupon's address", async () => {
    const html = await renderToHtml(
      <CheckoutPage
        view={ready}
        result={{
          intent: "APPLY_COUPON",
          ok: true,
          message: "Coupon applied",
          values: { couponCode: "WELCOME10" },
          coupon: {
            couponCode: "WELCOME10",
            discount: 499990,
            amount: 4499910,
            currency: "INR",
            message: "Coupon applied",
          },
        }}
      />,
    );
    expect(text(html)).toContain("Discount (WELCOME10)");
    expect(text(html)).toContain("To pay ₹44,999.10");
    expect(text(html)).toContain("Coupon applied: you pay ₹44,999.10");
    expect(html).toContain("couponCode=WELCOME10");
  });

  it("keeps the applied coupon's price after a refused Proceed to pay (issue 30)", async () => {
    const html = await renderToHtml(
      <CheckoutPage
        view={ready}
        result={{
          intent: "START_CHECKOUT",
          ok: false,
          message: "This field is required",
          fieldErrors: { mobileNumber: "This field is required" },
          values: { couponCode: "WELCOME10", mobileNumber: "" },
          pricing: { couponCode: "WELCOME10", discount: 499990, amount: 4499910 },
        }}
      />,
    );
    expect(text(html)).toContain("Discount (WELCOME10)");
    expect(text(html)).toContain("To pay ₹44,999.10");
    expect(text(html)).toContain("You will confirm the payment of ₹44,999.10");
    expect(text(html)).not.toContain("₹49,999 on the next step");
    expect(html).toContain("couponCode=WELCOME10");
  });

  it("tells an owner they own the programme, with a link to it (issue 30)", async () => {
    const owned = {
      state: "owned" as const,
      message: "You already own this programme",
      itemName: "Product Manager Fellowship",
      pageUri: "/course/product-management-course",
    };
    for (const html of [
      await renderToHtml(<CheckoutPage view={owned} />),
      await renderToHtml(<PaymentPage view={owned} />),
      await renderToHtml(<TestGatewayPage view={owned} />),
      await renderToHtml(
        <CheckoutPage
          view={ready}
          result={{
            intent: "START_CHECKOUT",
            ok: false,
            message: "You already own this programme",
            owned: { pageUri: "/course/product-management-course" },
          }}
        />,
      ),
    ]) {
      expect(text(html)).toContain("You already own this programme");
      expect(html).toContain('href="/course/product-management-course"');
      expect(html).toContain('href="/my-courses"');
      expect(text(html)).not.toContain("Proceed to pay");
    }
  });

  it("shows an invalid coupon as the coupon field's error only", async () => {
    const html = await renderToHtml(
      <CheckoutPage
        view={ready}
        result={{
          intent: "APPLY_COUPON",
          ok: false,
          message: "This coupon is not valid",
          fieldErrors: { couponCode: "This coupon is not valid" },
          values: { couponCode: "EXPIRED5", mobileNumber: "9876543210" },
        }}
      />,
    );
    expect(text(html).match(/This coupon is not valid/g)).toHaveLength(1);
    expect(html).toContain('value="EXPIRED5"');
    expect(html).toContain('value="9876543210"');
    expect(text(html)).toContain("To pay ₹49,999");
  });

  it("asks a logged-out visitor to log in", async () => {
    expect(text(await renderToHtml(<CheckoutPage view={{ state: "login" }} />))).toContain(
      "You do not have access for this page",
    );
  });
});

describe("the payment page", () => {
  const view: PaymentView = {
    state: "ready",
    order,
    step: { provider: "test-gateway", gatewayPath: "/payment/test-gateway?orderId=ord_1" },
    failed: false,
    buyer: {},
  };

  it("shows the order and hands over to the test gateway with a plain link", async () => {
    const html = await renderToHtml(<PaymentPage view={view} />);
    expect(text(html)).toContain("ord_1");
    expect(html).toMatch(
      /<a [^>]*href="\/payment\/test-gateway\?orderId=ord_1"[^>]*>Pay ₹44,999.10<\/a>/,
    );
  });

  it('says "Payment failed" and offers to try again', async () => {
    const html = await renderToHtml(<PaymentPage view={{ ...view, failed: true }} />);
    expect(text(html)).toContain("Payment failed");
    expect(html).toMatch(/>Try again<\/a>/);
  });

  it("renders the hosted card step as a button", async () => {
    const html = await renderToHtml(
      <PaymentPage
        view={{
          ...view,
          step: { provider: "hosted-card", scriptUrl: "https://p.test/c.js", keyId: "k" },
        }}
      />,
    );
    expect(html).toMatch(/<button type="button"[^>]*>Pay ₹44,999.10<\/button>/);
    expect(html).not.toContain("p.test/c.js");
  });
});

describe("the test gateway page", () => {
  it("offers Pay and Fail payment as plain form buttons", async () => {
    const view: TestGatewayView = { state: "ready", order, paymentPath: "/payment?orderId=ord_1" };
    const html = await renderToHtml(<TestGatewayPage view={view} />);
    expect(text(html)).toContain("Test payment gateway");
    expect(html).toMatch(/<form method="post"/);
    expect(html).toMatch(
      /<button type="submit" name="intent" value="GATEWAY_PAY"[^>]*>Pay ₹44,999.10<\/button>/,
    );
    expect(html).toMatch(
      /<button type="submit" name="intent" value="GATEWAY_FAIL"[^>]*>Fail payment<\/button>/,
    );
  });
});
