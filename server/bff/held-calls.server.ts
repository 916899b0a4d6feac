import { createHash } from "node:crypto";
import { TOO_MANY_HELD_CALLS } from "~/contract/code-values";
import { addressBucket, clientAddressOf } from "./client-address.server";
import { noStoreJson } from "./json-answer.server";

/**
 * Per-client limit on calls that hold an upstream connection while a run or action is pending
 * (code starts and status polls, action-status polls: decisions 053 and 063). One client gets
 * at most HELD_CALLS_PER_CLIENT at once on this instance; past that it is answered 429 at once,
 * without an upstream call, so one client can never take the shared upstream pool.
 */
export const HELD_CALLS_PER_CLIENT = 4;

/** Concurrent slots per key; a key with no call running is forgotten (bounded memory). */
export class ConcurrencyLimiter {
  private readonly running = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** A release function when the key has a free slot (idempotent), else undefined. */
  tryAcquire(key: string): (() => void) | undefined {
    const count = this.running.get(key) ?? 0;
    if (count >= this.limit) return undefined;
    this.running.set(key, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.running.get(key) ?? 1) - 1;
      if (left > 0) this.running.set(key, left);
      else this.running.delete(key);
    };
  }

  /** Keys with at least one call running. */
  get size(): number {
    return this.running.size;
  }
}

const heldCalls = new ConcurrencyLimiter(HELD_CALLS_PER_CLIENT);

/**
 * Whose held calls these are: the signed-in learner (a digest of the token: learners behind one
 * school address each get their own slots), else the client address's bucket.
 */
export function heldCallClient(request: Request, token: string | undefined): string {
  if (token) return `user:${createHash("sha256").update(token).digest("base64url")}`;
  return `address:${addressBucket(clientAddressOf(request))}`;
}

/** Runs `call` in one of the client's slots, or answers 429 without running it. */
export async function withHeldCallSlot(
  client: string,
  call: () => Promise<Response>,
): Promise<Response> {
  const release = heldCalls.tryAcquire(client);
  if (!release) {
    const refused = noStoreJson({ message: TOO_MANY_HELD_CALLS }, 429);
    refused.headers.set("Retry-After", "1");
    return refused;
  }
  try {
    return await call();
  } finally {
    release();
  }
}
