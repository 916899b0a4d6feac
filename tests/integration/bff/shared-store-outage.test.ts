import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { RedisSharedStore } from "~server/bff/redis-store.server";
import { startControlledRedis, type ControlledRedis } from "../../support/redis";
import { waitUntil } from "../../support/wait";

/**
 * Issue 34, decision 048: the Redis shared store against a real redis-server (a port of its own) that is
 * killed, paused and restarted empty. The store answers from its own memory after the first
 * failure, without asking Redis again until its background retry hears it; revocations survive
 * the outage and the empty restart (each instance re-writes those it has seen).
 */
const MINUTE = 60_000;
let redis: ControlledRedis;
const stores: RedisSharedStore[] = [];

function store(): RedisSharedStore {
  const made = new RedisSharedStore(redis.url, { commandTimeoutMs: 300, retryMs: 50 });
  stores.push(made);
  return made;
}

/** How many times Redis has run `command` since its statistics were reset. */
async function calls(command: string): Promise<number> {
  const info = await redis.command("INFO", "commandstats");
  return Number(new RegExp(`cmdstat_${command}:calls=(\\d+)`).exec(info)?.[1] ?? 0);
}

async function connected(made: RedisSharedStore): Promise<void> {
  await waitUntil(async () => made.available && (await made.ping(300)));
}

beforeAll(async () => {
  redis = await startControlledRedis();
}, 30_000);
afterEach(async () => {
  redis.resume();
  await Promise.all(stores.splice(0).map((made) => made.close()));
  await redis.restart();
});
afterAll(async () => {
  await redis?.stop();
});

describe("the Redis shared store when Redis fails", () => {
  it("killed: answers from memory at once, keeps its revocations, re-writes them when back", async () => {
    const a = store();
    await connected(a);
    await a.revoke("before-outage", MINUTE);
    await redis.kill();
    // The lost connection opens the breaker before any call waits on it.
    await waitUntil(() => !a.available);
    expect(await a.isRevoked("before-outage")).toBe(true);
    expect(await a.isRevoked("never-revoked")).toBe(false);
    await a.revoke("during-outage", MINUTE);
    // Limits still hold, per instance: two allowed, the third refused.
    const check = [{ key: "login:x", limit: 2, windowMs: MINUTE }];
    expect([await a.hitAll(check), await a.hitAll(check), await a.hitAll(check)]).toEqual([
      true,
      true,
      false,
    ]);
    // Invalidations still reach this instance's own cache.
    const heard: string[] = [];
    a.subscribe("page-cache", (message) => heard.push(message));
    await a.publish("page-cache", "/edited");
    expect(heard).toEqual(["/edited"]);

    await redis.restart(); // empty: no persistence
    await connected(a);
    expect(await redis.command("EXISTS", "cl:revoked:before-outage")).toBe(":1\r\n");
    expect(await redis.command("EXISTS", "cl:revoked:during-outage")).toBe(":1\r\n");
    // Another instance, with nothing in memory, learns both from Redis.
    const b = store();
    await connected(b);
    expect(await b.isRevoked("before-outage")).toBe(true);
    expect(await b.isRevoked("during-outage")).toBe(true);
  });

  it("paused: one call waits for its time-out, the next ones do not ask Redis at all", async () => {
    const a = store();
    await connected(a);
    await redis.command("CONFIG", "RESETSTAT");
    redis.pause();
    for (let i = 0; i < 5; i++) expect(await a.isRevoked(`unknown-${i}`)).toBe(false);
    expect(a.available).toBe(false);
    redis.resume();
    await connected(a);
    // Redis ran what was sent while it was paused: the first lookup only.
    expect(await calls("pttl")).toBe(1);
  });

  it("restarted empty between two calls: a revocation it has seen is still refused", async () => {
    const a = store();
    const b = store();
    await Promise.all([connected(a), connected(b)]);
    await a.revoke("logged-out", MINUTE);
    // B reads it once from Redis, and keeps it.
    expect(await b.isRevoked("logged-out")).toBe(true);
    await redis.restart();
    expect(await a.isRevoked("logged-out")).toBe(true);
    expect(await b.isRevoked("logged-out")).toBe(true);
    await Promise.all([connected(a), connected(b)]);
    await waitUntil(
      async () => (await redis.command("EXISTS", "cl:revoked:logged-out")) === ":1\r\n",
    );
    const c = store();
    await connected(c);
    expect(await c.isRevoked("logged-out")).toBe(true);
  });
});
