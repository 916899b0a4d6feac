import { createHash, randomBytes } from "node:crypto";
import { isoAt, type Clock } from "../clock";
import type { RecordingTokenRepository } from "../db/recording-tokens";

/**
 * One-time recording links (docs/contract.md, "Admin editors"): /admin/spot shows the admin a
 * link `/admin/spot/record?token=…` minted as the page is answered; a recording device opens it
 * and `spot/recording/login` signs it in as that admin, once, within 10 minutes.
 */
export const RECORDING_LINK_TTL_MS = 10 * 60 * 1000;
/** The page the link opens (admin-only, like all of /admin). */
export const RECORDING_PAGE = "/admin/spot/record";
/** Used and expired tokens are dropped a day after they expire. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export interface RecordingLink {
  /** `/admin/spot/record?token=…` */
  path: string;
  /** ISO time after which the link no longer signs anyone in. */
  expiresAt: string;
}

export function createRecordingLinks(tokens: RecordingTokenRepository, clock: Clock) {
  return {
    /** A new link for this admin: 32 random bytes (43 base64url characters), stored hashed. */
    mint(userId: string): RecordingLink {
      const token = randomBytes(32).toString("base64url");
      const now = clock();
      const expiresAt = isoAt(now + RECORDING_LINK_TTL_MS);
      tokens.insert(hashOf(token), userId, expiresAt, isoAt(now), isoAt(now - KEEP_EXPIRED_MS));
      return { path: `${RECORDING_PAGE}?token=${token}`, expiresAt };
    },
    /** The admin's user id for a live, unused token (which is then used); undefined otherwise. */
    redeem(token: string): string | undefined {
      return tokens.consume(hashOf(token), isoAt(clock()));
    },
  };
}

export type RecordingLinks = ReturnType<typeof createRecordingLinks>;
