import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningPlatform } from "~server/platform/server";
import { devSignIn, get, makeDataDir, post, start } from "./platform-harness";

/**
 * The commerce endpoints of the reference platform (docs/contract.md, decision 006): prices from the
 * items table, coupons, checkout idempotency and part payment.
 */

let platform: RunningPlatform;
let base: string;
const data = makeDataDir();
const tokens = new Map<string, string>();

beforeAll(async () => {
  platform = await start(data.dir);
  base = platform.url;
  for (const email of ["learner@example.com", "rise@example.com", "buyer.checkout@example.com"]) {
    tokens.set(email, await devSignIn(base, email));
  }
});
afterAll(async () => {
  await platform.close();
  data.cleanup();
});

const as = (email: string) => ({ "auth-header": tokens.get(email)! });
const mobile = { mobileNumber: "9876543210", countryCode: "+91", regionCode: "IN" };
const checkoutBody = (more: Record<string, unknown> = {}) => ({
  itemId: "pm-fellowship",
  itemType: "COURSE",
  quantity: 1,
  userInfo: { mobileNumber: mobile, firstName: "Asha" },
  ...more,
});
const ordersOf = async (email: string) =>
  (await get(base, `/__test/orders?email=${encodeURIComponent(email)}`)).body as Array<{
    orderId?: string;
    id: string;
    status: string;
    amount: number;
  }>;

describe("POST /api/v1/checkout/summary (no login)", () => {
  it("prices an item from the items table, with its part-payment plan", async () => {
    const res = await post(base, "/api/v1/checkout/summary", {
      itemId: "pm-fellowship",
      itemType: "COURSE",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      itemId: "pm-fellowship",
      itemType: "COURSE",
      itemName: "Product Manager Fellowship",
      quantity: 1,
      price: 4999900,
      discount: 0,
      amount: 4999900,
      currency: "INR",
      partPayment: { instalments: 2, firstAmount: 2499950 },
    });
  });

  it("applies WELCOME10 (any case) and reports an expired or unknown coupon", async () => {
    const good = await post(base, "/api/v1/checkout/summary", {
      itemId: "pm-fellowship",
      itemType: "COURSE",
      quantity: 2,
      couponCode: "welcome10",
    });
    expect(good.body).toMatchObject({
      price: 9999800,
      discount: 999980,
      amount: 8999820,
      couponCode: "WELCOME10",
      couponMessage: "Coupon applied",
    });
    for (const couponCode of ["EXPIRED5", "NOPE", "bad code!"]) {
      const res = await post(base, "/api/v1/checkout/summary", {
        itemId: "pm-fellowship",
        itemType: "COURSE",
        couponCode,
      });
      expect(res.status, couponCode).toBe(200);
      expect(res.body).toMatchObject({
        discount: 0,
        amount: 4999900,
        couponMessage: "This coupon is not valid",
      });
      expect(res.body).not.toHaveProperty("couponCode");
    }
  });

  it("has no part-payment plan for items without one; 404 for an unknown item or wrong type", async () => {
    const workshop = await post(base, "/api/v1/checkout/summary", {
      itemId: "sql-workshop",
      itemType: "WORKSHOP",
    });
    expect(workshop.body).toMatchObject({ amount: 49900, partPayment: null });
    for (const body of [
      { itemId: "no-such-item", itemType: "COURSE" },
      { itemId: "sql-workshop", itemType: "COURSE" },
    ]) {
      const res = await post(base, "/api/v1/checkout/summary", body);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Item not found", errorMessage: "Item not found" });
    }
  });
});

describe("POST /api/v1/coupon/apply", () => {
  it("answers the discounted amount for a valid coupon", async () => {
    const res = await post(
      base,
      "/api/v1/coupon/apply",
      { itemId: "pm-fellowship", itemType: "COURSE", couponCode: "WELCOME10" },
      as("learner@example.com"),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      couponCode: "WELCOME10",
      discount: 499990,
      amount: 4499910,
      currency: "INR",
      message: "Coupon applied",
    });
  });

  it("refuses an expired coupon, an unknown one and one for another item type", async () => {
    for (const [itemId, itemType, couponCode] of [
      ["pm-fellowship", "COURSE", "EXPIRED5"],
      ["pm-fellowship", "COURSE", "FREE100"],
      ["sql-workshop", "WORKSHOP", "WELCOME10"],
    ]) {
      const res = await post(
        base,
        "/api/v1/coupon/apply",
        { itemId, itemType, couponCode },
        as("learner@example.com"),
      );
      expect(res.status, couponCode).toBe(400);
      expect(res.body).toMatchObject({
        message: "This coupon is not valid",
        errors: { couponCode: "This coupon is not valid" },
      });
    }
  });

  it("needs a login", async () => {
    const res = await post(base, "/api/v1/coupon/apply", {
      itemId: "pm-fellowship",
      itemType: "COURSE",
      couponCode: "WELCOME10",
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: "Login required" });
  });
});

describe("POST /api/v1/checkout", () => {
  it("needs a login", async () => {
    const res = await post(base, "/api/v1/checkout", checkoutBody());
    expect(res.status).toBe(401);
  });

  it("creates an order whose amount comes from the items table, never from the body", async () => {
    const res = await post(
      base,
      "/api/v1/checkout",
      checkoutBody({ amount: 1, price: 1, discount: 4999899, couponInfo: { couponCode: "" } }),
      as("buyer.checkout@example.com"),
    );
    expect(res.status).toBe(200);
    const order = res.body as Record<string, unknown>;
    expect(order).toMatchObject({
      amount: 4999900,
      currency: "INR",
      paymentPlan: { name: "Full payment" },
    });
    expect(order.orderId).toMatch(/^ord_[0-9a-f]{16}$/);
    expect(order.orderCreationId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const stored = await ordersOf("buyer.checkout@example.com");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: order.orderId, status: "CREATED", amount: 4999900 });
  });

  it("answers a resubmitted checkout with the same unpaid order; another quantity or coupon is a new one", async () => {
    const email = "learner@example.com";
    const first = await post(base, "/api/v1/checkout", checkoutBody(), as(email));
    const again = await Promise.all(
      [1, 2, 3].map(() => post(base, "/api/v1/checkout", checkoutBody(), as(email))),
    );
    for (const res of again) expect(res.body).toEqual(first.body);
    const two = await post(base, "/api/v1/checkout", checkoutBody({ quantity: 2 }), as(email));
    const coupon = await post(
      base,
      "/api/v1/checkout",
      checkoutBody({ couponInfo: { couponCode: "welcome10" } }),
      as(email),
    );
    expect(two.body).toMatchObject({ amount: 9999800 });
    expect(coupon.body).toMatchObject({ amount: 4499910 });
    const ids = new Set([first, two, coupon].map((r) => (r.body as { orderId: string }).orderId));
    expect(ids.size).toBe(3);
    expect(await ordersOf(email)).toHaveLength(3);
  });

  it("keeps one user's open order from another user", async () => {
    const mine = await post(base, "/api/v1/checkout", checkoutBody(), as("rise@example.com"));
    const theirs = await post(base, "/api/v1/checkout", checkoutBody(), as("learner@example.com"));
    expect((mine.body as { orderId: string }).orderId).not.toBe(
      (theirs.body as { orderId: string }).orderId,
    );
  });

  it("checks the phone number (digits only), the quantity and the coupon", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { userInfo: { mobileNumber: { ...mobile, mobileNumber: "98765-abc" } } },
        "mobileNumber",
        "Invalid Phone Number",
      ],
      [{ userInfo: { mobileNumber: "9876543210" } }, "mobileNumber", "Invalid Phone Number"],
      // Issue 30: an empty or missing number is required, not invalid.
      [{ userInfo: {} }, "mobileNumber", "This field is required"],
      [
        { userInfo: { mobileNumber: { ...mobile, mobileNumber: " " } } },
        "mobileNumber",
        "This field is required",
      ],
      [
        { userInfo: { mobileNumber: { ...mobile, countryCode: "+12345" } } },
        "countryCode",
        "Invalid Phone Number",
      ],
      [{ quantity: 11 }, "quantity", "Quantity must be a whole number from 1 to 10"],
      [{ quantity: 1.5 }, "quantity", "Quantity must be a whole number from 1 to 10"],
      [{ quantity: "2" }, "quantity", "Quantity must be a whole number from 1 to 10"],
      [{ couponInfo: { couponCode: "EXPIRED5" } }, "couponCode", "This coupon is not valid"],
    ];
    const before = (await ordersOf("rise@example.com")).length;
    for (const [change, field, message] of cases) {
      const res = await post(
        base,
        "/api/v1/checkout",
        checkoutBody(change),
        as("rise@example.com"),
      );
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect((res.body as { errors: Record<string, string> }).errors[field]).toBe(message);
      expect((res.body as { message: string }).message).toBeTruthy();
    }
    expect(await ordersOf("rise@example.com")).toHaveLength(before);
  });

  it("refuses unknown items (404), items not on sale yet and free items (400)", async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ itemId: "no-such-item" }, 404, "Item not found"],
      [{ itemId: "genai-bootcamp" }, 400, "This program is not open for enrolment yet"],
      [
        { itemId: "career-fair-2026", itemType: "EVENT" },
        400,
        "This program is free: enrol instead",
      ],
      [{ itemType: "BOOK" }, 400, "Unknown item type"],
    ];
    for (const [change, status, message] of cases) {
      const res = await post(
        base,
        "/api/v1/checkout",
        checkoutBody(change),
        as("rise@example.com"),
      );
      expect(res.status, JSON.stringify(change)).toBe(status);
      expect(res.body).toMatchObject({ message });
    }
  });
});

describe("POST /api/v1/checkout/part", () => {
  const partBody = (
    userInfo: Record<string, unknown> = {},
    item: Record<string, unknown> = {},
  ) => ({
    checkoutInitRequest: { itemId: "pm-fellowship", itemType: "COURSE", ...item },
    userInfo: {
      firstName: "Asha",
      lastName: "Learner",
      email: "learner@example.com",
      phoneNumber: "98765 43210",
      ...userInfo,
    },
  });

  it("orders the first instalment, once for a resubmitted form", async () => {
    const first = await post(base, "/api/v1/checkout/part", partBody(), as("learner@example.com"));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      amount: 2499950,
      currency: "INR",
      paymentPlan: { name: "Part payment", description: "Instalment 1 of 2" },
    });
    const again = await post(base, "/api/v1/checkout/part", partBody(), as("learner@example.com"));
    expect(again.body).toEqual(first.body);
  });

  it("checks email and phone and refuses items without a part-payment plan", async () => {
    const email = await post(
      base,
      "/api/v1/checkout/part",
      partBody({ email: "not-an-email" }),
      as("learner@example.com"),
    );
    expect(email.status).toBe(400);
    expect(email.body).toMatchObject({ errors: { email: "Invalid Email" } });
    const phone = await post(
      base,
      "/api/v1/checkout/part",
      partBody({ phoneNumber: "call me" }),
      as("learner@example.com"),
    );
    expect(phone.body).toMatchObject({ errors: { phoneNumber: "Invalid Phone Number" } });
    const name = await post(
      base,
      "/api/v1/checkout/part",
      partBody({ firstName: "  " }),
      as("learner@example.com"),
    );
    expect(name.body).toMatchObject({ errors: { firstName: "This field is required" } });
    const noPlan = await post(
      base,
      "/api/v1/checkout/part",
      partBody({}, { itemId: "sql-workshop", itemType: "WORKSHOP" }),
      as("learner@example.com"),
    );
    expect(noPlan.status).toBe(400);
    expect(noPlan.body).toMatchObject({ message: "This program cannot be paid in parts" });
  });
});

describe("POST /api/v1/order/details", () => {
  it("answers the user's own order and 404 for anyone else's", async () => {
    const created = await post(base, "/api/v1/checkout", checkoutBody(), as("learner@example.com"));
    const { orderId } = created.body as { orderId: string };
    const mine = await post(base, "/api/v1/order/details", { orderId }, as("learner@example.com"));
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      orderId,
      status: "CREATED",
      itemId: "pm-fellowship",
      itemName: "Product Manager Fellowship",
      amount: 4999900,
    });
    const theirs = await post(base, "/api/v1/order/details", { orderId }, as("rise@example.com"));
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ message: "Order not found" });
  });
});
