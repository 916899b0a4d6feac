// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  errorReportOf,
  HOSTED_CHECKOUT_GLOBAL,
  openHostedCheckout,
  type HostedCallbacks,
  type HostedFailure,
  type HostedSuccess,
} from "~/commerce/hosted-card";

const SCRIPT = "https://checkout.provider.test/v1/checkout.js";
const input = {
  keyId: "key_live_123",
  order: {
    orderId: "ord_1",
    orderCreationId: "order_PG1",
    amount: 4499910,
    currency: "INR",
    itemName: "Product Manager Fellowship",
  },
  buyer: { name: "Asha Learner", email: "learner@example.com" },
  merchantName: "Career Learning",
};

/** The provider's script as a fake: records its options; tests fire its callbacks. */
class FakeCheckout {
  static last: FakeCheckout | undefined;
  opened = 0;
  listeners: ((failure: HostedFailure) => void)[] = [];
  constructor(public options: Record<string, unknown>) {
    FakeCheckout.last = this;
  }
  open() {
    this.opened += 1;
  }
  on(_event: string, listener: (failure: HostedFailure) => void) {
    this.listeners.push(listener);
  }
  succeed(response: HostedSuccess) {
    (this.options.handler as (r: HostedSuccess) => void)(response);
  }
  fail(failure: HostedFailure) {
    for (const listener of this.listeners) listener(failure);
  }
}

function callbacks() {
  return {
    onConfirm: vi.fn<HostedCallbacks["onConfirm"]>(),
    onFailure: vi.fn<HostedCallbacks["onFailure"]>(),
    onDismiss: vi.fn<NonNullable<HostedCallbacks["onDismiss"]>>(),
  };
}

/** The page's own nonce'd script, as the server renders it. */
function pageScriptWithNonce(nonce: string) {
  const own = document.createElement("script");
  own.setAttribute("nonce", nonce);
  document.head.appendChild(own);
}

/** Opens the checkout; the fake "script" defines the global once the element has loaded. */
async function openWithScript(cb: HostedCallbacks) {
  const opening = openHostedCheckout(SCRIPT, input, cb);
  const script = document.querySelector<HTMLScriptElement>("script[data-payment-script]");
  expect(script).not.toBeNull();
  (window as unknown as Record<string, unknown>)[HOSTED_CHECKOUT_GLOBAL] = FakeCheckout;
  script!.dispatchEvent(new Event("load"));
  await opening;
  return { script: script!, checkout: FakeCheckout.last! };
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[HOSTED_CHECKOUT_GLOBAL];
  document.head.innerHTML = "";
  FakeCheckout.last = undefined;
});

describe("the hosted card checkout", () => {
  it("loads the provider's script once, with the page's nonce, and opens it for the order", async () => {
    pageScriptWithNonce("n0nce");
    const cb = callbacks();
    const { script, checkout } = await openWithScript(cb);
    expect(script.getAttribute("src")).toBe(SCRIPT);
    expect(script.getAttribute("nonce")).toBe("n0nce");
    expect(checkout.opened).toBe(1);
    expect(checkout.options).toMatchObject({
      key: "key_live_123",
      order_id: "order_PG1",
      amount: 4499910,
      currency: "INR",
      name: "Career Learning",
      description: "Product Manager Fellowship",
      prefill: { name: "Asha Learner", email: "learner@example.com" },
    });
    // A second payment attempt reuses the loaded script.
    await openHostedCheckout(SCRIPT, input, cb);
    expect(document.querySelectorAll("script[data-payment-script]")).toHaveLength(1);
  });

  it("turns the provider's success into the confirmation", async () => {
    const cb = callbacks();
    const { checkout } = await openWithScript(cb);
    checkout.succeed({
      razorpay_payment_id: "pay_ABC",
      razorpay_order_id: "order_PG1",
      razorpay_signature: "f".repeat(64),
    });
    expect(cb.onConfirm).toHaveBeenCalledWith({
      pgPaymentId: "pay_ABC",
      pgCreationId: "order_PG1",
      pgSignature: "f".repeat(64),
    });
    expect(cb.onFailure).not.toHaveBeenCalled();
  });

  it("reports a failed payment once, as the spec's error report", async () => {
    const cb = callbacks();
    const { checkout } = await openWithScript(cb);
    const failure = {
      error: {
        code: "BAD_REQUEST_ERROR",
        description: "Your card was declined",
        metadata: { payment_id: "pay_DEF", order_id: "order_PG1" },
      },
    };
    checkout.fail(failure);
    checkout.fail(failure);
    expect(cb.onFailure).toHaveBeenCalledTimes(1);
    expect(cb.onFailure).toHaveBeenCalledWith({
      pgPaymentId: "pay_DEF",
      pgCreationId: "order_PG1",
      code: "BAD_REQUEST_ERROR",
      message: "Your card was declined",
    });
  });

  it("fills a failure without details from the order", () => {
    expect(errorReportOf({}, input.order)).toEqual({
      pgPaymentId: undefined,
      pgCreationId: "order_PG1",
      code: "PAYMENT_FAILED",
      message: "Payment failed",
    });
  });

  it("rejects when the script does not load, and loads it afresh next time", async () => {
    const opening = openHostedCheckout(SCRIPT, input, callbacks());
    const script = document.querySelector<HTMLScriptElement>("script[data-payment-script]")!;
    script.dispatchEvent(new Event("error"));
    await expect(opening).rejects.toThrow(/did not load/);
    expect(document.querySelector("script[data-payment-script]")).toBeNull();
  });
});
