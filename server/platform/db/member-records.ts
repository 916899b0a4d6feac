import type { Database } from "better-sqlite3";

/**
 * What members tell the platform that is kept as a record: approval decisions, profile
 * submissions (the names also go to the user) and referral captures.
 */
export function createMemberRecordRepository(db: Database) {
  const statements = {
    approval: db.prepare<[string, string, string, string]>(
      "INSERT INTO member_approvals (user_id, decision, request, created_at) VALUES (?, ?, ?, ?)",
    ),
    approvals: db.prepare<[string], { decision: string; request: string; created_at: string }>(
      "SELECT decision, request, created_at FROM member_approvals WHERE user_id = ? ORDER BY id",
    ),
    profile: db.prepare<[string, string, string]>(
      "INSERT INTO profile_submissions (user_id, profile, created_at) VALUES (?, ?, ?)",
    ),
    profiles: db.prepare<[string], { profile: string; created_at: string }>(
      "SELECT profile, created_at FROM profile_submissions WHERE user_id = ? ORDER BY id",
    ),
    referral: db.prepare<[string, string, string | null, string]>(
      `INSERT INTO referral_captures (referral_id, campaign_id, user_id, created_at)
       VALUES (?, ?, ?, ?)`,
    ),
    referrals: db.prepare<
      [],
      { referral_id: string; campaign_id: string; user_id: string | null; created_at: string }
    >("SELECT * FROM referral_captures ORDER BY id"),
  };
  return {
    addApproval(userId: string, decision: string, request: object, now: string): void {
      statements.approval.run(userId, decision, JSON.stringify(request), now);
    },
    approvals(userId: string) {
      return statements.approvals.all(userId).map((row) => ({
        decision: row.decision,
        request: JSON.parse(row.request) as Record<string, unknown>,
        createdAt: row.created_at,
      }));
    },
    addProfile(userId: string, profile: object, now: string): void {
      statements.profile.run(userId, JSON.stringify(profile), now);
    },
    profiles(userId: string) {
      return statements.profiles.all(userId).map((row) => ({
        profile: JSON.parse(row.profile) as Record<string, unknown>,
        createdAt: row.created_at,
      }));
    },
    addReferral(referralId: string, campaignId: string, userId: string | null, now: string) {
      statements.referral.run(referralId, campaignId, userId, now);
    },
    referrals() {
      return statements.referrals.all().map((row) => ({
        referralId: row.referral_id,
        campaignId: row.campaign_id,
        userId: row.user_id,
        createdAt: row.created_at,
      }));
    },
  };
}

export type MemberRecordRepository = ReturnType<typeof createMemberRecordRepository>;
