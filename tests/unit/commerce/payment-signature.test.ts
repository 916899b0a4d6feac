import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newPaymentId, paymentSignature } from "~server/bff/payment/signature.server";

describe("the test gateway's signature", () => {
  it("is the hex HMAC-SHA256 of `${pgCreationId}|${pgPaymentId}`", () => {
    const expected = createHmac("sha256", "test-gateway-secret")
      .update("order_ABC|pay_XYZ")
      .digest("hex");
    expect(paymentSignature("test-gateway-secret", "order_ABC", "pay_XYZ")).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it("changes with the secret, the order and the payment", () => {
    const base = paymentSignature("s", "o", "p");
    expect(paymentSignature("t", "o", "p")).not.toBe(base);
    expect(paymentSignature("s", "o2", "p")).not.toBe(base);
    expect(paymentSignature("s", "o", "p2")).not.toBe(base);
  });

  it("makes provider-style payment ids, a new one every time", () => {
    const ids = new Set(Array.from({ length: 50 }, () => newPaymentId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
  });
});
