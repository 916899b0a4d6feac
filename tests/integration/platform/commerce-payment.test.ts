import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cell } from "~/contract";
import { ALREADY_OWNED_TEXT, NO_COURSES_TEXT } from "~/contract/commerce";
import type { RunningPlatform } from "~server/platform/server";
import { devSignIn, get, makeDataDir, post, postPage, start } from "./platform-harness";

/**
 * Paying an order (docs/contract.md, decision 006): the signature check, one payment and one
 * enrolment however often the confirmation arrives, failed attempts, and the account pages built
 * from the database (/orders, /order/{id}, /coupons).
 */

const SECRET = "test-gateway-secret";
let platform: RunningPlatform;
let base: string;
const data = makeDataDir();
const tokens = new Map<string, string>();

beforeAll(async () => {
  platform = await start(data.dir);
  base = platform.url;
  for (const email of [
    "payer@example.com",
    "other.payer@example.com",
    "empty@example.com",
    "learner@example.com",
  ]) {
    tokens.set(email, await devSignIn(base, email));
  }
});
afterAll(async () => {
  await platform.close();
  data.cleanup();
});

const as = (email: string) => ({ "auth-header": tokens.get(email)! });
const sign = (creationId: string, paymentId: string) =>
  createHmac("sha256", SECRET).update(`${creationId}|${paymentId}`).digest("hex");

interface Order {
  orderId: string;
  orderCreationId: string;
  amount: number;
}

async function checkout(email: string, itemId = "pm-fellowship", itemType = "COURSE") {
  const res = await post(
    base,
    "/api/v1/checkout",
    {
      itemId,
      itemType,
      quantity: 1,
      userInfo: { mobileNumber: { mobileNumber: "9876543210", countryCode: "+91" } },
    },
    as(email),
  );
  expect(res.status).toBe(200);
  return res.body as Order;
}

const confirmation = (order: Order, paymentId = "pay_TestPayment01") => ({
  pgPaymentId: paymentId,
  pgCreationId: order.orderCreationId,
  pgSignature: sign(order.orderCreationId, paymentId),
  orderId: order.orderId,
});

const stateOf = async (email: string) => ({
  orders: (await get(base, `/__test/orders?email=${email}`)).body as Array<{
    id: string;
    status: string;
    attempts: Array<{ outcome: string; message: string | null; code: string | null }>;
  }>,
  enrolments: (await get(base, `/__test/enrolments?email=${email}`)).body as Array<{
    itemId: string;
    source: string;
    orderId: string | null;
  }>,
});

const cellsOf = async (uri: string, email: string) => {
  const res = await postPage(base, uri, undefined, as(email));
  expect(res.status, uri).toBe(200);
  return (res.body as { cells: Cell[] }).cells;
};

describe("POST /api/v1/checkout/payment", () => {
  it("verifies the signature, marks the order paid and enrols the buyer once, however often it is replayed", async () => {
    const email = "payer@example.com";
    const order = await checkout(email);
    // Another open order of the same programme (with a coupon), made before paying the first.
    const withCoupon = await post(
      base,
      "/api/v1/checkout",
      {
        itemId: "pm-fellowship",
        itemType: "COURSE",
        quantity: 1,
        couponInfo: { couponCode: "WELCOME10" },
        userInfo: { mobileNumber: { mobileNumber: "9876543210", countryCode: "+91" } },
      },
      as(email),
    );
    expect(withCoupon.status).toBe(200);
    const second = withCoupon.body as Order;
    const first = await post(base, "/api/v1/checkout/payment", confirmation(order), as(email));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ redirectionPageUri: `/order/${order.orderId}` });
    const replays = await Promise.all(
      [1, 2, 3].map(() => post(base, "/api/v1/checkout/payment", confirmation(order), as(email))),
    );
    for (const replay of replays) expect(replay.body).toEqual(first.body);
    const state = await stateOf(email);
    const stored = state.orders.find((o) => o.id === order.orderId)!;
    expect(stored.status).toBe("PAID");
    expect(stored.attempts.filter((a) => a.outcome === "SUCCESS")).toHaveLength(1);
    expect(state.enrolments).toEqual([
      expect.objectContaining({ itemId: "pm-fellowship", source: "ORDER", orderId: order.orderId }),
    ]);
    // Issue 30: the programme is owned now; a new checkout and the other open order are refused.
    const again = await post(
      base,
      "/api/v1/checkout",
      {
        itemId: "pm-fellowship",
        itemType: "COURSE",
        quantity: 1,
        userInfo: { mobileNumber: { mobileNumber: "9876543210", countryCode: "+91" } },
      },
      as(email),
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: "You already own this programme",
      code: "ALREADY_OWNED",
    });
    const part = await post(
      base,
      "/api/v1/checkout/part",
      {
        checkoutInitRequest: { itemId: "pm-fellowship", itemType: "COURSE" },
        userInfo: { firstName: "Pat", email, phoneNumber: "9876543210" },
      },
      as(email),
    );
    expect(part.status).toBe(409);
    expect(part.body).toMatchObject({ code: "ALREADY_OWNED" });
    const payAgain = await post(
      base,
      "/api/v1/checkout/payment",
      confirmation(second, "pay_SecondTime01"),
      as(email),
    );
    expect(payAgain.status).toBe(409);
    expect(payAgain.body).toMatchObject({
      message: "You already own this programme",
      code: "ALREADY_OWNED",
    });
    const after = await stateOf(email);
    expect(after.orders.filter((o) => o.status === "PAID")).toHaveLength(1);
    expect(after.orders.find((o) => o.id === second.orderId)).toMatchObject({
      status: "CREATED",
      attempts: [],
    });
    expect(after.enrolments).toHaveLength(1);
    // The BFF asks before it orders or pays: the summary and the open order say it is owned.
    const summary = await post(
      base,
      "/api/v1/checkout/summary",
      { itemId: "pm-fellowship", itemType: "COURSE" },
      as(email),
    );
    expect(summary.body).toMatchObject({
      owned: true,
      ownedPageUri: "/course-dashboard/product-management",
    });
    const anonymous = await post(base, "/api/v1/checkout/summary", {
      itemId: "pm-fellowship",
      itemType: "COURSE",
    });
    expect(anonymous.body).toMatchObject({ owned: false });
    const details = await post(
      base,
      "/api/v1/order/details",
      { orderId: second.orderId },
      as(email),
    );
    expect(details.body).toMatchObject({ status: "CREATED", owned: true });
    const paidDetails = await post(
      base,
      "/api/v1/order/details",
      { orderId: order.orderId },
      as(email),
    );
    expect(paidDetails.body).toMatchObject({ status: "PAID", owned: true });
  });

  it("refuses a wrong signature, another order's creation id and another user's order, changing nothing", async () => {
    const email = "other.payer@example.com";
    const order = await checkout(email, "sql-workshop", "WORKSHOP");
    const otherOrder = await checkout(email, "scale-monthly", "SUBSCRIPTION");
    const wrong = [
      { ...confirmation(order), pgSignature: "0".repeat(64) },
      { ...confirmation(order), pgSignature: "not hex at all" },
      { ...confirmation(order), pgPaymentId: "pay_Another" },
      { ...confirmation(otherOrder), orderId: order.orderId },
    ];
    for (const body of wrong) {
      const res = await post(base, "/api/v1/checkout/payment", body, as(email));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: "Payment verification failed" });
    }
    const stranger = await post(
      base,
      "/api/v1/checkout/payment",
      confirmation(order),
      as("payer@example.com"),
    );
    expect(stranger.status).toBe(404);
    expect(stranger.body).toMatchObject({ message: "Order not found" });
    const state = await stateOf(email);
    expect(state.orders.every((o) => o.status === "CREATED" && o.attempts.length === 0)).toBe(true);
    expect(state.enrolments).toEqual([]);
  });

  it("needs a login", async () => {
    const res = await post(base, "/api/v1/checkout/payment", {
      pgPaymentId: "pay_x",
      pgCreationId: "order_x",
      pgSignature: "0".repeat(64),
      orderId: "ord_0000000000000000",
    });
    expect(res.status).toBe(401);
  });
});

describe("POST /api/v1/checkout/payment/error", () => {
  it("records a failed attempt; the order stays open and can still be paid", async () => {
    const email = "other.payer@example.com";
    const order = await checkout(email, "sql-workshop", "WORKSHOP");
    const failed = await post(
      base,
      "/api/v1/checkout/payment/error",
      {
        pgPaymentId: "pay_Declined01",
        pgCreationId: order.orderCreationId,
        orderId: order.orderId,
        message: "Card declined",
        code: "BAD_REQUEST_ERROR",
      },
      as(email),
    );
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual({});
    let stored = (await stateOf(email)).orders.find((o) => o.id === order.orderId)!;
    expect(stored.status).toBe("CREATED");
    expect(stored.attempts).toEqual([
      expect.objectContaining({
        outcome: "FAILED",
        message: "Card declined",
        code: "BAD_REQUEST_ERROR",
      }),
    ]);
    // The retry finds the same open order and pays it.
    expect((await checkout(email, "sql-workshop", "WORKSHOP")).orderId).toBe(order.orderId);
    const paid = await post(
      base,
      "/api/v1/checkout/payment",
      confirmation(order, "pay_Retry01"),
      as(email),
    );
    expect(paid.status).toBe(200);
    stored = (await stateOf(email)).orders.find((o) => o.id === order.orderId)!;
    expect(stored.status).toBe("PAID");
    expect(stored.attempts.map((a) => a.outcome)).toEqual(["FAILED", "SUCCESS"]);
  });

  it("refuses a report for another order's creation id", async () => {
    const email = "other.payer@example.com";
    const order = await checkout(email, "scale-monthly", "SUBSCRIPTION");
    const res = await post(
      base,
      "/api/v1/checkout/payment/error",
      { pgCreationId: "order_SomeoneElse1", orderId: order.orderId, message: "x", code: 1 },
      as(email),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: { pgCreationId: expect.any(String) } });
  });
});

describe("account pages from the database", () => {
  it("/orders shows 'You have no orders yet' and an empty table to a user without orders", async () => {
    const cells = await cellsOf("/orders", "empty@example.com");
    const empty = cells.find((c) => c.id === "orders-empty");
    expect(empty?.componentData).toMatchObject({ textData: { text: "You have no orders yet" } });
    expect(cells.find((c) => c.id === "orders-table")?.componentData).toMatchObject({ rows: [] });
  });

  it("/orders lists the user's orders as cards linking to /order/{id} and as table rows", async () => {
    const cells = await cellsOf("/orders", "payer@example.com");
    expect(cells.some((c) => c.id === "orders-empty")).toBe(false);
    const cards = cells.find((c) => c.id === "orders-cards")?.componentData?.cards as Array<{
      title: string;
      action: { uri: string };
      tags: Array<{ text: string }>;
    }>;
    const { orders } = await stateOf("payer@example.com");
    expect(cards).toHaveLength(orders.length);
    expect(cards.map((c) => c.action.uri).sort()).toEqual(
      orders.map((o) => `/order/${o.id}`).sort(),
    );
    expect(cards.flatMap((c) => c.tags.map((t) => t.text)).sort()).toEqual([
      "Awaiting payment",
      "Paid",
    ]);
    const rows = cells.find((c) => c.id === "orders-table")?.componentData?.rows as Array<{
      order: string;
      status: string;
    }>;
    expect(rows.map((r) => r.order).sort()).toEqual(orders.map((o) => o.id).sort());
  });

  it("/order/{id} shows the order's status and payments to its owner only", async () => {
    const { orders } = await stateOf("other.payer@example.com");
    const paid = orders.find((o) => o.status === "PAID")!;
    const cells = await cellsOf(`/order/${paid.id}`, "other.payer@example.com");
    const title = cells.find((c) => c.componentType === "PAGE_TITLE");
    expect(title?.componentData).toMatchObject({
      title: "SQL Basics Workshop",
      tagData: [{ text: "Paid" }],
    });
    const table = cells.find((c) => c.componentType === "TABLE")?.componentData?.rows as Array<{
      result: string;
    }>;
    expect(table.map((r) => r.result)).toEqual(["Failed: Card declined", "Paid"]);
    const stranger = await postPage(base, `/order/${paid.id}`, undefined, as("payer@example.com"));
    expect(stranger.status).toBe(404);
    const anonymous = await postPage(base, `/order/${paid.id}`);
    expect(anonymous.status).toBe(401);
    const unknown = await postPage(
      base,
      "/order/ord_0000000000000000",
      undefined,
      as("payer@example.com"),
    );
    expect(unknown.status).toBe(404);
  });

  it("/order/{id} of an unpaid order offers 'Pay now'", async () => {
    const { orders } = await stateOf("other.payer@example.com");
    const open = orders.find((o) => o.status === "CREATED")!;
    const cells = await cellsOf(`/order/${open.id}`, "other.payer@example.com");
    const next = cells.find((c) => c.componentType === "HEADER_TEXT");
    expect(next?.componentData?.buttonDataList).toContainEqual(
      expect.objectContaining({
        buttonText: "Pay now",
        action: { type: "NAVIGATION", uri: `/payment?orderId=${open.id}` },
      }),
    );
  });

  const programmeCards = (cells: Cell[]) =>
    (cells.find((c) => c.id === "my-courses-cards")?.componentData?.cards ?? []) as Array<{
      title: string;
      action: { uri: string };
      tags: Array<{ text: string }>;
    }>;

  it("/my-courses lists what this user bought, from the platform's data (issue 30)", async () => {
    const payer = await cellsOf("/my-courses", "payer@example.com");
    expect(payer.some((c) => c.id === "my-courses-empty")).toBe(false);
    expect(programmeCards(payer).map((c) => [c.title, c.action.uri])).toEqual([
      ["Product Manager Fellowship", "/course-dashboard/product-management"],
    ]);
    const other = await cellsOf("/my-courses", "other.payer@example.com");
    expect(programmeCards(other).map((c) => c.title)).toEqual(["SQL Basics Workshop"]);
    // Nobody else's programmes, and not the seeded Data Analyst plan.
    expect(JSON.stringify(other)).not.toContain("Data Analyst");
  });

  it("/my-courses lists an enrolment without an order (the seeded learner's course)", async () => {
    const cells = await cellsOf("/my-courses", "learner@example.com");
    expect(programmeCards(cells).map((c) => [c.title, c.action.uri])).toEqual([
      ["Data Analyst Fellowship", "/course-dashboard/data-analyst"],
    ]);
    expect(JSON.stringify(cells)).not.toContain("Applied Generative AI Bootcamp");
  });

  it("/my-courses shows an empty state to a user with no programme", async () => {
    const cells = await cellsOf("/my-courses", "empty@example.com");
    expect(cells.find((c) => c.id === "my-courses-empty")?.componentData).toMatchObject({
      textData: { text: NO_COURSES_TEXT },
    });
    expect(programmeCards(cells)).toEqual([]);
    expect(JSON.stringify(cells)).not.toContain("Data Analyst");
    expect(JSON.stringify(cells)).not.toContain("Generative AI");
    // "Alongside your fellowship" is for learners with one.
    expect(cells.some((c) => c.id === "my-courses-explore")).toBe(false);
  });

  it("/order/{id} of an unpaid order of an owned programme offers no payment (issue 30)", async () => {
    const { orders } = await stateOf("payer@example.com");
    const open = orders.find((o) => o.status === "CREATED")!;
    const cells = await cellsOf(`/order/${open.id}`, "payer@example.com");
    const next = cells.find((c) => c.componentType === "HEADER_TEXT");
    expect(next?.componentData).toMatchObject({ textData: { text: ALREADY_OWNED_TEXT } });
    expect(JSON.stringify(cells)).not.toContain("Pay now");
    expect(next?.componentData?.buttonDataList).toContainEqual(
      expect.objectContaining({ buttonText: "Go to My Courses" }),
    );
  });

  it("/coupons lists the coupons with an APPLY_COUPON action, never on an expired one", async () => {
    const cells = await cellsOf("/coupons", "empty@example.com");
    const wallet = cells.find((c) => c.id === "coupons-wallet-list")?.componentData as {
      coupons: Array<{ code: string; expired?: boolean; applyAction?: Record<string, unknown> }>;
    };
    expect(wallet.coupons.map((c) => c.code)).toEqual(["WELCOME10", "EXPIRED5"]);
    expect(wallet.coupons[0].applyAction).toMatchObject({
      type: "APPLY_COUPON",
      requestObject: { couponCode: "WELCOME10", itemId: "pm-fellowship", itemType: "COURSE" },
    });
    expect(wallet.coupons[1]).toMatchObject({ expired: true });
    expect(wallet.coupons[1].applyAction).toBeUndefined();
  });
});
