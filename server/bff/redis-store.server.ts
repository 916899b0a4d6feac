import { randomUUID } from "node:crypto";
import Redis from "ioredis";
import { logger } from "../shared/logger";
import type { SharedStore, WindowCheck } from "./shared-store.server";

/** Every key this BFF writes starts with this, so one Redis may serve other programs too. */
const PREFIX = "cl:";

/**
 * The sliding-window check of every key and, when all are under their limit, the hit on each, in
 * one atomic step: KEYS are the windows' sorted sets; ARGV: now, a unique member, then limit and
 * window (ms) per key.
 */
const HIT_ALL = `
local now = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[1 + i * 2])
  local window = tonumber(ARGV[2 + i * 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  if redis.call('ZCARD', key) >= limit then return 0 end
end
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[2 + i * 2])
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, window)
end
return 1
`;

/**
 * A slot of KEYS[1] (a sorted set of lease ids scored by the time they end): drops ended leases,
 * and when fewer than the limit remain adds this one. ARGV: now, limit, ttl (ms), the lease id.
 */
const ACQUIRE = `
local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + ttl, ARGV[4])
redis.call('PEXPIRE', KEYS[1], ttl)
return 1
`;

/**
 * The shared store in Redis (REDIS_URL), for several BFF instances. A Redis that does not answer
 * never takes the site down: a rate-limit check then lets the attempt through and a revocation
 * check answers "not revoked", each logged at error level, while /readyz reports the store as
 * failed so the instance leaves rotation (docs/decisions/021).
 */
export class RedisSharedStore implements SharedStore {
  readonly kind = "redis" as const;
  private readonly client: Redis;
  private subscriber: Redis | undefined;
  private readonly listeners = new Map<string, Set<(message: string) => void>>();

  constructor(url: string) {
    this.client = new Redis(url, {
      // A command waits at most this long for a connection; then it fails (and we fall back).
      connectTimeout: 2_000,
      commandTimeout: 1_000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
    });
    this.client.on("error", (error: Error) =>
      logger.error({ event: "shared-store-error", err: error.message }, "redis error"),
    );
  }

  async hitAll(checks: readonly WindowCheck[]): Promise<boolean> {
    if (checks.length === 0) return true;
    try {
      const args = [Date.now(), randomUUID(), ...checks.flatMap((c) => [c.limit, c.windowMs])];
      const keys = checks.map((check) => `${PREFIX}rl:${check.key}`);
      const allowed = await this.client.eval(HIT_ALL, keys.length, ...keys, ...args);
      return allowed === 1;
    } catch (error) {
      logger.error({ event: "rate-limit-store-failed", err: String(error) }, "rate limit skipped");
      return true;
    }
  }

  async acquire(key: string, limit: number, ttlMs: number): Promise<string | undefined> {
    const lease = randomUUID();
    try {
      const taken = await this.client.eval(
        ACQUIRE,
        1,
        `${PREFIX}slots:${key}`,
        Date.now(),
        limit,
        Math.max(1, Math.ceil(ttlMs)),
        lease,
      );
      return taken === 1 ? lease : undefined;
    } catch (error) {
      // Like a rate limit: a store that does not answer lets the stream through, logged.
      logger.error({ event: "slot-store-failed", err: String(error) }, "slot limit skipped");
      return lease;
    }
  }

  async release(key: string, lease: string): Promise<void> {
    try {
      await this.client.zrem(`${PREFIX}slots:${key}`, lease);
    } catch (error) {
      logger.error({ event: "slot-release-failed", err: String(error) }, "slot kept to its end");
    }
  }

  async revoke(id: string, ttlMs: number): Promise<void> {
    try {
      await this.client.set(`${PREFIX}revoked:${id}`, "1", "PX", Math.max(1, Math.ceil(ttlMs)));
    } catch (error) {
      logger.error({ event: "revoke-store-failed", err: String(error) }, "revocation not shared");
    }
  }

  async isRevoked(id: string): Promise<boolean> {
    try {
      return (await this.client.exists(`${PREFIX}revoked:${id}`)) === 1;
    } catch (error) {
      logger.error({ event: "revoke-check-failed", err: String(error) }, "revocation unknown");
      return false;
    }
  }

  async publish(channel: string, message: string): Promise<void> {
    try {
      await this.client.publish(`${PREFIX}${channel}`, message);
    } catch (error) {
      // The other instances keep their entry until its TTL; this one still drops its own.
      logger.error({ event: "publish-failed", channel, err: String(error) }, "publish failed");
      for (const listener of this.listeners.get(channel) ?? []) listener(message);
    }
  }

  subscribe(channel: string, onMessage: (message: string) => void): void {
    const set = this.listeners.get(channel) ?? new Set();
    set.add(onMessage);
    this.listeners.set(channel, set);
    if (!this.subscriber) {
      // A connection in subscriber mode serves nothing else: a second one.
      this.subscriber = this.client.duplicate();
      this.subscriber.on("error", (error: Error) =>
        logger.error({ event: "shared-store-error", err: error.message }, "redis error"),
      );
      this.subscriber.on("message", (full: string, message: string) => {
        const name = full.slice(PREFIX.length);
        for (const listener of this.listeners.get(name) ?? []) listener(message);
      });
    }
    void this.subscriber
      .subscribe(`${PREFIX}${channel}`)
      .catch((error: unknown) =>
        logger.error(
          { event: "subscribe-failed", channel, err: String(error) },
          "subscribe failed",
        ),
      );
  }

  async ping(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = await Promise.race([
        this.client.ping(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("timeout")), timeoutMs);
        }),
      ]);
      return answer === "PONG";
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.client.quit(), this.subscriber?.quit()]);
  }
}
