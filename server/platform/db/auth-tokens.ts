import type { Database } from "better-sqlite3";
import { msOf } from "../clock";

export interface AuthTokenRecord {
  userId: string;
  /** Milliseconds. */
  expiresAt: number;
  revokedAt: number | null;
}

interface TokenRow {
  user_id: string;
  expires_at: string;
  revoked_at: string | null;
}

/** Sign-in tokens, keyed by the sha256 of the token: a copy of the database signs nobody in. */
export function createAuthTokenRepository(db: Database) {
  const statements = {
    find: db.prepare<[string], TokenRow>(
      "SELECT user_id, expires_at, revoked_at FROM auth_tokens WHERE token_hash = ?",
    ),
    insert: db.prepare<[string, string, string, string]>(
      `INSERT INTO auth_tokens (token_hash, user_id, expires_at, revoked_at, created_at)
       VALUES (?, ?, ?, NULL, ?)`,
    ),
    revoke: db.prepare<[string, string]>(
      "UPDATE auth_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL",
    ),
    expire: db.prepare<[string, string]>(
      "UPDATE auth_tokens SET expires_at = ? WHERE token_hash = ?",
    ),
    expireAllOf: db.prepare<[string, string, string]>(
      "UPDATE auth_tokens SET expires_at = ? WHERE user_id = ? AND expires_at > ?",
    ),
  };

  return {
    find(tokenHash: string): AuthTokenRecord | undefined {
      const row = statements.find.get(tokenHash);
      if (!row) return undefined;
      return {
        userId: row.user_id,
        expiresAt: msOf(row.expires_at),
        revokedAt: row.revoked_at === null ? null : msOf(row.revoked_at),
      };
    },
    insert(tokenHash: string, userId: string, expiresAt: string, now: string): void {
      statements.insert.run(tokenHash, userId, expiresAt, now);
    },
    revoke(tokenHash: string, now: string): boolean {
      return statements.revoke.run(now, tokenHash).changes === 1;
    },
    /** Sets the expiry (test mode makes a token expire now); false when no such token. */
    expire(tokenHash: string, at: string): boolean {
      return statements.expire.run(at, tokenHash).changes === 1;
    },
    /** Every live token of the user expires at `at`; answers how many did. */
    expireAllOf(userId: string, at: string): number {
      return statements.expireAllOf.run(at, userId, at).changes;
    },
  };
}

export type AuthTokenRepository = ReturnType<typeof createAuthTokenRepository>;
