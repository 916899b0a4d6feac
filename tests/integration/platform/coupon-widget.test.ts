import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningPlatform } from "~server/platform/server";
import { bearer, devSignIn, makeDataDir, postPage, start } from "./platform-harness";

/** The COUPON cell on /coupons (docs/contract.md, "Widget kinds: community family"). */
const data = makeDataDir();
let platform: RunningPlatform;
let learner: string;

beforeAll(async () => {
  platform = await start(data.dir, { now: () => Date.parse("2026-03-10T06:00:00Z") });
  learner = await devSignIn(platform.url, "learner@example.com");
});
afterAll(async () => {
  await platform?.close();
  data.cleanup();
});

type Cell = { id: string; componentType?: string; componentData?: Record<string, unknown> };

describe("COUPON on /coupons", () => {
  it("lists the user's coupons: Apply starts the checkout with the code; expired ones marked", async () => {
    const res = await postPage(platform.url, "/coupons", undefined, bearer(learner));
    expect(res.status).toBe(200);
    const cell = (res.body as { cells: Cell[] }).cells.find((c) => c.id === "coupons-wallet-list");
    expect(cell?.componentType).toBe("COUPON");
    const coupons = cell!.componentData!.coupons as Array<Record<string, unknown>>;
    expect(coupons.map((c) => c.code)).toEqual(["WELCOME10", "EXPIRED5"]);
    expect(coupons[0]).toMatchObject({
      discountText: "10 % off",
      appliesTo: "Applies to fellowships and bootcamps",
      applyAction: {
        type: "APPLY_COUPON",
        requestObject: { couponCode: "WELCOME10", itemId: "pm-fellowship", itemType: "COURSE" },
      },
    });
    expect(coupons[0].expired).toBeUndefined();
    expect(coupons[0].validUntil).toBeUndefined();
    expect(String(coupons[0].applyText)).toMatch(/^Apply to the /);
    expect(coupons[1]).toMatchObject({
      discountText: "5 % off",
      expired: true,
      validUntil: "2024-12-31T18:29:59.999Z",
      appliesTo: "Applies to every programme",
    });
    expect(coupons[1].applyAction).toBeUndefined();
  });

  it("is the page's one list of coupons (no second list of the same coupons)", async () => {
    const res = await postPage(platform.url, "/coupons", undefined, bearer(learner));
    const cells = (res.body as { cells: Cell[] }).cells;
    expect(cells.filter((c) => c.componentType === "COUPON").map((c) => c.id)).toEqual([
      "coupons-wallet-list",
    ]);
    expect(cells.some((c) => c.componentType === "CARD_LIST")).toBe(false);
  });
});
