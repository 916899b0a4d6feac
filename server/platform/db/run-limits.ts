import { createHash } from "node:crypto";
import type { Database } from "better-sqlite3";

/**
 * Compiler runs per identity per minute, counted in the platform's database (decision 054): every
 * platform process on the same SQLite file counts into one log, so the limit holds across them.
 * A check and its hit are one IMMEDIATE transaction (SQLite's write lock): two processes cannot
 * both take the last place. The identity enters as a hash (a user id or a client address).
 */
export function createRunLimitRepository(db: Database) {
  const statements = {
    count: db.prepare<[string, number], { hits: number; oldest: number | null }>(
      "SELECT COUNT(*) AS hits, MIN(at) AS oldest FROM code_run_hits WHERE identity = ? AND at > ?",
    ),
    insert: db.prepare<[string, number]>("INSERT INTO code_run_hits (identity, at) VALUES (?, ?)"),
    prune: db.prepare<[number]>("DELETE FROM code_run_hits WHERE at <= ?"),
  };
  let pruned = 0;
  const hit = db.transaction(
    (identity: string, now: number, limit: number, windowMs: number): number => {
      if (now - pruned > windowMs) {
        pruned = now;
        statements.prune.run(now - windowMs);
      }
      const { hits, oldest } = statements.count.get(identity, now - windowMs) ?? {
        hits: 0,
        oldest: null,
      };
      if (hits >= limit) return Math.max(1, (oldest ?? now) + windowMs - now);
      statements.insert.run(identity, now);
      return 0;
    },
  );
  return {
    /**
     * One run of `identity` at `now` (ms) against `limit` a window: 0 when it may run (the hit is
     * recorded), else the milliseconds until it may (a refused run is not recorded).
     */
    hit(identity: string, now: number, limit: number, windowMs: number): number {
      const key = createHash("sha256").update(identity).digest("base64url").slice(0, 22);
      return hit.immediate(key, now, limit, windowMs);
    },
  };
}
