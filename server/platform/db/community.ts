import type { Database } from "better-sqlite3";

/**
 * The community family's tables (migration 11; docs/contract.md, "Widget kinds: community
 * family"): polls and their votes (one per user) and leaderboard rows per period. Times are
 * ISO-8601 UTC text.
 */

export interface PollOptionRecord {
  id: string;
  label: string;
  /** Votes cast before this platform kept them (the seed's), added to the stored votes. */
  baseVotes: number;
}

export interface PollRecord {
  id: string;
  question: string;
  options: PollOptionRecord[];
  closesAt: string | null;
}

interface PollRow {
  id: string;
  question: string;
  options: string;
  closes_at: string | null;
}

export const LEADERBOARD_PERIODS = ["WEEK", "MONTH", "ALL"] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export interface LeaderboardRowRecord {
  entryId: string;
  userId: string | null;
  name: string;
  score: number;
  previousRank: number | null;
}

interface LeaderboardRow {
  entry_id: string;
  user_id: string | null;
  name: string;
  score: number;
  previous_rank: number | null;
}

export function createCommunityRepository(db: Database) {
  const s = {
    insertPoll: db.prepare<[string, string, string, string | null, string]>(
      `INSERT INTO community_polls (id, question, options, closes_at, created_at)
       VALUES (?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET
       question = excluded.question, options = excluded.options`,
    ),
    poll: db.prepare<[string], PollRow>("SELECT * FROM community_polls WHERE id = ?"),
    vote: db.prepare<[string, string, string, string]>(
      `INSERT OR IGNORE INTO community_poll_votes (poll_id, user_id, option_id, voted_at)
       VALUES (?, ?, ?, ?)`,
    ),
    voteOf: db
      .prepare<[string, string], string>(
        "SELECT option_id FROM community_poll_votes WHERE poll_id = ? AND user_id = ?",
      )
      .pluck(),
    counts: db.prepare<[string], { option_id: string; n: number }>(
      `SELECT option_id, COUNT(*) AS n FROM community_poll_votes WHERE poll_id = ?
       GROUP BY option_id`,
    ),
    clearBoard: db.prepare<[string]>("DELETE FROM leaderboard_rows WHERE board_id = ?"),
    insertRow: db.prepare<[string, string, string, string | null, string, number, number | null]>(
      `INSERT INTO leaderboard_rows
       (board_id, period, entry_id, user_id, name, score, previous_rank)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    rows: db.prepare<[string, string], LeaderboardRow>(
      `SELECT entry_id, user_id, name, score, previous_rank FROM leaderboard_rows
       WHERE board_id = ? AND period = ? ORDER BY score DESC, name ASC, entry_id ASC`,
    ),
  };
  return {
    /** A poll as shipped: its text and options are replaced, its closing time and votes kept. */
    upsertPoll(poll: PollRecord, now: string) {
      s.insertPoll.run(poll.id, poll.question, JSON.stringify(poll.options), poll.closesAt, now);
    },
    poll(id: string): PollRecord | undefined {
      const row = s.poll.get(id);
      if (!row) return undefined;
      return {
        id: row.id,
        question: row.question,
        options: JSON.parse(row.options) as PollOptionRecord[],
        closesAt: row.closes_at,
      };
    },
    /** Records a vote; false when this user had already voted in the poll (nothing changes). */
    vote(pollId: string, userId: string, optionId: string, now: string): boolean {
      return s.vote.run(pollId, userId, optionId, now).changes === 1;
    },
    voteOf(pollId: string, userId: string): string | undefined {
      return s.voteOf.get(pollId, userId) ?? undefined;
    },
    /** Stored votes per option id. */
    counts(pollId: string): Map<string, number> {
      return new Map(s.counts.all(pollId).map((row) => [row.option_id, row.n]));
    },
    /** Replaces a board's rows (the seed's; scores are not changed by any call). */
    replaceBoard(
      boardId: string,
      rows: Array<LeaderboardRowRecord & { period: LeaderboardPeriod }>,
    ) {
      db.transaction(() => {
        s.clearBoard.run(boardId);
        for (const r of rows) {
          s.insertRow.run(boardId, r.period, r.entryId, r.userId, r.name, r.score, r.previousRank);
        }
      })();
    },
    /** A board's rows for a period, best score first. */
    rows(boardId: string, period: LeaderboardPeriod): LeaderboardRowRecord[] {
      return s.rows.all(boardId, period).map((row) => ({
        entryId: row.entry_id,
        userId: row.user_id,
        name: row.name,
        score: row.score,
        previousRank: row.previous_rank,
      }));
    },
  };
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
