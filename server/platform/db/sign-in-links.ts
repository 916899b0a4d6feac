import type { Database } from "better-sqlite3";
import { msOf } from "../clock";
import type { OtpChannel } from "./otp-requests";

/**
 * One-use sign-in links (issue 41, docs/contract.md "Sign-in links"): only the token's hash is
 * stored; a link signs its identity in once, before it expires. Every method is one statement.
 */
export function createSignInLinkRepository(db: Database) {
  const statements = {
    insert: db.prepare(
      `INSERT INTO sign_in_links (token_hash, identity, channel, requester, expires_at, used_at,
         created_at)
       VALUES (@token_hash, @identity, @channel, @requester, @expires_at, NULL, @now)`,
    ),
    createdSinceBy: db
      .prepare<[string, string, string], string>(
        `SELECT created_at FROM sign_in_links WHERE identity = ? AND requester = ? AND created_at > ?
         ORDER BY created_at`,
      )
      .pluck(),
    // Used and expired links are kept a day for the record, then dropped.
    dropBefore: db.prepare<[string]>("DELETE FROM sign_in_links WHERE expires_at < ?"),
    // One statement, so two devices racing with one link cannot both be signed in.
    consume: db.prepare<[string, string, string], { identity: string; channel: OtpChannel }>(
      `UPDATE sign_in_links SET used_at = ?
       WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
       RETURNING identity, channel`,
    ),
    deleteFor: db.prepare<[string]>("DELETE FROM sign_in_links WHERE identity = ?"),
    deleteAll: db.prepare("DELETE FROM sign_in_links"),
  };

  return {
    insert(input: {
      tokenHash: string;
      identity: string;
      channel: OtpChannel;
      requester: string;
      expiresAt: string;
      now: string;
    }): void {
      statements.insert.run({
        token_hash: input.tokenHash,
        identity: input.identity,
        channel: input.channel,
        requester: input.requester,
        expires_at: input.expiresAt,
        now: input.now,
      });
    },
    /** Creation times (ms, oldest first) of one requester's links for the identity after `since`. */
    createdSinceBy(identity: string, requester: string, since: string): number[] {
      return (statements.createdSinceBy.all(identity, requester, since) as string[]).map(msOf);
    },
    dropBefore(before: string): void {
      statements.dropBefore.run(before);
    },
    /** The identity of a live, unused link, which is used from now on; undefined otherwise. */
    consume(tokenHash: string, now: string): { identity: string; channel: OtpChannel } | undefined {
      return statements.consume.get(now, tokenHash, now);
    },
    /** Test mode's reset: one identity's links, or all. */
    deleteFor(identity?: string): void {
      if (identity === undefined) statements.deleteAll.run();
      else statements.deleteFor.run(identity);
    },
  };
}

export type SignInLinkRepository = ReturnType<typeof createSignInLinkRepository>;
