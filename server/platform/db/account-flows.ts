import type { Database } from "better-sqlite3";

/**
 * Issue 16's records (migration 9, docs/decisions/019): connected accounts, the codes of the test
 * OAuth provider, the referral a new user came with, programme members and accepted course
 * invitations.
 */
export interface OAuthConnectionRecord {
  provider: string;
  accountId: string;
  accountName: string;
  connectedAt: string;
}

export interface OAuthGrantRecord {
  provider: string;
  redirectUri: string;
  accountId: string;
  accountName: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface ReferralRecord {
  invitedByReferral: string;
  campaignId: string | null;
  createdAt: string;
}

interface ConnectionRow {
  provider: string;
  account_id: string;
  account_name: string;
  connected_at: string;
}
interface GrantRow {
  provider: string;
  redirect_uri: string;
  account_id: string;
  account_name: string;
  expires_at: string;
  used_at: string | null;
}
interface ReferralRow {
  invited_by_referral: string;
  campaign_id: string | null;
  created_at: string;
}

export function createAccountFlowRepository(db: Database) {
  const statements = {
    connect: db.prepare(
      `INSERT INTO oauth_connections (user_id, provider, account_id, account_name, connected_at)
       VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(user_id, provider) DO UPDATE SET account_id = excluded.account_id,
         account_name = excluded.account_name, connected_at = excluded.connected_at`,
    ),
    connections: db.prepare<[string], ConnectionRow>(
      `SELECT provider, account_id, account_name, connected_at FROM oauth_connections
       WHERE user_id = ? ORDER BY provider`,
    ),
    grant: db.prepare(
      `INSERT INTO oauth_test_grants (code_hash, provider, redirect_uri, account_id, account_name,
         expires_at) VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    findGrant: db.prepare<[string], GrantRow>(
      `SELECT provider, redirect_uri, account_id, account_name, expires_at, used_at
       FROM oauth_test_grants WHERE code_hash = ?`,
    ),
    useGrant: db.prepare<[string, string]>(
      "UPDATE oauth_test_grants SET used_at = ? WHERE code_hash = ? AND used_at IS NULL",
    ),
    referral: db.prepare(
      `INSERT OR IGNORE INTO user_referrals (user_id, invited_by_referral, campaign_id, created_at)
       VALUES (?, ?, ?, ?)`,
    ),
    referralOf: db.prepare<[string], ReferralRow>(
      "SELECT invited_by_referral, campaign_id, created_at FROM user_referrals WHERE user_id = ?",
    ),
    join: db.prepare(
      `INSERT OR IGNORE INTO program_members (user_id, program_id, invitation_code, joined_at)
       VALUES (?, ?, ?, ?)`,
    ),
    programs: db.prepare<[string], { program_id: string }>(
      "SELECT program_id FROM program_members WHERE user_id = ? ORDER BY joined_at",
    ),
    accept: db.prepare(
      `INSERT OR IGNORE INTO course_invite_acceptances (user_id, invite_code, item_id, accepted_at)
       VALUES (?, ?, ?, ?)`,
    ),
  };

  return {
    connect(userId: string, connection: OAuthConnectionRecord): void {
      const { provider, accountId, accountName, connectedAt } = connection;
      statements.connect.run(userId, provider, accountId, accountName, connectedAt);
    },
    connections(userId: string): OAuthConnectionRecord[] {
      return statements.connections.all(userId).map((row) => ({
        provider: row.provider,
        accountId: row.account_id,
        accountName: row.account_name,
        connectedAt: row.connected_at,
      }));
    },
    addGrant(codeHash: string, grant: Omit<OAuthGrantRecord, "usedAt">): void {
      const { provider, redirectUri, accountId, accountName, expiresAt } = grant;
      statements.grant.run(codeHash, provider, redirectUri, accountId, accountName, expiresAt);
    },
    findGrant(codeHash: string): OAuthGrantRecord | undefined {
      const row = statements.findGrant.get(codeHash);
      if (!row) return undefined;
      return {
        provider: row.provider,
        redirectUri: row.redirect_uri,
        accountId: row.account_id,
        accountName: row.account_name,
        expiresAt: row.expires_at,
        usedAt: row.used_at,
      };
    },
    /** True for the one call that marks the code used; a second use (a replay) is false. */
    useGrant(codeHash: string, now: string): boolean {
      return statements.useGrant.run(now, codeHash).changes === 1;
    },
    /** The first referral a user came with stays; later ones are ignored. */
    recordReferral(userId: string, referral: Omit<ReferralRecord, "createdAt">, now: string) {
      statements.referral.run(userId, referral.invitedByReferral, referral.campaignId, now);
    },
    referralOf(userId: string): ReferralRecord | undefined {
      const row = statements.referralOf.get(userId);
      return row
        ? {
            invitedByReferral: row.invited_by_referral,
            campaignId: row.campaign_id,
            createdAt: row.created_at,
          }
        : undefined;
    },
    /** True when this call made the user a member; false when they already were. */
    joinProgram(userId: string, programId: string, code: string, now: string): boolean {
      return statements.join.run(userId, programId, code, now).changes === 1;
    },
    programsOf(userId: string): string[] {
      return statements.programs.all(userId).map((row) => row.program_id);
    },
    acceptInvite(userId: string, code: string, itemId: string, now: string): boolean {
      return statements.accept.run(userId, code, itemId, now).changes === 1;
    },
  };
}

export type AccountFlowRepository = ReturnType<typeof createAccountFlowRepository>;
