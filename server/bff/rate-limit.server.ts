import { PASSCODE_REQUEST_LIMITS, SIGN_IN_LINK } from "~/contract/login-values";
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

/**
 * The login limits' kinds: a passcode sent (request or resend), a passcode checked, a sign-in link
 * sent (issue 41).
 */
export type AuthLimitKind = "passcode" | "verify" | "link";

export interface AuthLimits {
  /** Passcodes one requester may ask for one identity (verifications: twice as many). */
  perIdentity: number;
  perAddress: number;
}

/** One login attempt: whose identity, from which client address and browser. */
export interface AuthAttempt {
  identity: string;
  address: string;
  /** The browser's terminal id: with the address, who asks (issues 30, 41). */
  terminal?: string;
  /** The attempt passed the human check (a verified token of the provider). */
  humanChecked?: boolean;
}

/**
 * Everyone together may ask for an identity's passcodes this many times one requester may (the
 * contract's 20 against 5): past that, only a request with the human check goes on.
 */
export const IDENTITY_CEILING_FACTOR =
  PASSCODE_REQUEST_LIMITS.perIdentity / PASSCODE_REQUEST_LIMITS.perRequester;

/**
 * The shared-store checks of one login attempt, in two tiers (issue 41):
 *
 * - `own`: the requester's own allowance for this identity (its address and terminal id): only
 *   its own attempts spend it, so over it the requester is refused.
 * - `shared`: totals others add to: the identity's over everyone, the address's over all
 *   identities. Over one of them the human check takes over (never a refusal), so nothing a
 *   stranger does refuses the owner's own requests; a human-checked attempt skips them.
 *
 * Passcode requests: 5 per requester, the address 30, the identity 20. Verifications: twice
 * each. Sign-in links: 3 per requester (SIGN_IN_LINK), the address's passcode total.
 */
export function authLimitChecks(
  kind: AuthLimitKind,
  attempt: AuthAttempt,
  limits: AuthLimits,
): { own: WindowCheck[]; shared: WindowCheck[] } {
  const { identity, address } = attempt;
  const windowMs = RATE_LIMIT_WINDOW_MS;
  const requester = `${address}|${attempt.terminal ?? ""}`;
  const factor = kind === "verify" ? 2 : 1;
  const ownLimit = kind === "link" ? SIGN_IN_LINK.perRequester : limits.perIdentity * factor;
  const own = [
    { key: `login:${kind}:requester:${identity}:${requester}`, limit: ownLimit, windowMs },
  ];
  if (attempt.humanChecked) return { own, shared: [] };
  const counted = kind === "link" ? "passcode" : kind;
  const shared: WindowCheck[] = [
    { key: `login:${counted}:address:${address}`, limit: limits.perAddress * factor, windowMs },
  ];
  if (kind !== "link") {
    const ceiling = kind === "verify" ? factor : IDENTITY_CEILING_FACTOR;
    shared.push({
      key: `login:${kind}:identity:${identity}`,
      limit: limits.perIdentity * ceiling,
      windowMs,
    });
  }
  return { own, shared };
}

/** What the limits say of an attempt: go on, refused (the requester's own), or check first. */
export type AuthLimitOutcome = "ok" | "refused" | "check";

/**
 * Counts one login attempt against its limits (AUTH_RATE_LIMIT_*), in the shared store, so the
 * limits hold across BFF instances when REDIS_URL is set. All are checked before any is counted:
 * an attempt refused by one limit does not use up the others.
 */
export async function hitAuthLimits(
  kind: AuthLimitKind,
  attempt: AuthAttempt,
): Promise<AuthLimitOutcome> {
  const env = getEnv();
  // The store's keys hold digests, never an email, a phone number or an address (issue 34).
  const pseudonymous: AuthAttempt = {
    ...attempt,
    identity: storeKeyPart(attempt.identity),
    address: storeKeyPart(attempt.address),
    terminal: attempt.terminal === undefined ? undefined : storeKeyPart(attempt.terminal),
  };
  const { own, shared } = authLimitChecks(kind, pseudonymous, {
    perIdentity: env.AUTH_RATE_LIMIT_PER_IDENTITY,
    perAddress: env.AUTH_RATE_LIMIT_PER_ADDRESS,
  });
  const refused = await sharedStore().firstRefusal([...own, ...shared]);
  if (refused === -1) return "ok";
  return refused < own.length ? "refused" : "check";
}
