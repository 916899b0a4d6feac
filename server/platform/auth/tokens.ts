import { createHash, randomBytes } from "node:crypto";
import type { AuthTokenRepository } from "../db/auth-tokens";
import { isoAt, type Clock } from "../clock";

/** Draft contract: tokens are opaque and expire after 7 days. */
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Issues, checks and ends sign-in tokens; only their hashes are stored. */
export function createTokenService(tokens: AuthTokenRepository, clock: Clock) {
  return {
    /** A new token for this user: 32 random bytes, base64url (43 characters). */
    issue(userId: string): string {
      const token = randomBytes(32).toString("base64url");
      const now = clock();
      tokens.insert(hashToken(token), userId, isoAt(now + TOKEN_TTL_SECONDS * 1000), isoAt(now));
      return token;
    },
    /** The user id of a live token; undefined when unknown, expired or revoked. */
    userIdOf(token: string): string | undefined {
      const record = tokens.find(hashToken(token));
      if (!record || record.revokedAt !== null || record.expiresAt <= clock()) return undefined;
      return record.userId;
    },
    revoke(token: string): boolean {
      return tokens.revoke(hashToken(token), isoAt(clock()));
    },
    /** Test mode: the token expires now. False when the token is unknown. */
    expireNow(token: string): boolean {
      return tokens.expire(hashToken(token), isoAt(clock()));
    },
    /** Test mode: every token of the user expires now (other users' sessions go on). */
    expireAllOfUser(userId: string): number {
      return tokens.expireAllOf(userId, isoAt(clock()));
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
