import type { Database } from "better-sqlite3";
import { createSubmissionRepository } from "./submissions";

export interface CodeShareRecord {
  id: string;
  languageId: string;
  sourceCode: string;
  input: string;
}

/**
 * Solved problems, unlocked hints and finished submissions per user, and shared code (one row per
 * distinct content).
 */
export function createPracticeRepository(db: Database) {
  const statements = {
    solve: db.prepare<[string, string, string, string]>(
      `INSERT INTO problem_solves (user_id, problem_id, language_id, solved_at) VALUES (?, ?, ?, ?)
       ON CONFLICT(user_id, problem_id) DO NOTHING`,
    ),
    solved: db.prepare<[string], string>(
      "SELECT problem_id FROM problem_solves WHERE user_id = ? ORDER BY problem_id",
    ),
    unlock: db.prepare<[string, string, string, string]>(
      `INSERT INTO hint_unlocks (user_id, problem_id, hint_id, unlocked_at) VALUES (?, ?, ?, ?)
       ON CONFLICT(user_id, problem_id, hint_id) DO NOTHING`,
    ),
    unlocked: db.prepare<[string, string], string>(
      "SELECT hint_id FROM hint_unlocks WHERE user_id = ? AND problem_id = ? ORDER BY hint_id",
    ),
    share: db.prepare<[string, string, string, string, string, string]>(
      `INSERT INTO code_shares (id, content_hash, language_id, source_code, input, created_at)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(content_hash) DO NOTHING`,
    ),
    shareByHash: db.prepare<[string], { id: string }>(
      "SELECT id FROM code_shares WHERE content_hash = ?",
    ),
    shareById: db.prepare<
      [string],
      { id: string; language_id: string; source_code: string; input: string }
    >("SELECT id, language_id, source_code, input FROM code_shares WHERE id = ?"),
  };
  return {
    submissions: createSubmissionRepository(db),
    markSolved(userId: string, problemId: string, languageId: string, now: string): void {
      statements.solve.run(userId, problemId, languageId, now);
    },
    solvedProblems(userId: string): Set<string> {
      return new Set(statements.solved.pluck().all(userId));
    },
    unlockHint(userId: string, problemId: string, hintId: string, now: string): void {
      statements.unlock.run(userId, problemId, hintId, now);
    },
    unlockedHints(userId: string, problemId: string): Set<string> {
      return new Set(statements.unlocked.pluck().all(userId, problemId));
    },
    /** The share id of this content: the existing one when the same content was shared before. */
    share(id: string, contentHash: string, record: Omit<CodeShareRecord, "id">, now: string) {
      statements.share.run(
        id,
        contentHash,
        record.languageId,
        record.sourceCode,
        record.input,
        now,
      );
      return statements.shareByHash.get(contentHash)?.id ?? id;
    },
    findShare(id: string): CodeShareRecord | undefined {
      const row = statements.shareById.get(id);
      return row
        ? { id: row.id, languageId: row.language_id, sourceCode: row.source_code, input: row.input }
        : undefined;
    },
  };
}

export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
