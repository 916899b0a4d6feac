import { randomUUID } from "node:crypto";

/**
 * What several BFF instances must share (issue 17, docs/decisions/021): the login and passcode
 * rate limits, the assistant's admission (open streams and starts per user, decision 036),
 * revoked sessions, and the page-answer cache's invalidations. In process by default; in
 * Redis when REDIS_URL is set (redis-store.server.ts). The process's store is chosen in
 * shared-store-instance.server.ts. Everything else of an instance is its own.
 */
export interface WindowCheck {
  key: string;
  /** Hits allowed in any `windowMs`. */
  limit: number;
  windowMs: number;
}

/** What the shared store's connections are doing now (metrics, readiness; decision 063). */
export interface SharedStoreState {
  kind: "memory" | "redis";
  /** Calls go to Redis (false: down, this instance's memory answers). */
  up: boolean;
  /** Every channel subscribed to is heard from Redis (true when there are none). */
  subscribed: boolean;
  /** Channels this instance listens on. */
  channels: number;
}

export interface SharedStore {
  readonly kind: "memory" | "redis";
  /**
   * A sliding-window log per key: when every key is under its limit, records one hit on each and
   * answers true; otherwise records nothing (a refused attempt does not count, so waiting helps).
   */
  hitAll(checks: readonly WindowCheck[]): Promise<boolean>;
  /**
   * The same check and record, answering which key refused: -1 when every key was under its
   * limit (a hit recorded on each), else the index of the first key at its limit (nothing
   * recorded). The login tells a requester's own limit from one shared with others by it.
   */
  firstRefusal(checks: readonly WindowCheck[]): Promise<number>;
  /**
   * Takes one of `limit` slots of `key` for at most `ttlMs` (a slot whose holder never released
   * it, e.g. a crashed instance, frees itself then): a lease id, or undefined when all are taken.
   */
  acquire(key: string, limit: number, ttlMs: number): Promise<string | undefined>;
  /** Gives a slot back (a lease already gone changes nothing). */
  release(key: string, lease: string): Promise<void>;
  /** Marks an id revoked for `ttlMs` (a session that logged out, on every instance). */
  revoke(id: string, ttlMs: number): Promise<void>;
  isRevoked(id: string): Promise<boolean>;
  /** Sends a message to every instance's subscribers of `channel`, this one's included. */
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, onMessage: (message: string) => void): void;
  /** Whether the store answers (/readyz). */
  ping(timeoutMs: number): Promise<boolean>;
  /** Its connections' state now, without asking anything (metrics, decision 063). */
  state(): SharedStoreState;
  close(): Promise<void>;
}

/** Keys kept at most by the in-process store (bounded memory under a flood of identities). */
const MEMORY_MAX_KEYS = 50_000;

export class MemorySharedStore implements SharedStore {
  readonly kind = "memory" as const;
  private readonly hits = new Map<string, number[]>();
  private readonly revoked = new Map<string, number>();
  /** key -> lease id -> until (ms). */
  private readonly slots = new Map<string, Map<string, number>>();
  private readonly listeners = new Map<string, Set<(message: string) => void>>();

  constructor(private readonly now: () => number = Date.now) {}

  private recent(key: string, windowMs: number, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => t > now - windowMs);
    if (list.length === 0) this.hits.delete(key);
    return list;
  }

  async hitAll(checks: readonly WindowCheck[]): Promise<boolean> {
    return (await this.firstRefusal(checks)) === -1;
  }

  async firstRefusal(checks: readonly WindowCheck[]): Promise<number> {
    const now = this.now();
    const lists = checks.map((check) => this.recent(check.key, check.windowMs, now));
    const refused = checks.findIndex((check, i) => lists[i].length >= check.limit);
    if (refused !== -1) return refused;
    checks.forEach((check, i) => {
      this.hits.delete(check.key); // re-insert: Map order is the LRU order
      this.hits.set(check.key, [...lists[i], now]);
    });
    while (this.hits.size > MEMORY_MAX_KEYS) {
      const oldest = this.hits.keys().next().value;
      if (oldest === undefined) break;
      this.hits.delete(oldest);
    }
    return -1;
  }

  async acquire(key: string, limit: number, ttlMs: number): Promise<string | undefined> {
    const now = this.now();
    const leases = this.slots.get(key) ?? new Map<string, number>();
    for (const [lease, until] of leases) if (until <= now) leases.delete(lease);
    if (leases.size >= limit) return undefined;
    const lease = randomUUID();
    leases.set(lease, now + ttlMs);
    this.slots.set(key, leases);
    if (this.slots.size > MEMORY_MAX_KEYS) {
      for (const [other, held] of this.slots) if (held.size === 0) this.slots.delete(other);
    }
    return lease;
  }

  async release(key: string, lease: string): Promise<void> {
    const leases = this.slots.get(key);
    if (!leases) return;
    leases.delete(lease);
    if (leases.size === 0) this.slots.delete(key);
  }

  async revoke(id: string, ttlMs: number): Promise<void> {
    this.revoked.set(id, this.now() + ttlMs);
    if (this.revoked.size > MEMORY_MAX_KEYS) {
      const now = this.now();
      for (const [key, until] of this.revoked) if (until <= now) this.revoked.delete(key);
    }
  }

  async isRevoked(id: string): Promise<boolean> {
    const until = this.revoked.get(id);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.revoked.delete(id);
    return false;
  }

  async publish(channel: string, message: string): Promise<void> {
    for (const listener of this.listeners.get(channel) ?? []) listener(message);
  }

  subscribe(channel: string, onMessage: (message: string) => void): void {
    const set = this.listeners.get(channel) ?? new Set();
    set.add(onMessage);
    this.listeners.set(channel, set);
  }

  async ping(): Promise<boolean> {
    return true;
  }

  state(): SharedStoreState {
    return { kind: this.kind, up: true, subscribed: true, channels: this.listeners.size };
  }

  async close(): Promise<void> {}
}
