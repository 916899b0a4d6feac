import { describe, expect, it } from "vitest";
import {
  createAuthLimiters,
  hitAll,
  RATE_LIMIT_MESSAGE,
  SlidingWindowLimiter,
} from "~server/bff/rate-limit.server";

function clock(start = 1_000_000) {
  const c = { now: start, fn: () => c.now };
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

describe("hitAll", () => {
  it("records nothing when one limit refuses", () => {
    const c = clock();
    const identity = new SlidingWindowLimiter({ limit: 5, windowMs: 1000, now: c.fn });
    const address = new SlidingWindowLimiter({ limit: 1, windowMs: 1000, now: c.fn });
    expect(
      hitAll([
        [identity, "id"],
        [address, "ip"],
      ]),
    ).toBe(true);
    expect(
      hitAll([
        [identity, "id"],
        [address, "ip"],
      ]),
    ).toBe(false);
    // Only the allowed attempt used the identity's allowance.
    expect(identity.retryAfter("id")).toBe(0);
    for (let i = 0; i < 4; i++) expect(identity.hit("id")).toBe(true);
    expect(identity.hit("id")).toBe(false);
  });
});

describe("the login limits", () => {
  it("allow twice as many verifications as passcode requests", () => {
    const limits = createAuthLimiters(2, 3);
    expect([limits.passcodeByIdentity.hit("x"), limits.passcodeByIdentity.hit("x")]).toEqual([
      true,
      true,
    ]);
    expect(limits.passcodeByIdentity.hit("x")).toBe(false);
    for (let i = 0; i < 4; i++) expect(limits.verifyByIdentity.hit("x")).toBe(true);
    expect(limits.verifyByIdentity.hit("x")).toBe(false);
    for (let i = 0; i < 6; i++) expect(limits.verifyByAddress.hit("ip")).toBe(true);
    expect(limits.verifyByAddress.hit("ip")).toBe(false);
  });

  it("say so in one clear sentence", () => {
    expect(RATE_LIMIT_MESSAGE).toBe("Too many attempts. Please wait a few minutes and try again.");
  });
});
