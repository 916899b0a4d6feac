import { getEnv } from "./env.server";

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
 * attempts are not recorded, so waiting always helps. Per process: with several BFF processes
 * each counts on its own (docs/decisions/005-csrf-rate-limits-client-address.md).
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

/**
 * Checks every (limiter, key) pair first and records all of them only when all allow it: an
 * attempt refused by the address limit does not also use up the identity's allowance.
 */
export function hitAll(checks: readonly (readonly [SlidingWindowLimiter, string])[]): boolean {
  if (checks.some(([limiter, key]) => limiter.retryAfter(key) > 0)) return false;
  for (const [limiter, key] of checks) limiter.record(key);
  return true;
}

export interface AuthLimiters {
  passcodeByIdentity: SlidingWindowLimiter;
  passcodeByAddress: SlidingWindowLimiter;
  verifyByIdentity: SlidingWindowLimiter;
  verifyByAddress: SlidingWindowLimiter;
}

export function createAuthLimiters(
  perIdentity: number,
  perAddress: number,
  now?: () => number,
): AuthLimiters {
  const make = (limit: number) =>
    new SlidingWindowLimiter({ limit, windowMs: RATE_LIMIT_WINDOW_MS, now });
  return {
    passcodeByIdentity: make(perIdentity),
    passcodeByAddress: make(perAddress),
    verifyByIdentity: make(perIdentity * 2),
    verifyByAddress: make(perAddress * 2),
  };
}

let limiters: AuthLimiters | undefined;

/** The limiters of this process, sized by AUTH_RATE_LIMIT_PER_IDENTITY / _PER_ADDRESS. */
export function authLimiters(): AuthLimiters {
  const env = getEnv();
  limiters ??= createAuthLimiters(
    env.AUTH_RATE_LIMIT_PER_IDENTITY,
    env.AUTH_RATE_LIMIT_PER_ADDRESS,
  );
  return limiters;
}
