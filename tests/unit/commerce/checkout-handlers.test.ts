import { beforeEach, describe, expect, it, vi } from "vitest";
import { applyTestEnv } from "../auth/env";
import { contextOf, withContext } from "../../support/load-context";
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

const { handleApplyCoupon, handlePartCheckout, handleStartCheckout } =
  await import("~server/bff/actions/checkout.server");
const handleCheckoutAction = withContext(
  (await import("~server/bff/checkout/checkout-action.server")).handleCheckoutAction,
);
const loadCheckout = withContext(
  (await import("~server/bff/checkout/checkout-page.server")).loadCheckout,
);

const CHECKOUT = "/checkout?itemId=pm-fellowship&itemType=COURSE&quantity=1";
const OWNED_PAGE = "/course/product-management-course";
const SUMMARY = {
  itemId: "pm-fellowship",
  itemType: "COURSE",
  itemName: "Product Manager Fellowship",
  quantity: 1,
  price: 4999900,
  discount: 0,
  amount: 4999900,
  currency: "INR",
  partPayment: { instalments: 2, firstAmount: 2499950 },
};

/** The dispatcher's context for a page's post (CSRF and login already checked). */
async function pageContext(intent: string, action: unknown, fields: Record<string, string> = {}) {
  const v = await visitor();
  const request = v.post("/course/product-management-course", { intent, ...fields });
  const form = await request.clone().formData();
  const context = await contextOf(request);
  return {
    request,
    form,
    intent,
    action: action as never,
    auth: context.session.auth,
    context,
  };
}

beforeEach(() => {
  for (const fn of Object.values(calls)) fn.mockReset();
  // A refused "Proceed to pay" prices what was posted; the tests that care set their own answer.
  calls.fetchCheckoutSummary.mockResolvedValue(ok(SUMMARY));
});

describe("START_CHECKOUT from a page", () => {
  it("goes to /checkout for the item of the action, nothing created upstream", async () => {
    const ctx = await pageContext("START_CHECKOUT", {
      type: "START_CHECKOUT",
      requestObject: { itemId: "pm-fellowship", itemType: "COURSE" },
    });
    const answer = await answerOf(await handleStartCheckout(ctx));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(CHECKOUT);
    expect(calls.createOrder).not.toHaveBeenCalled();
  });

  it("refuses an action without a valid item with 400", async () => {
    for (const requestObject of [
      undefined,
      { itemId: "../x", itemType: "COURSE" },
      { itemId: "pm" },
    ]) {
      const ctx = await pageContext("START_CHECKOUT", { type: "START_CHECKOUT", requestObject });
      const answer = await answerOf(await handleStartCheckout(ctx));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ intent: "START_CHECKOUT", ok: false });
    }
  });
});

describe("APPLY_COUPON from a page", () => {
  it("goes to /checkout with the coupon when the action names the item", async () => {
    const ctx = await pageContext("APPLY_COUPON", {
      type: "APPLY_COUPON",
      requestObject: { couponCode: "WELCOME10", itemId: "pm-fellowship", itemType: "COURSE" },
    });
    const answer = await answerOf(await handleApplyCoupon(ctx));
    expect(answer.location).toBe(`${CHECKOUT}&couponCode=WELCOME10`);
  });

  it("says where to use a coupon without an item, and refuses a malformed code", async () => {
    const fine = await pageContext("APPLY_COUPON", { requestObject: { couponCode: "WELCOME10" } });
    expect((await answerOf(await handleApplyCoupon(fine))).body).toMatchObject({ ok: true });
    const bad = await pageContext("APPLY_COUPON", { requestObject: { couponCode: "<b>" } });
    const answer = await answerOf(await handleApplyCoupon(bad));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fieldErrors: { couponCode: "This coupon is not valid" } });
  });
});

describe("PART_CHECKOUT from the course page's form", () => {
  const action = {
    type: "PART_CHECKOUT",
    requestObject: { checkoutInitRequest: { itemId: "pm-fellowship", itemType: "COURSE" } },
  };
  const fields = {
    formId: "part-payment",
    firstName: "Asha",
    lastName: "Learner",
    email: "learner@example.com",
    phoneNumber: "9876543210",
  };

  it("orders the first instalment and goes to its payment step", async () => {
    calls.createPartOrder.mockResolvedValue(
      ok({ amount: 2499950, currency: "INR", orderCreationId: "order_PG", orderId: "ord_7" }),
    );
    const answer = await answerOf(
      await handlePartCheckout(await pageContext("PART_CHECKOUT", action, fields)),
    );
    expect(answer.location).toBe("/payment?orderId=ord_7");
    expect(calls.createPartOrder.mock.calls[0][1]).toEqual({
      checkoutInitRequest: { itemId: "pm-fellowship", itemType: "COURSE", quantity: 1 },
      userInfo: {
        firstName: "Asha",
        lastName: "Learner",
        email: "learner@example.com",
        phoneNumber: "9876543210",
      },
    });
  });

  it("answers field errors in the spec's words, keeps the typed values, calls nothing", async () => {
    const ctx = await pageContext("PART_CHECKOUT", action, {
      ...fields,
      email: "asha@",
      phoneNumber: "12",
    });
    const answer = await answerOf(await handlePartCheckout(ctx));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      formId: "part-payment",
      fieldErrors: { email: "Invalid Email", phoneNumber: "Invalid Phone Number" },
      values: { email: "asha@", phoneNumber: "12", firstName: "Asha" },
    });
    expect(calls.createPartOrder).not.toHaveBeenCalled();
  });

  it("shows the platform's field errors next to the form's inputs", async () => {
    calls.createPartOrder.mockResolvedValue(
      refused(400, "Invalid Email", { "userInfo.email": "Invalid Email" }),
    );
    const answer = await answerOf(
      await handlePartCheckout(await pageContext("PART_CHECKOUT", action, fields)),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: "Invalid Email",
      fieldErrors: { email: "Invalid Email" },
    });
  });
});

describe("the /checkout step", () => {
  it("asks a logged-out visitor to log in, without calling the platform", async () => {
    const v = await visitor({ loggedIn: false });
    const answer = await answerOf(await loadCheckout(v.get(CHECKOUT)));
    expect(answer).toMatchObject({ status: 401, body: { state: "login" } });
    expect(calls.fetchCheckoutSummary).not.toHaveBeenCalled();
  });

  it("shows the item priced by the platform, and the buyer's name to fill in", async () => {
    calls.fetchCheckoutSummary.mockResolvedValue(ok(SUMMARY));
    const v = await visitor();
    const answer = await answerOf(await loadCheckout(v.get(`${CHECKOUT}&couponCode=WELCOME10`)));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      state: "ready",
      item: { itemId: "pm-fellowship", itemType: "COURSE", quantity: 1, couponCode: "WELCOME10" },
      price: {
        itemName: "Product Manager Fellowship",
        amount: 4999900,
        partPayment: { instalments: 2 },
      },
      prefill: { firstName: "Asha", lastName: "Learner" },
    });
    expect(calls.fetchCheckoutSummary.mock.calls[0][1]).toEqual({
      itemId: "pm-fellowship",
      itemType: "COURSE",
      quantity: 1,
      couponCode: "WELCOME10",
    });
  });

  it("says a bad link or an unknown item is not available", async () => {
    const v = await visitor();
    expect(
      await answerOf(await loadCheckout(v.get("/checkout?itemId=<x>&itemType=COURSE"))),
    ).toMatchObject({
      status: 400,
      body: { state: "unavailable" },
    });
    calls.fetchCheckoutSummary.mockResolvedValue(refused(404, "Unknown item"));
    expect(await answerOf(await loadCheckout(v.get(CHECKOUT)))).toMatchObject({
      status: 404,
      body: { state: "unavailable" },
    });
  });

  it("refuses a post without the CSRF token (403) and an unknown intent (400)", async () => {
    const v = await visitor();
    const forged = v.post(
      CHECKOUT,
      { intent: "START_CHECKOUT", mobileNumber: "9876543210" },
      { withCsrf: false },
    );
    await expect(handleCheckoutAction(forged)).rejects.toMatchObject({ init: { status: 403 } });
    const odd = await answerOf(await handleCheckoutAction(v.post(CHECKOUT, { intent: "ENROL" })));
    expect(odd.status).toBe(400);
    expect(calls.createOrder).not.toHaveBeenCalled();
  });

  it('answers "Invalid Phone Number" next to the field, the typed values kept', async () => {
    const v = await visitor();
    const answer = await answerOf(
      await handleCheckoutAction(
        v.post(CHECKOUT, {
          intent: "START_CHECKOUT",
          countryCode: "+91",
          mobileNumber: "12ab",
          company: "Acme",
        }),
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      intent: "START_CHECKOUT",
      formId: "checkout",
      fieldErrors: { mobileNumber: "Invalid Phone Number" },
      values: { mobileNumber: "12ab", company: "Acme" },
    });
    expect(calls.createOrder).not.toHaveBeenCalled();
  });

  it("prices a refused Proceed to pay with the posted coupon: what is shown is what is charged (issue 30)", async () => {
    calls.fetchCheckoutSummary.mockResolvedValue(
      ok({ ...SUMMARY, discount: 499990, amount: 4499910, couponCode: "WELCOME10" }),
    );
    const v = await visitor();
    const answer = await answerOf(
      await handleCheckoutAction(
        v.post(`${CHECKOUT}&couponCode=WELCOME10`, {
          intent: "START_CHECKOUT",
          countryCode: "+91",
          mobileNumber: "",
          couponCode: "welcome10",
        }),
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      intent: "START_CHECKOUT",
      fieldErrors: { mobileNumber: "This field is required" },
      values: { couponCode: "welcome10" },
      pricing: { couponCode: "WELCOME10", discount: 499990, amount: 4499910 },
    });
    expect(calls.fetchCheckoutSummary.mock.calls[0][1]).toEqual({
      itemId: "pm-fellowship",
      itemType: "COURSE",
      quantity: 1,
      couponCode: "welcome10",
    });
    expect(calls.createOrder).not.toHaveBeenCalled();
  });

  it("prices a refused Proceed to pay without a coupon when the coupon field was emptied", async () => {
    calls.fetchCheckoutSummary.mockResolvedValue(ok(SUMMARY));
    const v = await visitor();
    const answer = await answerOf(
      await handleCheckoutAction(
        v.post(`${CHECKOUT}&couponCode=WELCOME10`, {
          intent: "START_CHECKOUT",
          mobileNumber: "",
          couponCode: "",
        }),
      ),
    );
    expect(answer.body).toMatchObject({ pricing: { discount: 0, amount: 4999900 } });
    expect(calls.fetchCheckoutSummary.mock.calls[0][1]).not.toHaveProperty("couponCode");
  });

  it("places the order with the spec's request and goes to the payment step", async () => {
    calls.createOrder.mockResolvedValue(
      ok({ amount: 4499910, currency: "INR", orderCreationId: "order_PG", orderId: "ord_1" }),
    );
    const v = await visitor();
    const answer = await answerOf(
      await handleCheckoutAction(
        v.post(CHECKOUT, {
          intent: "START_CHECKOUT",
          countryCode: "+91",
          mobileNumber: "98765 43210",
          firstName: "Asha",
          couponCode: "WELCOME10",
          // A browser cannot set the price: such fields are ignored.
          amount: "1",
          price: "1",
        }),
      ),
    );
    expect(answer).toMatchObject({ status: 302, location: "/payment?orderId=ord_1" });
    expect(calls.createOrder.mock.calls[0][1]).toEqual({
      itemId: "pm-fellowship",
      itemType: "COURSE",
      quantity: 1,
      couponInfo: { couponCode: "WELCOME10" },
      userInfo: {
        mobileNumber: { mobileNumber: "9876543210", countryCode: "+91", regionCode: "IN" },
        firstName: "Asha",
      },
    });
  });

  it("applies a coupon: the platform's new amount, the typed values kept", async () => {
    calls.applyCouponUpstream.mockResolvedValue(
      ok({
        couponCode: "WELCOME10",
        discount: 499990,
        amount: 4499910,
        currency: "INR",
        message: "Coupon applied",
      }),
    );
    const v = await visitor();
    const answer = await answerOf(
      await handleCheckoutAction(
        v.post(CHECKOUT, {
          intent: "APPLY_COUPON",
          couponCode: "WELCOME10",
          mobileNumber: "98765",
        }),
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      intent: "APPLY_COUPON",
      ok: true,
      message: "Coupon applied",
      coupon: { couponCode: "WELCOME10", amount: 4499910, discount: 499990 },
      values: { couponCode: "WELCOME10", mobileNumber: "98765" },
    });
    expect(calls.applyCouponUpstream.mock.calls[0][1]).toEqual({
      itemId: "pm-fellowship",
      itemType: "COURSE",
      quantity: 1,
      couponCode: "WELCOME10",
    });
  });

  it("shows an invalid coupon as the coupon field's error", async () => {
    calls.applyCouponUpstream.mockResolvedValue(
      refused(400, "This coupon is not valid", { couponCode: "This coupon is not valid" }),
    );
    const v = await visitor();
    const answer = await answerOf(
      await handleCheckoutAction(
        v.post(CHECKOUT, { intent: "APPLY_COUPON", couponCode: "EXPIRED5" }),
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      ok: false,
      fieldErrors: { couponCode: "This coupon is not valid" },
      values: { couponCode: "EXPIRED5" },
    });
    const empty = await answerOf(
      await handleCheckoutAction(v.post(CHECKOUT, { intent: "APPLY_COUPON", couponCode: " " })),
    );
    expect(empty.body).toMatchObject({ fieldErrors: { couponCode: "Enter a coupon code" } });
  });

  it("sends a visitor whose session ended back to the address to log in", async () => {
    const v = await visitor({ loggedIn: false });
    const answer = await answerOf(
      await handleCheckoutAction(
        v.post(CHECKOUT, { intent: "START_CHECKOUT", mobileNumber: "9876543210" }),
      ),
    );
    expect(answer).toMatchObject({ status: 302, location: CHECKOUT });
  });

  it("answers a platform failure with its message and 502, never 500", async () => {
    calls.createOrder.mockResolvedValue({
      result: { ok: false, error: { kind: "network", status: 0, message: "Something went wrong" } },
      settlement: { kind: "kept", setCookies: [] },
    });
    const v = await visitor();
    const answer = await answerOf(
      await handleCheckoutAction(
        v.post(CHECKOUT, { intent: "START_CHECKOUT", mobileNumber: "9876543210" }),
      ),
    );
    expect(answer).toMatchObject({
      status: 502,
      body: { ok: false, message: "Something went wrong" },
    });
  });
});

describe("a programme the learner owns (issue 30)", () => {
  const owned = () =>
    calls.fetchCheckoutSummary.mockResolvedValue(
      ok({ ...SUMMARY, owned: true, ownedPageUri: OWNED_PAGE }),
    );

  it("says so at checkout, with a link to it, instead of the form", async () => {
    owned();
    const v = await visitor();
    const answer = await answerOf(await loadCheckout(v.get(CHECKOUT)));
    expect(answer).toMatchObject({
      status: 409,
      body: {
        state: "owned",
        message: "You already own this programme",
        itemName: "Product Manager Fellowship",
        pageUri: OWNED_PAGE,
      },
    });
  });

  it("refuses Proceed to pay before any order is made", async () => {
    owned();
    const v = await visitor();
    const answer = await answerOf(
      await handleCheckoutAction(
        v.post(CHECKOUT, { intent: "START_CHECKOUT", mobileNumber: "9876543210" }),
      ),
    );
    expect(answer).toMatchObject({
      status: 409,
      body: {
        ok: false,
        message: "You already own this programme",
        owned: { pageUri: OWNED_PAGE },
      },
    });
    expect(calls.createOrder).not.toHaveBeenCalled();
  });

  it("shows the platform's ALREADY_OWNED refusal the same way", async () => {
    const refusal = refused(409, "You already own this programme");
    calls.createOrder.mockResolvedValue({
      ...refusal,
      result: { ok: false, error: { ...refusal.result.error, code: "ALREADY_OWNED" } },
    });
    const v = await visitor();
    const answer = await answerOf(
      await handleCheckoutAction(
        v.post(CHECKOUT, { intent: "START_CHECKOUT", mobileNumber: "9876543210" }),
      ),
    );
    expect(answer).toMatchObject({
      status: 409,
      body: { message: "You already own this programme", owned: { pageUri: "/my-courses" } },
    });
  });

  it("refuses a part checkout before any order is made", async () => {
    owned();
    const ctx = await pageContext(
      "PART_CHECKOUT",
      {
        type: "PART_CHECKOUT",
        requestObject: { checkoutInitRequest: { itemId: "pm-fellowship", itemType: "COURSE" } },
      },
      {
        formId: "part-payment",
        firstName: "Asha",
        email: "learner@example.com",
        phoneNumber: "9876543210",
      },
    );
    const answer = await answerOf(await handlePartCheckout(ctx));
    expect(answer).toMatchObject({
      status: 409,
      body: { ok: false, message: "You already own this programme" },
    });
    expect(calls.createPartOrder).not.toHaveBeenCalled();
  });
});
