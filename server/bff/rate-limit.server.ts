import { getEnv } from "./env.server";
import { sharedStore } from "./shared-store-instance.server";
import type { WindowCheck } from "./shared-store.server";

/** The one message every login rate limit shows. */
export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000;

export interface LimiterOptions {
  limit: number;
  windowMs: number;
  /** Keys kept at most; the least recently used go first (bounded memory under attack). */
  maxKeys?: number;
  now?: () => number;
}

/**
 * An in-memory sliding-window log: a key may be hit `limit` times in any `windowMs`. Refused
 * attempts are not recorded, so waiting always helps. Per process: the compiler's and the sandbox
 * shares' limits (cost guards of one instance). The login limits, which must hold across
 * instances, live in the shared store (hitAuthLimits, docs/decisions/021).
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(private readonly options: LimiterOptions) {
    this.maxKeys = options.maxKeys ?? 50_000;
    this.now = options.now ?? Date.now;
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.options.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length === 0) this.hits.delete(key);
    return list;
  }

  /** Milliseconds until the key may be hit again; 0 when it may be hit now. */
  retryAfter(key: string): number {
    const now = this.now();
    const list = this.recent(key, now);
    if (list.length < this.options.limit) return 0;
    return list[list.length - this.options.limit] + this.options.windowMs - now;
  }

  record(key: string): void {
    const now = this.now();
    const list = this.recent(key, now);
    list.push(now);
    this.hits.delete(key); // re-insert: Map order is the LRU order
    this.hits.set(key, list);
    while (this.hits.size > this.maxKeys) {
      const oldest = this.hits.keys().next().value;
      if (oldest === undefined) break;
      this.hits.delete(oldest);
    }
  }

  /** Records a hit when allowed; answers whether it was. */
  hit(key: string): boolean {
    if (this.retryAfter(key) > 0) return false;
    this.record(key);
    return true;
  }

  get size(): number {
    return this.hits.size;
  }
}

/** The login limits' two kinds: a passcode sent, and a passcode checked (twice the allowance). */
export type AuthLimitKind = "passcode" | "verify";

export interface AuthLimits {
  perIdentity: number;
  perAddress: number;
}

/** The shared-store checks of one login attempt: its identity's and its client address's. */
export function authLimitChecks(
  kind: AuthLimitKind,
  identity: string,
  address: string,
  limits: AuthLimits,
): WindowCheck[] {
  const factor = kind === "verify" ? 2 : 1;
  return [
    {
      key: `login:${kind}:identity:${identity}`,
      limit: limits.perIdentity * factor,
      windowMs: RATE_LIMIT_WINDOW_MS,
    },
    {
      key: `login:${kind}:address:${address}`,
      limit: limits.perAddress * factor,
      windowMs: RATE_LIMIT_WINDOW_MS,
    },
  ];
}

/**
 * Counts one login attempt against its identity's and its address's limits (AUTH_RATE_LIMIT_*),
 * in the shared store, so the limits hold across BFF instances when REDIS_URL is set. Both are
 * checked before either is counted: an attempt refused by the address limit does not also use up
 * the identity's allowance.
 */
export function hitAuthLimits(
  kind: AuthLimitKind,
  identity: string,
  address: string,
): Promise<boolean> {
  const env = getEnv();
  return sharedStore().hitAll(
    authLimitChecks(kind, identity, address, {
      perIdentity: env.AUTH_RATE_LIMIT_PER_IDENTITY,
      perAddress: env.AUTH_RATE_LIMIT_PER_ADDRESS,
    }),
  );
}
