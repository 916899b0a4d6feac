import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cell } from "~/contract";
import type { RunningPlatform } from "~server/platform/server";
import { GO_TO_COURSE } from "~server/platform/routes/owned-items";
import {
  devSignIn,
  HARNESS_GATEWAY_SECRET,
  makeDataDir,
  post,
  postPage,
  start,
} from "./platform-harness";

/**
 * Issue 44 point 10: a bought programme's page no longer offers "Buy now" to its owner; it leads
 * to the course dashboard ("Go to course"), as My Courses' "Open" and the paid order do. Everyone
 * else still sees the page as it is sold, and may keep it for its TTL.
 */
const COURSE = "/course/product-management-course";
const DASHBOARD = "/course-dashboard/product-management";
let platform: RunningPlatform;
const data = makeDataDir();
const tokens = new Map<string, string>();
const as = (email: string) => ({ "auth-header": tokens.get(email)! });

interface PageAnswer {
  cells: Cell[];
  cacheInfo: { TTL: number };
}
const pageOf = async (uri: string, email?: string) => {
  const res = await postPage(platform.url, uri, undefined, email ? as(email) : {});
  expect(res.status, uri).toBe(200);
  return res.body as PageAnswer;
};
/** Every action of the page's cells with the button text it sits under. */
const actionsOf = (page: PageAnswer) => {
  const found: Array<{ text: string; type?: string; uri?: string; itemId?: string }> = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    const action = record.action as
      { type?: string; uri?: string; requestObject?: { itemId?: string } } | undefined;
    if (typeof record.buttonText === "string" && action) {
      const { type, uri, requestObject } = action;
      found.push({ text: record.buttonText, type, uri, itemId: requestObject?.itemId });
    }
    Object.values(record).forEach(walk);
  };
  walk(page.cells);
  return found;
};

async function buy(email: string) {
  const checkout = await post(
    platform.url,
    "/api/v1/checkout",
    {
      itemId: "pm-fellowship",
      itemType: "COURSE",
      quantity: 1,
      userInfo: { mobileNumber: { mobileNumber: "9876543210", countryCode: "+91" } },
    },
    as(email),
  );
  const order = checkout.body as { orderId: string; orderCreationId: string };
  const paymentId = "pay_OwnedProgramme1";
  const signature = createHmac("sha256", HARNESS_GATEWAY_SECRET)
    .update(`${order.orderCreationId}|${paymentId}`)
    .digest("hex");
  const paid = await post(
    platform.url,
    "/api/v1/checkout/payment",
    {
      pgPaymentId: paymentId,
      pgCreationId: order.orderCreationId,
      pgSignature: signature,
      orderId: order.orderId,
    },
    as(email),
  );
  expect(paid.status).toBe(200);
}

beforeAll(async () => {
  platform = await start(data.dir);
  for (const email of ["owner@example.com", "browser@example.com", "learner@example.com"]) {
    tokens.set(email, await devSignIn(platform.url, email));
  }
  await buy("owner@example.com");
});
afterAll(async () => {
  await platform.close();
  data.cleanup();
});

describe("a programme's page for its owner", () => {
  it("offers Go to course (the dashboard) instead of Buy now, and no part payment", async () => {
    const owner = await pageOf(COURSE, "owner@example.com");
    const actions = actionsOf(owner);
    expect(actions.filter((a) => a.type === "START_CHECKOUT")).toEqual([]);
    expect(JSON.stringify(owner.cells)).not.toContain("PART_CHECKOUT");
    const go = actions.filter((a) => a.text === GO_TO_COURSE);
    // In the title (first on a phone) and where Buy now was.
    expect(go.length).toBe(2);
    for (const link of go) expect(link).toMatchObject({ type: "NAVIGATION", uri: DASHBOARD });
    expect(JSON.stringify(owner.cells)).toContain("The Product Manager Fellowship is yours");
    // Personal now: no cache may keep it for someone else.
    expect(owner.cacheInfo.TTL).toBe(0);
  });

  it("is unchanged for anyone who does not own it, signed in or not", async () => {
    for (const email of ["browser@example.com", undefined]) {
      const page = await pageOf(COURSE, email);
      const buyNow = actionsOf(page).find((a) => a.type === "START_CHECKOUT");
      expect(buyNow).toMatchObject({ text: "Buy now", itemId: "pm-fellowship" });
      expect(actionsOf(page).some((a) => a.text === GO_TO_COURSE)).toBe(false);
      expect(JSON.stringify(page.cells)).toContain("PART_CHECKOUT");
      expect(page.cacheInfo.TTL).toBe(300);
    }
  });

  it("My Courses' Open and the course's card lead to the dashboard, which exists", async () => {
    const myCourses = await pageOf("/my-courses", "owner@example.com");
    const open = actionsOf(myCourses).find((a) => a.text === "Open");
    expect(open).toMatchObject({ type: "NAVIGATION", uri: DASHBOARD });
    const dashboard = await pageOf(DASHBOARD, "owner@example.com");
    expect(JSON.stringify(dashboard.cells)).toContain("Learning plan");
  });

  it("a course bought elsewhere (the seeded learner's) gets the same link on its page", async () => {
    const page = await pageOf("/course/data-analyst-course", "learner@example.com");
    expect(actionsOf(page).find((a) => a.text === GO_TO_COURSE)).toMatchObject({
      uri: "/course-dashboard/data-analyst",
    });
  });
});
