import type { Database } from "better-sqlite3";
import type { SubmissionStatus } from "~/contract/code-values";

/** A run as its row holds it: the verdict is the status call's JSON, kept as text. */
export interface CodeRunRow {
  id: string;
  kind: string;
  user_id: string | null;
  mode: string;
  language_id: string;
  status: SubmissionStatus;
  verdict: string | null;
  created_at: number;
}

/**
 * Practice and compiler runs in the platform's database (decision 050): with
 * EXECUTION_BACKEND=judge0 several platform processes share one database, and a status call
 * answered by any of them sees the run another one started.
 */
export function createCodeRunRepository(db: Database) {
  const statements = {
    insert: db.prepare<[string, string, string | null, string, string, string, number]>(
      `INSERT INTO code_runs (id, kind, user_id, mode, language_id, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    find: db.prepare<[string], CodeRunRow>("SELECT * FROM code_runs WHERE id = ?"),
    update: db.prepare<[string, string | null, string]>(
      "UPDATE code_runs SET status = ?, verdict = ? WHERE id = ?",
    ),
    prune: db.prepare<[number]>(
      `DELETE FROM code_runs WHERE created_at < ? AND status IN ('ACCEPTED', 'REJECTED')`,
    ),
  };
  return {
    insert(row: Omit<CodeRunRow, "verdict">): void {
      statements.insert.run(
        row.id,
        row.kind,
        row.user_id,
        row.mode,
        row.language_id,
        row.status,
        row.created_at,
      );
    },
    find(id: string): CodeRunRow | undefined {
      return statements.find.get(id);
    },
    update(id: string, status: SubmissionStatus, verdict: string | null): void {
      statements.update.run(status, verdict, id);
    },
    /** Finished runs created before `cutoff` (ms) go. */
    prune(cutoff: number): void {
      statements.prune.run(cutoff);
    },
  };
}

export type CodeRunRepository = ReturnType<typeof createCodeRunRepository>;
