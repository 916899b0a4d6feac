import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisSharedStore } from "~server/bff/redis-store.server";
import { watchSharedStore } from "~server/bff/shared-store-metrics.server";
import { MemorySharedStore, type SharedStore } from "~server/bff/shared-store.server";
import { exposition } from "~server/shared/metrics";
import { startControlledRedis, type ControlledRedis } from "../../support/redis";
import { waitUntil } from "../../support/wait";

/**
 * Decision 064: `bff_shared_store_up` and `bff_shared_store_subscribed`, read at each scrape from
 * the process's store, follow a real redis-server that is killed and restarted empty.
 */
let redis: ControlledRedis;
let current: SharedStore | undefined;
watchSharedStore(() => current);

beforeAll(async () => {
  redis = await startControlledRedis();
}, 30_000);
afterAll(async () => {
  await current?.close();
  await redis?.stop();
});

/** The store's two gauges in the next scrape, e.g. { up: "1", subscribed: "0" }, by kind. */
async function scraped(): Promise<Record<string, string>> {
  const text = await exposition();
  const found: Record<string, string> = {};
  for (const match of text.matchAll(/^bff_shared_store_(up|subscribed)\{kind="(\w+)"\} (\S+)$/gm)) {
    found[`${match[2]} ${match[1]}`] = match[3]!;
  }
  return found;
}

const stateIs = (expected: Record<string, string>) => async () =>
  JSON.stringify(await scraped()) === JSON.stringify(expected);

describe("the shared store's metrics", () => {
  it("have no sample before the process has a store", async () => {
    expect(await scraped()).toEqual({});
  });

  it("read 1 and 1 for the in-process store", async () => {
    current = new MemorySharedStore();
    expect(await scraped()).toEqual({ "memory up": "1", "memory subscribed": "1" });
  });

  it("follow Redis: up and subscribed, down when killed, both again once restarted", async () => {
    const store = new RedisSharedStore(redis.url, { commandTimeoutMs: 300, retryMs: 50 });
    current = store;
    await waitUntil(async () => store.available && (await store.ping(300)));
    // Nothing asked for yet: nothing missing.
    expect(await scraped()).toEqual({ "redis up": "1", "redis subscribed": "1" });
    store.subscribe("page-cache", () => {});
    await waitUntil(stateIs({ "redis up": "1", "redis subscribed": "1" }));

    await redis.kill();
    await waitUntil(stateIs({ "redis up": "0", "redis subscribed": "0" }));

    await redis.restart();
    await waitUntil(stateIs({ "redis up": "1", "redis subscribed": "1" }));
    // Subscribed for real: another instance's invalidation arrives.
    const heard: string[] = [];
    store.subscribe("page-cache", (message) => heard.push(message));
    await redis.command("PUBLISH", "cl:page-cache", "edited");
    await waitUntil(() => heard.includes("edited"));
  });
});
