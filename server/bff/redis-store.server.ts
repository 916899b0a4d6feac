import { randomUUID } from "node:crypto";
import Redis from "ioredis";
import { logger } from "../shared/logger";
import { outsideRequestContext } from "../shared/request-context";
import {
  MemorySharedStore,
  type SharedStore,
  type SharedStoreState,
  type WindowCheck,
} from "./shared-store.server";
import { ACQUIRE, HIT_ALL } from "./redis-scripts.server";
import { reconnectDelayMs } from "./redis-reconnect.server";

/** Every key this BFF writes starts with this, so one Redis may serve other programs too. */
const PREFIX = "cl:";

/** How often a store found down is asked again, in the background. */
const RETRY_MS = 1_000;
/** Revocations this instance remembers at most (each a digest and a time: a few MB). */
const MAX_REVOCATIONS = 100_000;
/** Revocations re-written per round trip when Redis is back. */
const REPLAY_BATCH = 500;

export interface RedisStoreOptions {
  /** A command's wait for its answer before the store counts as down (1 s). */
  commandTimeoutMs?: number;
  retryMs?: number;
}

/**
 * The shared store in Redis (REDIS_URL), for several BFF instances (docs/decisions/021, 048).
 * A Redis that fails never stops the site and never makes requests wait on it twice:
 *
 * - **A circuit breaker.** The first failed command (a time-out, a lost connection) marks the
 *   store down; from then on every call answers from this instance's own memory at once (the
 *   rate limits and slots per instance, invalidations to this instance's page-answer cache), and a
 *   background retry asks Redis every second until it answers; a lost connection marks it down
 *   before any request waits.
 * - **Revocations this instance has seen are its own too.** Every logout made here and every
 *   revocation read from Redis is kept in memory until its end: it is checked before Redis (so a
 *   Redis restarted empty cannot bring a logged-out cookie back), and re-written to Redis each
 *   time the store comes back (so the other instances learn it again).
 *
 * Its connections are made outside any request (their errors are nobody's request), and their
 * state changes are logged once each, not once a request.
 */
export class RedisSharedStore implements SharedStore {
  readonly kind = "redis" as const;
  private readonly client: Redis;
  private subscriber: Redis | undefined;
  private readonly listeners = new Map<string, Set<(message: string) => void>>();
  /** Whether Redis has confirmed every channel of `listeners` on the subscriber connection. */
  private subscribedAll = false;
  /** The fallback while Redis is down. */
  private readonly local = new MemorySharedStore();
  /** Revocation id -> until (ms), of every revocation this instance made or read. */
  private readonly revocations = new Map<string, number>();
  private up = true;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private readonly retryMs: number;

  constructor(url: string, options: RedisStoreOptions = {}) {
    this.retryMs = options.retryMs ?? RETRY_MS;
    this.client = outsideRequestContext(
      () =>
        new Redis(url, {
          connectTimeout: 2_000,
          // Beyond this a command fails and the breaker opens (the only wait a request can see).
          commandTimeout: options.commandTimeoutMs ?? 1_000,
          maxRetriesPerRequest: 1,
          // Commands queue only while the first connection is being made; once the store has
          // been down, calls go to memory without reaching the client.
          enableOfflineQueue: true,
          // Reconnects forever, backing off (the subscriber's duplicate too).
          retryStrategy: (times) => reconnectDelayMs(times),
        }),
    );
    this.client.on("error", (error: Error) => this.down(`connection: ${error.message}`));
    this.client.on("close", () => this.down("connection closed"));
    this.client.on("ready", () => void this.back());
  }

  /** Whether calls go to Redis now (false: the store is down, memory answers). */
  get available(): boolean {
    return this.up && !this.closed;
  }

  /**
   * Whether every channel asked for is heard now (metrics, decision 064): none asked yet, or the
   * subscriber connection is ready and in subscriber mode.
   */
  get subscribed(): boolean {
    if (this.listeners.size === 0) return true;
    return this.subscriber?.status === "ready" && this.subscriber.mode === "subscriber";
  }

  /** Opens the breaker (once per outage) and starts the background retry. */
  private down(reason: string): void {
    if (this.closed) return;
    if (!this.up) {
      logger.debug({ event: "shared-store-still-down", reason }, "shared store still down");
      return;
    }
    this.up = false;
    outsideRequestContext(() => {
      logger.error(
        { event: "shared-store-down", reason },
        "shared store unavailable: this instance's memory answers until it is back",
      );
      this.scheduleRetry();
    });
  }

  private scheduleRetry(): void {
    if (this.retry || this.closed) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.probe();
    }, this.retryMs);
    this.retry.unref();
  }

  /** The background retry: a PING on a connected client; a reconnect brings "ready" itself. */
  private async probe(): Promise<void> {
    if (this.up || this.closed) return;
    if (this.client.status === "ready") {
      try {
        if ((await this.client.ping()) === "PONG") return void (await this.back());
      } catch {
        // still down
      }
    }
    this.scheduleRetry();
  }

  /**
   * Redis answers (again): the revocations this instance knows are written back (a Redis that
   * restarted empty, or missed the logouts made during the outage), then calls go to it again.
   */
  private async back(): Promise<void> {
    if (this.closed) return;
    try {
      const replayed = await this.replayRevocations();
      const wasDown = !this.up;
      this.up = true;
      if (wasDown) {
        outsideRequestContext(() =>
          logger.info({ event: "shared-store-back", replayed }, "shared store answers again"),
        );
      }
    } catch (error) {
      this.down(`replay: ${String(error)}`);
      outsideRequestContext(() => this.scheduleRetry());
    }
  }

  private async replayRevocations(): Promise<number> {
    const now = Date.now();
    const live = [...this.revocations].filter(([, until]) => until > now);
    for (let i = 0; i < live.length; i += REPLAY_BATCH) {
      const batch = this.client.pipeline();
      for (const [id, until] of live.slice(i, i + REPLAY_BATCH)) {
        batch.set(`${PREFIX}revoked:${id}`, "1", "PX", Math.max(1, until - now));
      }
      const results = (await batch.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
    }
    return live.length;
  }

  /** One call: Redis while it is up; memory at once while it is down or when the call fails. */
  private async attempt<T>(
    operation: string,
    run: (client: Redis) => Promise<T>,
    fallback: () => Promise<T>,
  ): Promise<T> {
    if (!this.available) return fallback();
    try {
      return await run(this.client);
    } catch (error) {
      logger.warn(
        { event: "shared-store-call-failed", operation, err: String(error) },
        "shared store call failed: answered from memory",
      );
      this.down(`${operation}: ${String(error)}`);
      return fallback();
    }
  }

  private remember(id: string, until: number): void {
    this.revocations.delete(id);
    this.revocations.set(id, until);
    if (this.revocations.size <= MAX_REVOCATIONS) return;
    const now = Date.now();
    for (const [key, end] of this.revocations) if (end <= now) this.revocations.delete(key);
    // Still full of live ones: the oldest goes (Redis, when up, still holds it).
    while (this.revocations.size > MAX_REVOCATIONS) {
      const oldest = this.revocations.keys().next().value;
      if (oldest === undefined) break;
      this.revocations.delete(oldest);
    }
  }

  private knownRevoked(id: string): boolean {
    const until = this.revocations.get(id);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.revocations.delete(id);
    return false;
  }

  async hitAll(checks: readonly WindowCheck[]): Promise<boolean> {
    return (await this.firstRefusal(checks)) === -1;
  }

  async firstRefusal(checks: readonly WindowCheck[]): Promise<number> {
    if (checks.length === 0) return -1;
    return this.attempt(
      "rate-limit",
      async (client) => {
        const args = [Date.now(), randomUUID(), ...checks.flatMap((c) => [c.limit, c.windowMs])];
        const keys = checks.map((check) => `${PREFIX}rl:${check.key}`);
        return Number(await client.eval(HIT_ALL, keys.length, ...keys, ...args)) - 1;
      },
      () => this.local.firstRefusal(checks),
    );
  }

  async acquire(key: string, limit: number, ttlMs: number): Promise<string | undefined> {
    return this.attempt(
      "slot",
      async (client) => {
        const lease = randomUUID();
        const ttl = Math.max(1, Math.ceil(ttlMs));
        const taken = await client.eval(
          ACQUIRE,
          1,
          `${PREFIX}slots:${key}`,
          Date.now(),
          limit,
          ttl,
          lease,
        );
        return taken === 1 ? lease : undefined;
      },
      () => this.local.acquire(key, limit, ttlMs),
    );
  }

  async release(key: string, lease: string): Promise<void> {
    // A lease taken while Redis was down lives in memory; either way, both forget it.
    await this.local.release(key, lease);
    await this.attempt(
      "slot-release",
      async (client) => void (await client.zrem(`${PREFIX}slots:${key}`, lease)),
      async () => {},
    );
  }

  async revoke(id: string, ttlMs: number): Promise<void> {
    const ttl = Math.max(1, Math.ceil(ttlMs));
    this.remember(id, Date.now() + ttl);
    // While Redis is down the revocation waits in memory; it is written when Redis is back.
    await this.attempt(
      "revoke",
      async (client) => void (await client.set(`${PREFIX}revoked:${id}`, "1", "PX", ttl)),
      async () => {},
    );
  }

  async isRevoked(id: string): Promise<boolean> {
    if (this.knownRevoked(id)) return true;
    return this.attempt(
      "revocation-check",
      async (client) => {
        // -2: no such key; -1: no expiry (never written so by us: kept for the cookie's life).
        const left = await client.pttl(`${PREFIX}revoked:${id}`);
        if (left === -2) return false;
        this.remember(id, Date.now() + (left > 0 ? left : SEVEN_DAYS_MS));
        return true;
      },
      async () => false,
    );
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.attempt(
      "publish",
      async (client) => void (await client.publish(`${PREFIX}${channel}`, message)),
      // The other instances keep their entries until their TTL; this one still drops its own.
      async () => {
        for (const listener of this.listeners.get(channel) ?? []) listener(message);
      },
    );
  }

  subscribe(channel: string, onMessage: (message: string) => void): void {
    const set = this.listeners.get(channel) ?? new Set();
    set.add(onMessage);
    this.listeners.set(channel, set);
    this.subscriber ??= this.openSubscriber();
    this.subscribedAll = false;
    if (this.subscriber.status === "ready") this.subscribeAll(this.subscriber);
  }

  /**
   * A connection in subscriber mode serves nothing else: a second one, made outside the request
   * that first asked (its errors belong to no request). Each time it is ready (its first
   * connection, however late Redis comes, and every reconnection) it subscribes to every channel
   * again: a SUBSCRIBE sent while Redis was away is lost, and ioredis re-subscribes only what
   * Redis had confirmed (decision 063).
   */
  private openSubscriber(): Redis {
    const subscriber = outsideRequestContext(() => this.client.duplicate());
    subscriber.on("error", (error: Error) =>
      logger.debug({ event: "shared-store-subscriber-error", err: error.message }, "redis"),
    );
    subscriber.on("close", () => (this.subscribedAll = false));
    subscriber.on("ready", () => this.subscribeAll(subscriber));
    subscriber.on("message", (full: string, message: string) => {
      const name = full.slice(PREFIX.length);
      for (const listener of this.listeners.get(name) ?? []) listener(message);
    });
    return subscriber;
  }

  private subscribeAll(subscriber: Redis): void {
    const channels = [...this.listeners.keys()].map((name) => `${PREFIX}${name}`);
    if (channels.length === 0) return;
    outsideRequestContext(() => {
      subscriber.subscribe(...channels).then(
        () => {
          if (subscriber.status !== "ready") return;
          const wasSubscribed = this.subscribedAll;
          this.subscribedAll = channels.length === this.listeners.size;
          if (!wasSubscribed && this.subscribedAll) {
            logger.info(
              { event: "shared-store-subscribed", channels: channels.length },
              "shared store: listening for other instances' invalidations",
            );
          }
        },
        (error: unknown) =>
          logger.warn(
            { event: "subscribe-failed", channels: channels.length, err: String(error) },
            "subscribe failed: tried again when the connection is ready",
          ),
      );
    });
  }

  /** The connections' state now (decision 063): for the metrics and operators. */
  state(): SharedStoreState {
    return {
      kind: this.kind,
      up: this.available,
      subscribed: this.listeners.size === 0 || (this.subscribedAll && !this.closed),
      channels: this.listeners.size,
    };
  }

  /**
   * For /readyz: false at once while the store is down (the background retry is asking); else a
   * PING within `timeoutMs`, whose failure opens the breaker like any other call's.
   */
  async ping(timeoutMs: number): Promise<boolean> {
    if (!this.available) return false;
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = await Promise.race([
        this.client.ping(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${timeoutMs} ms`)),
            timeoutMs,
          );
        }),
      ]);
      return answer === "PONG";
    } catch (error) {
      this.down(`ping: ${String(error)}`);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await Promise.allSettled([this.client.quit(), this.subscriber?.quit()]);
    this.client.disconnect();
    this.subscriber?.disconnect();
  }
}

/** A revocation found in Redis without an expiry is kept for a session cookie's longest life. */
const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;
