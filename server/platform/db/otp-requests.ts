import type { Database } from "better-sqlite3";
import { isoAt, msOf } from "../clock";

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

/** One requester's wrong passcodes of an identity since its last lockout, and its lockouts (ms). */
export interface OtpGuard {
  failures: number;
  level: number;
  lockedUntil: number | null;
  lastFailureAt: number;
}

interface GuardRow {
  failures: number;
  level: number;
  locked_until: string | null;
  last_failure_at: string;
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
         last_sent_at, consumed_at, created_at, requester)
       VALUES (@id, @identity, @channel, @code_hash, @expires_at, 0, 0, @now, NULL, @now, @requester)`,
    ),
    createdSince: db
      .prepare<[string, string], string>(
        "SELECT created_at FROM otp_requests WHERE identity = ? AND created_at > ? ORDER BY created_at",
      )
      .pluck(),
    createdSinceBy: db
      .prepare<[string, string, string], string>(
        `SELECT created_at FROM otp_requests WHERE identity = ? AND requester = ? AND created_at > ?
         ORDER BY created_at`,
      )
      .pluck(),
    guard: db.prepare<[string, string], GuardRow>(
      "SELECT * FROM otp_guards WHERE identity = ? AND requester = ?",
    ),
    saveGuard: db.prepare(
      `INSERT INTO otp_guards (identity, requester, failures, level, locked_until, last_failure_at)
       VALUES (@identity, @requester, @failures, @level, @locked_until, @last_failure_at)
       ON CONFLICT (identity, requester) DO UPDATE SET failures = excluded.failures,
         level = excluded.level, locked_until = excluded.locked_until,
         last_failure_at = excluded.last_failure_at`,
    ),
    clearGuard: db.prepare<[string, string]>(
      "DELETE FROM otp_guards WHERE identity = ? AND requester = ?",
    ),
    clearGuardsOf: db.prepare<[string]>("DELETE FROM otp_guards WHERE identity = ?"),
    clearGuards: db.prepare("DELETE FROM otp_guards"),
    pruneGuards: db.prepare<[string, string]>(
      `DELETE FROM otp_guards WHERE last_failure_at < ?
         AND (locked_until IS NULL OR locked_until < ?)`,
    ),
    wrongGuess: db.prepare<[string, string, string]>(
      "INSERT INTO otp_wrong_guesses (identity, address, at) VALUES (?, ?, ?)",
    ),
    wrongOfIdentity: db
      .prepare<[string, string], number>(
        "SELECT COUNT(*) FROM otp_wrong_guesses WHERE identity = ? AND at > ?",
      )
      .pluck(),
    wrongFromAddress: db
      .prepare<[string, string], number>(
        "SELECT COUNT(*) FROM otp_wrong_guesses WHERE address = ? AND at > ?",
      )
      .pluck(),
    pruneWrongGuesses: db.prepare<[string]>("DELETE FROM otp_wrong_guesses WHERE at < ?"),
    clearWrongGuessesOf: db.prepare<[string]>("DELETE FROM otp_wrong_guesses WHERE identity = ?"),
    clearWrongGuesses: db.prepare("DELETE FROM otp_wrong_guesses"),
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
  const identityWrites = db.transaction((identity: string) => {
    statements.deleteFor.run(identity);
    statements.clearGuardsOf.run(identity);
    statements.clearWrongGuessesOf.run(identity);
  });
  const allWrites = db.transaction(() => {
    statements.deleteAll.run();
    statements.clearGuards.run();
    statements.clearWrongGuesses.run();
  });

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
      /** Who asked: a digest of the client address and X-TERMINAL-ID (issue 41). */
      requester: string;
    }): void {
      statements.insert.run({
        requester: input.requester,
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
    /** The same, for one requester's requests of this identity. */
    createdSinceBy(identity: string, requester: string, since: string): number[] {
      return (statements.createdSinceBy.all(identity, requester, since) as string[]).map(msOf);
    },
    /** One requester's wrong-passcode count and lockout for the identity, if it has any. */
    guard(identity: string, requester: string): OtpGuard | undefined {
      const row = statements.guard.get(identity, requester);
      return row
        ? {
            failures: row.failures,
            level: row.level,
            lockedUntil: row.locked_until === null ? null : msOf(row.locked_until),
            lastFailureAt: msOf(row.last_failure_at),
          }
        : undefined;
    },
    saveGuard(identity: string, requester: string, guard: OtpGuard): void {
      statements.saveGuard.run({
        identity,
        requester,
        failures: guard.failures,
        level: guard.level,
        locked_until: guard.lockedUntil === null ? null : isoAt(guard.lockedUntil),
        last_failure_at: isoAt(guard.lastFailureAt),
      });
    },
    /** Forgets guards and wrong codes with nothing left to hold after `before`. */
    pruneGuards(before: string): void {
      statements.pruneGuards.run(before, before);
      statements.pruneWrongGuesses.run(before);
    },
    /** A sign-in: that requester's wrong guesses of the identity are forgotten. */
    clearGuard(identity: string, requester: string): void {
      statements.clearGuard.run(identity, requester);
    },
    /** One wrong code of the identity, from an address (a digest). */
    recordWrongGuess(identity: string, address: string, at: string): void {
      statements.wrongGuess.run(identity, address, at);
    },
    /** Wrong codes of the identity, from everyone, after `since`. */
    wrongGuessesOf(identity: string, since: string): number {
      return statements.wrongOfIdentity.get(identity, since) ?? 0;
    },
    /** Wrong codes from one address (a digest), over all identities, after `since`. */
    wrongGuessesFrom(address: string, since: string): number {
      return statements.wrongFromAddress.get(address, since) ?? 0;
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
    /** Every request and guard (test mode's reset). */
    deleteAll(): void {
      allWrites();
    },
    deleteFor(identity: string): void {
      identityWrites(identity);
    },
  };
}

export type OtpRequestRepository = ReturnType<typeof createOtpRequestRepository>;
