import { describe, expect, it } from "vitest";
import {
  authLimitChecks,
  RATE_LIMIT_MESSAGE,
  SlidingWindowLimiter,
} from "~server/bff/rate-limit.server";
import { MemorySharedStore } from "~server/bff/shared-store.server";

function clock(start = 1_000_000) {
  const c = {
    now: start,
    fn: () => c.now,
    advance: (ms: number) => {
      c.now += ms;
    },
  };
  return c;
}

describe("SlidingWindowLimiter", () => {
  it("allows `limit` hits in any window, then refuses until the oldest leaves it", () => {
    const c = clock();
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 1000, now: c.fn });
    expect([limiter.hit("k"), limiter.hit("k"), limiter.hit("k")]).toEqual([true, true, true]);
    expect(limiter.hit("k")).toBe(false);
    c.now += 999;
    expect(limiter.hit("k")).toBe(false);
    expect(limiter.retryAfter("k")).toBe(1);
    c.now += 1;
    expect(limiter.hit("k")).toBe(true);
  });

  it("slides: hits spread over time free up one by one", () => {
    const c = clock();
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 1000, now: c.fn });
    limiter.hit("k");
    c.now += 600;
    limiter.hit("k");
    expect(limiter.hit("k")).toBe(false);
    c.now += 401; // the first hit is out of the window, the second is not
    expect(limiter.hit("k")).toBe(true);
    expect(limiter.hit("k")).toBe(false);
  });

  it("does not count refused attempts and keeps keys apart", () => {
    const c = clock();
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 1000, now: c.fn });
    limiter.hit("a");
    for (let i = 0; i < 10; i++) limiter.hit("a");
    expect(limiter.hit("b")).toBe(true);
    c.now += 1000;
    expect(limiter.hit("a")).toBe(true);
  });

  it("keeps memory bounded, dropping the least recently used keys", () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 60_000, maxKeys: 100 });
    for (let i = 0; i < 1000; i++) limiter.hit(`k${i}`);
    expect(limiter.size).toBe(100);
    expect(limiter.hit("k999")).toBe(false);
    expect(limiter.hit("k0")).toBe(true); // forgotten
  });
});

describe("the shared store's sliding windows (in process)", () => {
  it("records nothing when one limit refuses", async () => {
    const c = clock();
    const store = new MemorySharedStore(c.fn);
    const both = [
      { key: "id", limit: 5, windowMs: 1000 },
      { key: "ip", limit: 1, windowMs: 1000 },
    ];
    expect(await store.hitAll(both)).toBe(true);
    expect(await store.hitAll(both)).toBe(false);
    // Only the allowed attempt used the identity's allowance: four more fit, then it refuses.
    const identity = [{ key: "id", limit: 5, windowMs: 1000 }];
    for (let i = 0; i < 4; i++) expect(await store.hitAll(identity)).toBe(true);
    expect(await store.hitAll(identity)).toBe(false);
    c.advance(1001);
    expect(await store.hitAll(identity)).toBe(true);
  });

  it("keeps a revocation until its time is up", async () => {
    const c = clock();
    const store = new MemorySharedStore(c.fn);
    await store.revoke("session-a", 1000);
    expect(await store.isRevoked("session-a")).toBe(true);
    expect(await store.isRevoked("session-b")).toBe(false);
    c.advance(1001);
    expect(await store.isRevoked("session-a")).toBe(false);
  });

  it("tells its own subscribers what is published", async () => {
    const store = new MemorySharedStore();
    const heard: string[] = [];
    store.subscribe("page-cache", (message) => heard.push(message));
    await store.publish("page-cache", "/home");
    await store.publish("other", "x");
    expect(heard).toEqual(["/home"]);
  });
});

describe("the login limits", () => {
  const limits = { perIdentity: 2, perAddress: 3 };
  const limitsOf = (checks: { limit: number }[]) => checks.map((c) => c.limit);

  it("allow twice as many verifications as passcode requests, per requester, identity and address", () => {
    const attempt = { identity: "x", address: "ip", terminal: "t" };
    const passcode = authLimitChecks("passcode", attempt, limits);
    expect(limitsOf(passcode.own)).toEqual([2]);
    expect(limitsOf(passcode.shared)).toEqual([3, 8]);
    const verify = authLimitChecks("verify", attempt, limits);
    expect(limitsOf(verify.own)).toEqual([4]);
    expect(limitsOf(verify.shared)).toEqual([6, 4]);
    const keys = [...verify.own, ...verify.shared].map((c) => c.key);
    expect(new Set(keys).size).toBe(3);
    expect(keys).not.toEqual([...passcode.own, ...passcode.shared].map((c) => c.key));
  });

  it("key each requester's own limit on its address and device; the identity's and address's totals are shared", () => {
    for (const kind of ["passcode", "verify", "link"] as const) {
      const owner = authLimitChecks(kind, { identity: "x", address: "a", terminal: "o" }, limits);
      const stranger = authLimitChecks(
        kind,
        { identity: "x", address: "b", terminal: "s" },
        limits,
      );
      const sameAddress = authLimitChecks(
        kind,
        { identity: "x", address: "b", terminal: "s2" },
        limits,
      );
      // Their own allowances differ (another device at the same address too) ...
      expect(owner.own[0]!.key).not.toBe(stranger.own[0]!.key);
      expect(sameAddress.own[0]!.key).not.toBe(stranger.own[0]!.key);
      // ... and the totals they share never go in their own tier: past them, the human check.
      const ownerShared = owner.shared.map((c) => c.key);
      if (kind !== "link") expect(ownerShared).toContain(stranger.shared.at(-1)!.key);
      expect(ownerShared).not.toContain(stranger.own[0]!.key);
    }
  });

  it("a human-checked attempt meets only its requester's own limit", () => {
    const checked = authLimitChecks(
      "verify",
      { identity: "x", address: "b", terminal: "s", humanChecked: true },
      limits,
    );
    expect(checked.shared).toEqual([]);
    expect(limitsOf(checked.own)).toEqual([4]);
  });

  it("tell a requester's own limit (refused) from a shared one (the check) in the store", async () => {
    const store = new MemorySharedStore();
    const own = { key: "own", limit: 1, windowMs: 1000 };
    const shared = { key: "shared", limit: 2, windowMs: 1000 };
    expect(await store.firstRefusal([own, shared])).toBe(-1);
    expect(await store.firstRefusal([own, shared])).toBe(0);
    expect(await store.firstRefusal([{ ...own, key: "other" }, shared])).toBe(-1);
    expect(await store.firstRefusal([{ ...own, key: "third" }, shared])).toBe(1);
  });

  it("say so in one clear sentence", () => {
    expect(RATE_LIMIT_MESSAGE).toBe("Too many attempts. Please wait a few minutes and try again.");
  });
});
