import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { TOO_MANY_HELD_CALLS } from "~/contract/code-values";
import { addressBucket, clientAddressFrom, clientAddressOf } from "./client-address.server";
import { getEnv } from "./env.server";
import { noStoreJson } from "./json-answer.server";
import { SlidingWindowLimiter } from "./rate-limit.server";

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

/**
 * Such calls one address may have running at once, checked by the web server before Remix runs
 * (heldCallGate): a flood is refused for a fraction of a millisecond each, so it cannot take the
 * process's time from other learners either. Above the per-client slots: learners behind one
 * school address share it.
 */
export const HELD_CALLS_PER_ADDRESS = 16;
/**
 * Such calls one address may start in any second. The slots above bound calls held upstream; a
 * run's status answered at once (it has finished) frees its slot at once, so without a rate one
 * address could still send a hundred calls a second through Remix and upstream (issue 43's flood).
 * A learner polls a run every 1-3 s (code-values.ts), so this is 32 or more learners at once.
 */
export const HELD_CALLS_PER_ADDRESS_PER_SECOND = 32;
const HELD_CALL_PATHS: ReadonlySet<string> = new Set(["/api/code", "/api/action-status"]);
const addressCalls = new ConcurrencyLimiter(HELD_CALLS_PER_ADDRESS);
const addressRate = new SlidingWindowLimiter({
  limit: HELD_CALLS_PER_ADDRESS_PER_SECOND,
  windowMs: 1000,
  maxKeys: 10_000,
  now: () => Date.now(),
});

/** The web server's gate (server/web/server.ts) of the held-call routes, per client address. */
export function heldCallGate(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const path = (req.url ?? "/").split("?", 1)[0] ?? "/";
  if (req.method !== "POST" || !HELD_CALL_PATHS.has(path)) return next();
  const address = clientAddressFrom({
    socketAddress: req.socket.remoteAddress,
    forwardedFor: req.headers["x-forwarded-for"]?.toString(),
    trustProxy: getEnv().TRUST_PROXY,
  });
  const bucket = addressBucket(address);
  const release =
    addressRate.retryAfter(bucket) === 0 ? addressCalls.tryAcquire(bucket) : undefined;
  if (release) {
    addressRate.record(bucket);
    res.once("close", release);
    return next();
  }
  const body = JSON.stringify({ message: TOO_MANY_HELD_CALLS });
  res.writeHead(429, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
    "Retry-After": "1",
    // The body was not read: the connection is not reused for another request.
    Connection: "close",
  });
  res.end(body);
}
