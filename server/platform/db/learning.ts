import type { Database } from "better-sqlite3";

/** Claimed rewards (once per user) and the status of each learning activity per user. */
export function createLearningRepository(db: Database) {
  const statements = {
    claim: db.prepare<[string, string, string]>(
      `INSERT INTO reward_claims (user_id, reward_id, created_at) VALUES (?, ?, ?)
       ON CONFLICT(user_id, reward_id) DO NOTHING`,
    ),
    claims: db.prepare<[string], { reward_id: string; created_at: string }>(
      "SELECT reward_id, created_at FROM reward_claims WHERE user_id = ? ORDER BY created_at, rowid",
    ),
    setActivity: db.prepare<[string, string, string, string]>(
      `INSERT INTO activity_progress (user_id, activity_id, status, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT(user_id, activity_id) DO UPDATE SET status = excluded.status,
         updated_at = excluded.updated_at`,
    ),
    activities: db.prepare<[string], { activity_id: string; status: string; updated_at: string }>(
      "SELECT activity_id, status, updated_at FROM activity_progress WHERE user_id = ? ORDER BY activity_id",
    ),
  };
  return {
    /** True when this call claimed it; false when it was claimed before. */
    claimReward(userId: string, rewardId: string, now: string): boolean {
      return statements.claim.run(userId, rewardId, now).changes === 1;
    },
    claims(userId: string) {
      return statements.claims
        .all(userId)
        .map((row) => ({ rewardId: row.reward_id, createdAt: row.created_at }));
    },
    setActivity(userId: string, activityId: string, status: string, now: string): void {
      statements.setActivity.run(userId, activityId, status, now);
    },
    activities(userId: string) {
      return statements.activities.all(userId).map((row) => ({
        activityId: row.activity_id,
        status: row.status,
        updatedAt: row.updated_at,
      }));
    },
  };
}

export type LearningRepository = ReturnType<typeof createLearningRepository>;
