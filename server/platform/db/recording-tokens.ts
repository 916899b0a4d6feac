import type { Database } from "better-sqlite3";

/**
 * One-time recording links of /admin/spot (docs/contract.md, "Admin editors"): only the token's
 * hash is stored; a token signs its admin in once, before it expires.
 */
export function createRecordingTokenRepository(db: Database) {
  const statements = {
    insert: db.prepare<[string, string, string, string]>(
      `INSERT INTO recording_tokens (token_hash, user_id, expires_at, created_at)
       VALUES (?, ?, ?, ?)`,
    ),
    // Used and expired links are kept a day for the record, then dropped.
    dropOld: db.prepare<[string]>("DELETE FROM recording_tokens WHERE expires_at < ?"),
    // One statement, so two devices racing with one link cannot both be signed in.
    consume: db.prepare<[string, string, string], { user_id: string }>(
      `UPDATE recording_tokens SET used_at = ?
       WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
       RETURNING user_id`,
    ),
  };

  return {
    insert(tokenHash: string, userId: string, expiresAt: string, now: string, dropBefore: string) {
      statements.dropOld.run(dropBefore);
      statements.insert.run(tokenHash, userId, expiresAt, now);
    },
    /** The user of a live, unused token, which is used from now on; undefined otherwise. */
    consume(tokenHash: string, now: string): string | undefined {
      return statements.consume.get(now, tokenHash, now)?.user_id;
    },
  };
}

export type RecordingTokenRepository = ReturnType<typeof createRecordingTokenRepository>;
