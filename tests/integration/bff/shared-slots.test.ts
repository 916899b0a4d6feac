import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisSharedStore } from "~server/bff/redis-store.server";
import { MemorySharedStore, type SharedStore } from "~server/bff/shared-store.server";
import { startRedis, type RunningRedis } from "../../support/redis";
import { waitUntil } from "../../support/wait";

/**
 * The shared store's slots (the assistant's open streams per user, decision 036), in process and
 * in a real Redis (two instances share one): at most `limit` leases of a key at once, a release
 * frees one, and a lease never released (a crashed instance) ends after its time.
 */
let redis: RunningRedis;
const stores: Record<string, () => SharedStore> = {
  memory: () => new MemorySharedStore(),
  redis: () => new RedisSharedStore(redis.url),
};

beforeAll(async () => {
  redis = await startRedis();
}, 60_000);
afterAll(async () => {
  await redis?.stop();
});

describe.each(Object.keys(stores))("slots in the %s store", (kind) => {
  it("gives at most `limit` leases of a key, frees one on release, keeps keys apart", async () => {
    const store = stores[kind]();
    const key = `streams:${kind}:a`;
    const leases = [
      await store.acquire(key, 2, 60_000),
      await store.acquire(key, 2, 60_000),
      await store.acquire(key, 2, 60_000),
    ];
    expect(leases[0]).toBeTypeOf("string");
    expect(leases[1]).toBeTypeOf("string");
    expect(leases[2]).toBeUndefined();
    expect(await store.acquire(`streams:${kind}:b`, 2, 60_000)).toBeTypeOf("string");
    await store.release(key, leases[0]!);
    await store.release(key, leases[0]!); // twice changes nothing
    expect(await store.acquire(key, 2, 60_000)).toBeTypeOf("string");
    expect(await store.acquire(key, 2, 60_000)).toBeUndefined();
    await store.close();
  });

  it("ends a lease nobody released after its time", async () => {
    const store = stores[kind]();
    const key = `streams:${kind}:ttl`;
    expect(await store.acquire(key, 1, 50)).toBeTypeOf("string");
    expect(await store.acquire(key, 1, 50)).toBeUndefined();
    await waitUntil(async () => {
      const lease = await store.acquire(key, 1, 60_000);
      return lease !== undefined;
    });
    expect(await store.acquire(key, 1, 60_000)).toBeUndefined();
    await store.close();
  });
});
