import { afterEach, describe, expect, it } from "vitest";
import { reconnectDelayMs } from "~server/bff/redis-reconnect.server";
import { RedisSharedStore } from "~server/bff/redis-store.server";
import { freePort } from "../../support/processes";
import { startControlledRedis, type ControlledRedis } from "../../support/redis";
import { waitUntil } from "../../support/wait";

/**
 * Issue 43, decision 063: an instance that starts while Redis is unreachable keeps reconnecting
 * (backing off) and, once Redis comes, subscribes to the channels it asked for at boot, so it
 * hears the other instances' page invalidations instead of serving stale pages; it subscribes
 * again after Redis restarts. A real redis-server started late on a free loopback port.
 */
const CHANNEL = "page-cache";
const opened: RedisSharedStore[] = [];
let redis: ControlledRedis | undefined;

afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
  await redis?.stop();
  redis = undefined;
});

function storeOn(url: string): RedisSharedStore {
  const store = new RedisSharedStore(url, { commandTimeoutMs: 300, retryMs: 50 });
  opened.push(store);
  return store;
}

/** Publishes from `from` until `heard` holds the message (a subscription may still be on its way). */
async function deliver(from: RedisSharedStore, heard: string[], message: string) {
  await waitUntil(async () => {
    await from.publish(CHANNEL, message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return heard.includes(message);
  });
}

describe("a shared store started before Redis", () => {
  it("subscribes once Redis comes, and again after Redis restarts", async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const late = storeOn(url);
    const heard: string[] = [];
    late.subscribe(CHANNEL, (message) => heard.push(message));
    // Nothing listens there: down (memory answers), not subscribed, still trying.
    await waitUntil(() => !late.state().up);
    expect(late.state()).toEqual({ kind: "redis", up: false, subscribed: false, channels: 1 });

    redis = await startControlledRedis(port);
    await waitUntil(() => late.state().up && late.state().subscribed);
    expect(late.state()).toEqual({ kind: "redis", up: true, subscribed: true, channels: 1 });
    const other = storeOn(url);
    await deliver(other, heard, "an edit on another instance");

    await redis.restart();
    await deliver(other, heard, "an edit after Redis restarted");
    expect(late.state()).toMatchObject({ up: true, subscribed: true });
  }, 60_000);
});

describe("reconnectDelayMs", () => {
  it("doubles from 100 ms to at most 5 s, with up to a fifth more at random", () => {
    expect([1, 2, 3, 4].map((times) => reconnectDelayMs(times, () => 0))).toEqual([
      100, 200, 400, 800,
    ]);
    expect(reconnectDelayMs(50, () => 0)).toBe(5_000);
    expect(reconnectDelayMs(50, () => 1)).toBe(6_000);
  });
});
