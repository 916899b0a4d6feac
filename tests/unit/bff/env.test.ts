import { describe, expect, it } from "vitest";
import { parseEnv } from "~server/bff/env.server";

describe("parseEnv", () => {
  const base = {
    UPSTREAM_URL: "http://127.0.0.1:3100/",
    SESSION_SECRET: "new, old",
    ALLOW_TEST_PAYMENTS: "true",
    PAYMENT_GATEWAY_SECRET: "gateway-secret-of-this-test",
  };

  it("parses defaults, trims the upstream URL and splits secrets for rotation", () => {
    const env = parseEnv(base);
    expect(env.UPSTREAM_URL).toBe("http://127.0.0.1:3100");
    expect(env.PORT).toBe(3000);
    expect(env.UPSTREAM_TIMEOUT_MS).toBe(7_000);
    expect(env.sessionSecrets).toEqual(["new", "old"]);
  });

  it("stops with a message naming the bad variable", () => {
    expect(() => parseEnv({ ...base, UPSTREAM_URL: "ftp://x" })).toThrow(/UPSTREAM_URL/);
    expect(() => parseEnv({ ...base, UPSTREAM_TIMEOUT_MS: "soon" })).toThrow(/UPSTREAM_TIMEOUT_MS/);
    expect(() => parseEnv({ ...base, PORT: "70000" })).toThrow(/PORT/);
    expect(() => parseEnv({ SESSION_SECRET: "x" })).toThrow(/UPSTREAM_URL/);
  });

  it("requires a session secret in production; elsewhere makes up a random one per process", () => {
    expect(() => parseEnv({ ...base, SESSION_SECRET: "" })).toThrow(/SESSION_SECRET/);
    const dev = parseEnv({ UPSTREAM_URL: "http://x.test", NODE_ENV: "development" });
    expect(dev.sessionSecrets).toHaveLength(1);
    expect(dev.sessionSecrets[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = parseEnv({ UPSTREAM_URL: "http://x.test", NODE_ENV: "development" });
    expect(again.sessionSecrets[0]).not.toBe(dev.sessionSecrets[0]);
  });

  it("turns the page-answer cache on by default, off under NODE_ENV=test or PAGE_CACHE=off", () => {
    expect(parseEnv(base).pageAnswerCache).toBe("on");
    expect(parseEnv({ ...base, PAGE_CACHE: "off" }).pageAnswerCache).toBe("off");
    expect(parseEnv({ ...base, PAGE_CACHE: "revalidate" }).pageAnswerCache).toBe("revalidate");
    const test = { UPSTREAM_URL: "http://x.test", NODE_ENV: "test" };
    expect(parseEnv(test).pageAnswerCache).toBe("off");
    expect(parseEnv({ ...test, PAGE_CACHE: "on" }).pageAnswerCache).toBe("on");
    expect(() => parseEnv({ ...base, PAGE_CACHE: "maybe" })).toThrow(/PAGE_CACHE/);
    expect(parseEnv({ ...base, REDIS_URL: "redis://127.0.0.1:6379" }).REDIS_URL).toBe(
      "redis://127.0.0.1:6379",
    );
  });
  it("names the page-answer cache's settings PAGE_ANSWER_CACHE*, still taking PAGE_CACHE*", () => {
    const named = parseEnv({
      ...base,
      PAGE_ANSWER_CACHE: "revalidate",
      PAGE_ANSWER_CACHE_MAX_ENTRIES: "10",
      PAGE_ANSWER_CACHE_MAX_MB: "2",
      PAGE_ANSWER_CACHE_STALE_SECONDS: "30",
    });
    expect(named.pageAnswerCache).toBe("revalidate");
    expect(named.PAGE_ANSWER_CACHE_MAX_ENTRIES).toBe(10);
    expect(named.PAGE_ANSWER_CACHE_MAX_MB).toBe(2);
    expect(named.PAGE_ANSWER_CACHE_STALE_SECONDS).toBe(30);
    // An operator's former names keep working, each alone.
    const former = parseEnv({
      ...base,
      PAGE_CACHE: "off",
      PAGE_CACHE_MAX_ENTRIES: "11",
      PAGE_CACHE_MAX_MB: "3",
      PAGE_CACHE_STALE_SECONDS: "31",
    });
    expect(former.pageAnswerCache).toBe("off");
    expect(former.PAGE_ANSWER_CACHE_MAX_ENTRIES).toBe(11);
    expect(former.PAGE_ANSWER_CACHE_MAX_MB).toBe(3);
    expect(former.PAGE_ANSWER_CACHE_STALE_SECONDS).toBe(31);
    // Both set: the new name wins; a bad value is named as it was set.
    expect(parseEnv({ ...base, PAGE_ANSWER_CACHE: "on", PAGE_CACHE: "off" }).pageAnswerCache).toBe(
      "on",
    );
    expect(() => parseEnv({ ...base, PAGE_CACHE_MAX_MB: "lots" })).toThrow(
      /^ {2}PAGE_CACHE_MAX_MB:/m,
    );
    expect(() => parseEnv({ ...base, PAGE_ANSWER_CACHE: "maybe" })).toThrow(
      /^ {2}PAGE_ANSWER_CACHE:/m,
    );
  });
});
