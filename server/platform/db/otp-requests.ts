import type { Database } from "better-sqlite3";
import { msOf } from "../clock";

export type OtpChannel = "email" | "phone";

/** One passcode request; times are milliseconds. The code itself is never stored. */
export interface OtpRequestRecord {
  id: string;
  identity: string;
  channel: OtpChannel;
  codeHash: string;
  expiresAt: number;
  attempts: number;
  resends: number;
  lastSentAt: number;
  consumedAt: number | null;
  createdAt: number;
}

interface OtpRow {
  id: string;
  identity: string;
  channel: OtpChannel;
  code_hash: string;
  expires_at: string;
  attempts: number;
  resends: number;
  last_sent_at: string;
  consumed_at: string | null;
  created_at: string;
}

function rowToRecord(row: OtpRow): OtpRequestRecord {
  return {
    id: row.id,
    identity: row.identity,
    channel: row.channel,
    codeHash: row.code_hash,
    expiresAt: msOf(row.expires_at),
    attempts: row.attempts,
    resends: row.resends,
    lastSentAt: msOf(row.last_sent_at),
    consumedAt: row.consumed_at === null ? null : msOf(row.consumed_at),
    createdAt: msOf(row.created_at),
  };
}

/** Storage of passcode requests. Every method is one statement, so callers stay synchronous. */
export function createOtpRequestRepository(db: Database) {
  const statements = {
    byId: db.prepare<[string], OtpRow>("SELECT * FROM otp_requests WHERE id = ?"),
    insert: db.prepare(
      `INSERT INTO otp_requests (id, identity, channel, code_hash, expires_at, attempts, resends,
         last_sent_at, consumed_at, created_at)
       VALUES (@id, @identity, @channel, @code_hash, @expires_at, 0, 0, @now, NULL, @now)`,
    ),
    createdSince: db
      .prepare<[string, string], string>(
        "SELECT created_at FROM otp_requests WHERE identity = ? AND created_at > ? ORDER BY created_at",
      )
      .pluck(),
    supersede: db.prepare<[string, string]>(
      "UPDATE otp_requests SET consumed_at = ? WHERE identity = ? AND consumed_at IS NULL",
    ),
    failedAttempt: db.prepare<[string]>(
      "UPDATE otp_requests SET attempts = attempts + 1 WHERE id = ?",
    ),
    consume: db.prepare<[string, string]>(
      "UPDATE otp_requests SET consumed_at = ? WHERE id = ? AND consumed_at IS NULL",
    ),
    replaceCode: db.prepare(
      `UPDATE otp_requests SET code_hash = @code_hash, expires_at = @expires_at,
         last_sent_at = @now, attempts = 0, resends = resends + 1 WHERE id = @id`,
    ),
    pruneBefore: db.prepare<[string]>("DELETE FROM otp_requests WHERE created_at < ?"),
    deleteAll: db.prepare("DELETE FROM otp_requests"),
    deleteFor: db.prepare<[string]>("DELETE FROM otp_requests WHERE identity = ?"),
  };

  return {
    find(id: string): OtpRequestRecord | undefined {
      const row = statements.byId.get(id);
      return row ? rowToRecord(row) : undefined;
    },
    insert(input: {
      id: string;
      identity: string;
      channel: OtpChannel;
      codeHash: string;
      expiresAt: string;
      now: string;
    }): void {
      statements.insert.run({
        id: input.id,
        identity: input.identity,
        channel: input.channel,
        code_hash: input.codeHash,
        expires_at: input.expiresAt,
        now: input.now,
      });
    },
    /** Creation times (ms, oldest first) of this identity's requests made after `since`. */
    createdSince(identity: string, since: string): number[] {
      return (statements.createdSince.all(identity, since) as string[]).map(msOf);
    },
    /** Voids every open request of this identity (a newer one replaces them). */
    supersede(identity: string, now: string): void {
      statements.supersede.run(now, identity);
    },
    failedAttempt(id: string): void {
      statements.failedAttempt.run(id);
    },
    /** Marks the request used; false when it already was (a second verify of the same code). */
    consume(id: string, now: string): boolean {
      return statements.consume.run(now, id).changes === 1;
    },
    /** A resend: new code and expiry, attempts start again, one more resend counted. */
    replaceCode(id: string, codeHash: string, expiresAt: string, now: string): void {
      statements.replaceCode.run({ id, code_hash: codeHash, expires_at: expiresAt, now });
    },
    pruneBefore(before: string): void {
      statements.pruneBefore.run(before);
    },
    deleteAll(): void {
      statements.deleteAll.run();
    },
    deleteFor(identity: string): void {
      statements.deleteFor.run(identity);
    },
  };
}

export type OtpRequestRepository = ReturnType<typeof createOtpRequestRepository>;
