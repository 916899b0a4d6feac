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
  /** The platform process that follows the run (decision 054); null in rows before migration 38. */
  owner: string | null;
}

/**
 * Practice, compiler and sandbox runs in the platform's database (decisions 050, 056): with
 * EXECUTION_BACKEND=judge0 several platform processes share one database, and a status call
 * answered by any of them sees the run another one started.
 */
export function createCodeRunRepository(db: Database) {
  const statements = {
    insert: db.prepare<
      [string, string, string | null, string, string, string, number, string | null]
    >(
      `INSERT INTO code_runs (id, kind, user_id, mode, language_id, status, created_at, owner)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    find: db.prepare<[string], CodeRunRow & { owner_seen_at: number | null }>(
      `SELECT code_runs.*, platform_processes.seen_at AS owner_seen_at FROM code_runs
       LEFT JOIN platform_processes ON platform_processes.id = code_runs.owner
       WHERE code_runs.id = ?`,
    ),
    closeUnfinished: db.prepare<[string, string, string]>(
      `UPDATE code_runs SET status = ?, verdict = ?
       WHERE id = ? AND status NOT IN ('ACCEPTED', 'REJECTED')`,
    ),
    beat: db.prepare<[string, number]>(
      `INSERT INTO platform_processes (id, seen_at) VALUES (?, ?)
       ON CONFLICT (id) DO UPDATE SET seen_at = excluded.seen_at`,
    ),
    gone: db.prepare<[string]>("DELETE FROM platform_processes WHERE id = ?"),
    pruneProcesses: db.prepare<[number]>("DELETE FROM platform_processes WHERE seen_at < ?"),
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
        row.owner,
      );
    },
    /** The run, with when its owner process last said it was alive (null: not any more). */
    find(id: string): (CodeRunRow & { owner_seen_at: number | null }) | undefined {
      return statements.find.get(id);
    },
    /** Ends a run still unfinished (none that finished meanwhile): whether it did. */
    closeUnfinished(id: string, status: SubmissionStatus, verdict: string): boolean {
      return statements.closeUnfinished.run(status, verdict, id).changes > 0;
    },
    /** This process is alive at `now` (ms, the real clock); processes silent since `stale` go. */
    beat(processId: string, now: number, stale: number): void {
      statements.beat.run(processId, now);
      statements.pruneProcesses.run(stale);
    },
    /** This process stops following its runs (a clean stop): readers close them at once. */
    gone(processId: string): void {
      statements.gone.run(processId);
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
