import type { Migration } from "./migration";

/** The code practice's tables (issue 32), applied after the account migrations (ids in order). */
export const practiceMigrations: readonly Migration[] = [
  {
    id: 35,
    name: "code practice: each learner's finished submissions, for their history (issue 32)",
    sql: `
      CREATE TABLE problem_submissions (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        problem_id TEXT NOT NULL,
        language_id TEXT NOT NULL,
        source_code TEXT NOT NULL,
        status TEXT NOT NULL,
        judge_result TEXT,
        time_ms INTEGER NOT NULL,
        memory_kb INTEGER NOT NULL,
        passed_count INTEGER NOT NULL,
        total_count INTEGER NOT NULL,
        submitted_at TEXT NOT NULL
      );
      CREATE INDEX problem_submissions_by_user
        ON problem_submissions (user_id, problem_id, submitted_at);
    `,
  },
  {
    id: 36,
    name: "sandboxes: where each learner last ran, shared or saved code, for My sandboxes (issue 32)",
    sql: `
      CREATE TABLE sandbox_activity (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        sandbox_id TEXT NOT NULL REFERENCES sandboxes(id) ON DELETE CASCADE,
        language_id TEXT,
        changed_at TEXT NOT NULL,
        PRIMARY KEY (user_id, sandbox_id)
      );
      CREATE INDEX sandbox_activity_by_user ON sandbox_activity (user_id, changed_at);
      `,
  },
  {
    id: 37,
    name: "code runs in the database, so any platform process answers their status (issue 34)",
    sql: `
      CREATE TABLE code_runs (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        user_id TEXT,
        mode TEXT NOT NULL,
        language_id TEXT NOT NULL,
        status TEXT NOT NULL,
        verdict TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX code_runs_by_age ON code_runs (created_at);
    `,
  },
  {
    id: 38,
    name: "compiler-run limits across processes, and the process that follows each run (issue 34)",
    sql: `
      CREATE TABLE code_run_hits (
        identity TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX code_run_hits_by_identity ON code_run_hits (identity, at);
      CREATE TABLE platform_processes (
        id TEXT PRIMARY KEY,
        seen_at INTEGER NOT NULL
      );
      ALTER TABLE code_runs ADD COLUMN owner TEXT;
    `,
  },
  {
    id: 45,
    name: "sandbox shares: the address that made a visitor's share, for its fair part (issue 41)",
    // NULL: a learner's share, or a visitor's from before (no known address, counted in the
    // visitors' total only).
    sql: `
      ALTER TABLE sandbox_shares ADD COLUMN owner_address TEXT;
      CREATE INDEX sandbox_shares_by_owner ON sandbox_shares (owner_address)
        WHERE owner_address IS NOT NULL;
    `,
  },
];
