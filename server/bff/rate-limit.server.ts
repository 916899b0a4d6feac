import { PASSCODE_REQUEST_LIMITS } from "~/contract/login";
import { getEnv } from "./env.server";
import { sharedStore } from "./shared-store-instance.server";
import type { WindowCheck } from "./shared-store.server";
import { storeKeyPart } from "./store-keys.server";

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
  /** Passcodes one requester may ask for one identity (verifications: twice as many, anyone). */
  perIdentity: number;
  perAddress: number;
}

/** One login attempt: whose identity, from which client address and browser. */
export interface AuthAttempt {
  identity: string;
  address: string;
  /** The browser's terminal id: with the address, who asks (issue 30). */
  terminal?: string;
  /** The attempt carries the human check (a captcha token, when a provider is on). */
  humanChecked?: boolean;
}

/**
 * Everyone together may ask for an identity's passcodes this many times one requester may (the
 * contract's 20 against 5): past that, only a request with the human check goes on.
 */
export const IDENTITY_CEILING_FACTOR =
  PASSCODE_REQUEST_LIMITS.perIdentity / PASSCODE_REQUEST_LIMITS.perRequester;

/**
 * The shared-store checks of one login attempt. Passcode requests (and resends): the requester's
 * own allowance for this identity (its address and terminal id: a stranger never spends the
 * owner's), its address's allowance over all identities, and, unless the attempt carries the
 * human check, the identity-wide ceiling. Verifications: the identity's and the address's.
 */
export function authLimitChecks(
  kind: AuthLimitKind,
  attempt: AuthAttempt,
  limits: AuthLimits,
): WindowCheck[] {
  const { identity, address } = attempt;
  const windowMs = RATE_LIMIT_WINDOW_MS;
  if (kind === "verify") {
    return [
      { key: `login:verify:identity:${identity}`, limit: limits.perIdentity * 2, windowMs },
      { key: `login:verify:address:${address}`, limit: limits.perAddress * 2, windowMs },
    ];
  }
  const requester = `${address}|${attempt.terminal ?? ""}`;
  const checks: WindowCheck[] = [
    {
      key: `login:passcode:requester:${identity}:${requester}`,
      limit: limits.perIdentity,
      windowMs,
    },
    { key: `login:passcode:address:${address}`, limit: limits.perAddress, windowMs },
  ];
  if (!attempt.humanChecked) {
    checks.push({
      key: `login:passcode:identity:${identity}`,
      limit: limits.perIdentity * IDENTITY_CEILING_FACTOR,
      windowMs,
    });
  }
  return checks;
}

/**
 * Counts one login attempt against its limits (AUTH_RATE_LIMIT_*), in the shared store, so the
 * limits hold across BFF instances when REDIS_URL is set. All are checked before any is counted:
 * an attempt refused by one limit does not use up the others.
 */
export function hitAuthLimits(kind: AuthLimitKind, attempt: AuthAttempt): Promise<boolean> {
  const env = getEnv();
  // The store's keys hold digests, never an email, a phone number or an address (issue 34).
  const pseudonymous: AuthAttempt = {
    ...attempt,
    identity: storeKeyPart(attempt.identity),
    address: storeKeyPart(attempt.address),
    terminal: attempt.terminal === undefined ? undefined : storeKeyPart(attempt.terminal),
  };
  return sharedStore().hitAll(
    authLimitChecks(kind, pseudonymous, {
      perIdentity: env.AUTH_RATE_LIMIT_PER_IDENTITY,
      perAddress: env.AUTH_RATE_LIMIT_PER_ADDRESS,
    }),
  );
}
