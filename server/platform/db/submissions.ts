import type { Database } from "better-sqlite3";

/** A finished submission (Submit, not Run) as the history shows it. */
export interface SubmissionRow {
  submissionId: string;
  problemId: string;
  submittedAt: string;
  languageId: string;
  status: string;
  judgeResult?: string;
  timeMs: number;
  memoryKb: number;
  passedCount: number;
  totalCount: number;
}

interface Row {
  id: string;
  problem_id: string;
  submitted_at: string;
  language_id: string;
  status: string;
  judge_result: string | null;
  time_ms: number;
  memory_kb: number;
  passed_count: number;
  total_count: number;
}

const COLUMNS =
  "id, problem_id, submitted_at, language_id, status, judge_result, time_ms, memory_kb, passed_count, total_count";

const summaryOf = (row: Row): SubmissionRow => ({
  submissionId: row.id,
  problemId: row.problem_id,
  submittedAt: row.submitted_at,
  languageId: row.language_id,
  status: row.status,
  ...(row.judge_result ? { judgeResult: row.judge_result } : {}),
  timeMs: row.time_ms,
  memoryKb: row.memory_kb,
  passedCount: row.passed_count,
  totalCount: row.total_count,
});

/**
 * Each learner's finished submissions (issue 32): the history per problem and the problems
 * attempted. Every read names the user: nobody reads another learner's submissions.
 */
export function createSubmissionRepository(db: Database) {
  const statements = {
    add: db.prepare(
      `INSERT INTO problem_submissions (id, user_id, problem_id, language_id, source_code, status,
         judge_result, time_ms, memory_kb, passed_count, total_count, submitted_at)
       VALUES (@submissionId, @userId, @problemId, @languageId, @sourceCode, @status, @judgeResult,
         @timeMs, @memoryKb, @passedCount, @totalCount, @submittedAt)
       ON CONFLICT(id) DO NOTHING`,
    ),
    history: db.prepare<[string, string, number], Row>(
      `SELECT ${COLUMNS} FROM problem_submissions WHERE user_id = ? AND problem_id = ?
       ORDER BY submitted_at DESC, rowid DESC LIMIT ?`,
    ),
    one: db.prepare<[string, string], Row & { source_code: string }>(
      `SELECT ${COLUMNS}, source_code FROM problem_submissions WHERE user_id = ? AND id = ?`,
    ),
    attempted: db.prepare<[string], string>(
      "SELECT DISTINCT problem_id FROM problem_submissions WHERE user_id = ?",
    ),
  };
  return {
    add(userId: string, row: SubmissionRow & { sourceCode: string }): void {
      statements.add.run({ ...row, userId, judgeResult: row.judgeResult ?? null });
    },
    history(userId: string, problemId: string, limit: number): SubmissionRow[] {
      return statements.history.all(userId, problemId, limit).map(summaryOf);
    },
    /** This user's submission, or undefined (someone else's is as unknown as a missing one). */
    find(userId: string, submissionId: string) {
      const row = statements.one.get(userId, submissionId);
      return row ? { ...summaryOf(row), sourceCode: row.source_code } : undefined;
    },
    attemptedProblems(userId: string): Set<string> {
      return new Set(statements.attempted.pluck().all(userId));
    },
  };
}
