import { createHmac } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { applyTestEnv } from "../auth/env";
import { withContext } from "../../support/load-context";
import { answerOf, ok, refused, visitor } from "./visitor";

applyTestEnv();

const calls = vi.hoisted(() => ({
  fetchCheckoutSummary: vi.fn(),
  applyCouponUpstream: vi.fn(),
  createOrder: vi.fn(),
  createPartOrder: vi.fn(),
  confirmPaymentUpstream: vi.fn(),
  reportPaymentErrorUpstream: vi.fn(),
  fetchOrderDetails: vi.fn(),
}));
vi.mock("~server/bff/checkout/commerce-calls.server", () => calls);

const paymentPage = await import("~server/bff/payment/payment-page.server");
const testGateway = await import("~server/bff/payment/test-gateway.server");
const handlePaymentAction = withContext(paymentPage.handlePaymentAction);
const loadPayment = withContext(paymentPage.loadPayment);
const handleTestGatewayAction = withContext(testGateway.handleTestGatewayAction);
const loadTestGateway = withContext(testGateway.loadTestGateway);

const ORDER = {
  orderId: "ord_1",
  orderCreationId: "order_PG1",
  status: "CREATED",
  itemId: "pm-fellowship",
  itemType: "COURSE",
  itemName: "Product Manager Fellowship",
  amount: 4999900,
  currency: "INR",
};
const PAYMENT = "/payment?orderId=ord_1";
const GATEWAY = "/payment/test-gateway?orderId=ord_1";
const SIGNATURE = /^[0-9a-f]{64}$/;

beforeEach(() => {
  for (const fn of Object.values(calls)) fn.mockReset();
  calls.fetchOrderDetails.mockResolvedValue(ok(ORDER));
  calls.confirmPaymentUpstream.mockResolvedValue(ok({ redirectionPageUri: "/order/ord_1" }));
  calls.reportPaymentErrorUpstream.mockResolvedValue(ok({}));
});

/** A signed-in buyer's payment confirmation for ord_1, answered. */
async function confirmedPayment() {
  const v = await visitor();
  return answerOf(
    await handlePaymentAction(
      v.post(PAYMENT, {
        intent: "PAYMENT_CONFIRM",
        orderId: "ord_1",
        pgPaymentId: "pay_ABC",
        pgCreationId: "order_PG1",
        pgSignature: "a".repeat(64),
      }),
    ),
  );
}

describe("the /payment step", () => {
  it("shows the platform's order and the test gateway step", async () => {
    const v = await visitor();
    const answer = await answerOf(await loadPayment(v.get(PAYMENT)));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      state: "ready",
      order: {
        orderId: "ord_1",
        orderCreationId: "order_PG1",
        amount: 4999900,
        itemName: "Product Manager Fellowship",
      },
      step: { provider: "test-gateway", gatewayPath: GATEWAY },
      failed: false,
      buyer: { name: "Asha Learner", email: "learner@example.com" },
    });
    expect(calls.fetchOrderDetails.mock.calls[0][1]).toBe("ord_1");
  });

  it("says the last attempt failed after a failure report", async () => {
    const v = await visitor();
    const answer = await answerOf(await loadPayment(v.get(`${PAYMENT}&payment=failed`)));
    expect(answer.body).toMatchObject({ state: "ready", failed: true });
  });

  it("sends a paid order to its order page, and refuses odd or unknown ids", async () => {
    const v = await visitor();
    calls.fetchOrderDetails.mockResolvedValue(ok({ ...ORDER, status: "PAID" }));
    expect(await answerOf(await loadPayment(v.get(PAYMENT)))).toMatchObject({
      status: 302,
      location: "/order/ord_1",
    });
    expect(await answerOf(await loadPayment(v.get("/payment?orderId=../../x")))).toMatchObject({
      status: 400,
      body: { state: "unavailable" },
    });
    calls.fetchOrderDetails.mockResolvedValue(refused(404, "Unknown order"));
    expect(await answerOf(await loadPayment(v.get(PAYMENT)))).toMatchObject({
      status: 404,
      body: { state: "unavailable" },
    });
  });

  it("asks a logged-out visitor to log in", async () => {
    const v = await visitor({ loggedIn: false });
    expect(await answerOf(await loadPayment(v.get(PAYMENT)))).toMatchObject({ status: 401 });
    expect(calls.fetchOrderDetails).not.toHaveBeenCalled();
  });

  it("passes the hosted checkout's confirmation on and follows redirectionPageUri", async () => {
    const v = await visitor();
    const confirmation = {
      orderId: "ord_1",
      pgPaymentId: "pay_ABC",
      pgCreationId: "order_PG1",
      pgSignature: "a".repeat(64),
    };
    const answer = await answerOf(
      await handlePaymentAction(v.post(PAYMENT, { intent: "PAYMENT_CONFIRM", ...confirmation })),
    );
    expect(answer).toMatchObject({ status: 302, location: "/order/ord_1" });
    expect(calls.confirmPaymentUpstream.mock.calls[0][1]).toEqual(confirmation);
  });

  it("stays on the site for every known open-redirect vector in redirectionPageUri", async () => {
    const { OPEN_REDIRECT_PAYLOADS } = await import("../../security/redirect-payloads");
    for (const [name, payload] of OPEN_REDIRECT_PAYLOADS) {
      calls.confirmPaymentUpstream.mockResolvedValue(ok({ redirectionPageUri: payload }));
      const answer = await confirmedPayment();
      expect(answer.status, name).toBe(302);
      const location = String(answer.location);
      expect(new URL(location, "https://shop.example/payment").origin, name).toBe(
        "https://shop.example",
      );
    }
  });

  it("never follows a redirectionPageUri to another site", async () => {
    calls.confirmPaymentUpstream.mockResolvedValue(
      ok({ redirectionPageUri: "https://evil.test/x" }),
    );
    const answer = await confirmedPayment();
    expect(answer.location).toBe("/order/ord_1");
  });

  it("shows the platform's verdict on a bad signature, with its status", async () => {
    calls.confirmPaymentUpstream.mockResolvedValue(refused(400, "Payment verification failed"));
    const v = await visitor();
    const answer = await answerOf(
      await handlePaymentAction(
        v.post(PAYMENT, {
          intent: "PAYMENT_CONFIRM",
          orderId: "ord_1",
          pgPaymentId: "pay_ABC",
          pgCreationId: "order_PG1",
          pgSignature: "b".repeat(64),
        }),
      ),
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { ok: false, message: "Payment verification failed" },
    });
  });

  it("refuses malformed confirmations without calling the platform", async () => {
    const v = await visitor();
    const malformed: Record<string, string>[] = [
      { orderId: "ord_1", pgPaymentId: "pay_ABC", pgCreationId: "order_PG1" },
      {
        orderId: "ord_1",
        pgPaymentId: "pay ABC",
        pgCreationId: "order_PG1",
        pgSignature: "a".repeat(64),
      },
      {
        orderId: "ord_1",
        pgPaymentId: "pay_ABC",
        pgCreationId: "order_PG1",
        pgSignature: "<script>".repeat(4),
      },
    ];
    for (const fields of malformed) {
      const answer = await answerOf(
        await handlePaymentAction(v.post(PAYMENT, { intent: "PAYMENT_CONFIRM", ...fields })),
      );
      expect(answer.status).toBe(400);
    }
    expect(calls.confirmPaymentUpstream).not.toHaveBeenCalled();
  });

  it("reports a hosted checkout failure and shows the failed state", async () => {
    const v = await visitor();
    const answer = await answerOf(
      await handlePaymentAction(
        v.post(PAYMENT, {
          intent: "PAYMENT_ERROR",
          orderId: "ord_1",
          pgPaymentId: "pay_DEF",
          pgCreationId: "order_PG1",
          code: "BAD_REQUEST_ERROR",
          message: "Your card was declined",
        }),
      ),
    );
    expect(answer).toMatchObject({
      status: 302,
      location: "/payment?orderId=ord_1&payment=failed",
    });
    expect(calls.reportPaymentErrorUpstream.mock.calls[0][1]).toEqual({
      orderId: "ord_1",
      pgPaymentId: "pay_DEF",
      pgCreationId: "order_PG1",
      code: "BAD_REQUEST_ERROR",
      message: "Your card was declined",
    });
  });
});

describe("the test gateway", () => {
  it("shows an open order of the user", async () => {
    const v = await visitor();
    const answer = await answerOf(await loadTestGateway(v.get(GATEWAY)));
    expect(answer.body).toMatchObject({
      state: "ready",
      order: { amount: 4999900 },
      paymentPath: PAYMENT,
    });
  });

  it("pays: a new pay_ id signed for the platform's order, then the order page", async () => {
    const v = await visitor();
    const answer = await answerOf(
      await handleTestGatewayAction(v.post(GATEWAY, { intent: "GATEWAY_PAY" })),
    );
    expect(answer).toMatchObject({ status: 302, location: "/order/ord_1" });
    const sent = calls.confirmPaymentUpstream.mock.calls[0][1];
    expect(sent).toMatchObject({ orderId: "ord_1", pgCreationId: "order_PG1" });
    expect(sent.pgPaymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(sent.pgSignature).toMatch(SIGNATURE);
    const expected = createHmac("sha256", "test-gateway-secret")
      .update(`order_PG1|${sent.pgPaymentId}`)
      .digest("hex");
    expect(sent.pgSignature).toBe(expected);
  });

  it("does not pay an order twice: a paid order goes to its order page", async () => {
    calls.fetchOrderDetails.mockResolvedValue(ok({ ...ORDER, status: "PAID" }));
    const v = await visitor();
    const answer = await answerOf(
      await handleTestGatewayAction(v.post(GATEWAY, { intent: "GATEWAY_PAY" })),
    );
    expect(answer).toMatchObject({ status: 302, location: "/order/ord_1" });
    expect(calls.confirmPaymentUpstream).not.toHaveBeenCalled();
  });

  it("fails: the error report, then the payment step's failed state", async () => {
    const v = await visitor();
    const answer = await answerOf(
      await handleTestGatewayAction(v.post(GATEWAY, { intent: "GATEWAY_FAIL" })),
    );
    expect(answer).toMatchObject({
      status: 302,
      location: "/payment?orderId=ord_1&payment=failed",
    });
    expect(calls.reportPaymentErrorUpstream.mock.calls[0][1]).toMatchObject({
      orderId: "ord_1",
      pgCreationId: "order_PG1",
      code: "PAYMENT_DECLINED",
      message: "Payment failed",
    });
    expect(calls.confirmPaymentUpstream).not.toHaveBeenCalled();
  });

  it("refuses a forged post (no CSRF token) and an unknown intent", async () => {
    const v = await visitor();
    await expect(
      handleTestGatewayAction(v.post(GATEWAY, { intent: "GATEWAY_PAY" }, { withCsrf: false })),
    ).rejects.toMatchObject({ init: { status: 403 } });
    const odd = await answerOf(
      await handleTestGatewayAction(v.post(GATEWAY, { intent: "REFUND" })),
    );
    expect(odd.status).toBe(400);
    expect(calls.confirmPaymentUpstream).not.toHaveBeenCalled();
  });
});

describe("an open order of a programme the learner owns already (issue 30)", () => {
  beforeEach(() => {
    calls.fetchOrderDetails.mockResolvedValue(
      ok({ ...ORDER, owned: true, ownedPageUri: "/course/product-management-course" }),
    );
  });

  it("the payment step and the gateway say so instead of offering to pay", async () => {
    const v = await visitor();
    for (const answer of [
      await answerOf(await loadPayment(v.get(PAYMENT))),
      await answerOf(await loadTestGateway(v.get(GATEWAY))),
    ]) {
      expect(answer).toMatchObject({
        status: 409,
        body: {
          state: "owned",
          message: "You already own this programme",
          pageUri: "/course/product-management-course",
        },
      });
    }
  });

  it("a posted Pay or a posted confirmation never reaches the platform", async () => {
    const v = await visitor();
    const gateway = await answerOf(
      await handleTestGatewayAction(v.post(GATEWAY, { intent: "GATEWAY_PAY" })),
    );
    expect(gateway).toMatchObject({
      status: 409,
      body: {
        intent: "GATEWAY_PAY",
        ok: false,
        message: "You already own this programme",
        owned: { pageUri: "/course/product-management-course" },
      },
    });
    const confirmed = await confirmedPayment();
    expect(confirmed).toMatchObject({
      status: 409,
      body: { ok: false, message: "You already own this programme" },
    });
    expect(calls.confirmPaymentUpstream).not.toHaveBeenCalled();
  });
});
