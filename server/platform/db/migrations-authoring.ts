import type { Migration } from "./migration";

/** Code practice, sandboxes, uploads and the admin editors' versions and history (5-8). */
export const authoringMigrations: readonly Migration[] = [
  {
    id: 5,
    name: "code practice: solved problems, unlocked hints and shared code",
    sql: `
      CREATE TABLE problem_solves (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        problem_id TEXT NOT NULL,
        language_id TEXT NOT NULL,
        solved_at TEXT NOT NULL,
        PRIMARY KEY (user_id, problem_id)
      );
      CREATE TABLE hint_unlocks (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        problem_id TEXT NOT NULL,
        hint_id TEXT NOT NULL,
        unlocked_at TEXT NOT NULL,
        PRIMARY KEY (user_id, problem_id, hint_id)
      );
      CREATE TABLE code_shares (
        id TEXT PRIMARY KEY,
        content_hash TEXT NOT NULL UNIQUE,
        language_id TEXT NOT NULL,
        source_code TEXT NOT NULL,
        input TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 6,
    name: "sandboxes: published versions, authors' drafts, shares and publish jobs",
    // Files are JSON arrays of {fileName, code} (spec 02 section 3, "Sandbox files").
    sql: `
      CREATE TABLE sandboxes (
        id TEXT PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        sandbox_type TEXT NOT NULL,
        entry_file TEXT,
        language_id TEXT,
        files TEXT NOT NULL CHECK (json_valid(files)),
        version INTEGER NOT NULL DEFAULT 1,
        published_at TEXT NOT NULL
      );
      CREATE TABLE sandbox_drafts (
        sandbox_id TEXT PRIMARY KEY REFERENCES sandboxes(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        files TEXT NOT NULL CHECK (json_valid(files)),
        saved_at TEXT NOT NULL
      );
      CREATE TABLE sandbox_shares (
        id TEXT PRIMARY KEY,
        content_hash TEXT NOT NULL UNIQUE,
        sandbox_id TEXT NOT NULL,
        sandbox_type TEXT NOT NULL,
        files TEXT NOT NULL CHECK (json_valid(files)),
        created_at TEXT NOT NULL
      );
      CREATE TABLE sandbox_publish_jobs (
        id TEXT PRIMARY KEY,
        sandbox_id TEXT NOT NULL REFERENCES sandboxes(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        files TEXT NOT NULL CHECK (json_valid(files)),
        status TEXT NOT NULL CHECK (status IN ('IN_PROGRESS', 'PUBLISHED', 'FAILED')),
        created_at TEXT NOT NULL,
        ready_at TEXT NOT NULL,
        finished_at TEXT
      );
      CREATE INDEX sandbox_publish_jobs_pending ON sandbox_publish_jobs (status, ready_at);
    `,
  },
  {
    id: 7,
    name: "sandboxes of problems: the problem id and its metadata (published, draft, publish job)",
    // Metadata is JSON {title, difficulty, statement, tags} (SandboxProblemMetadata) or NULL.
    sql: `
      ALTER TABLE sandboxes ADD COLUMN problem_id TEXT;
      ALTER TABLE sandboxes ADD COLUMN problem_metadata TEXT
        CHECK (problem_metadata IS NULL OR json_valid(problem_metadata));
      ALTER TABLE sandbox_drafts ADD COLUMN problem_metadata TEXT
        CHECK (problem_metadata IS NULL OR json_valid(problem_metadata));
      ALTER TABLE sandbox_publish_jobs ADD COLUMN problem_metadata TEXT
        CHECK (problem_metadata IS NULL OR json_valid(problem_metadata));
    `,
  },
  {
    id: 8,
    name: "admin editors: page versions, page edit history and recording links",
    // A page's version starts at 1 and moves by one per edit (optimistic concurrency). A history
    // entry keeps the page's cells from before its edit, so a revert can put them back. Form
    // definitions carry their version inside their JSON (forms.definition.version).
    sql: `
      ALTER TABLE pages ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
      CREATE TABLE page_edits (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        page_id TEXT NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
        -- the page version this edit made
        version INTEGER NOT NULL,
        operation TEXT NOT NULL CHECK (operation IN
          ('update/cell', 'add/cell', 'delete/cell', 'swap/cell', 'move/cell', 'activity/move',
           'revert')),
        summary TEXT NOT NULL,
        -- who, as they were named then (no foreign key: the history outlives an account)
        user_id TEXT NOT NULL,
        user_name TEXT NOT NULL,
        cells_before TEXT NOT NULL CHECK (json_valid(cells_before)),
        created_at TEXT NOT NULL
      );
      CREATE INDEX page_edits_page ON page_edits(page_id, id);
      CREATE TABLE recording_tokens (
        -- sha256 of the one-time token of a /admin/spot/record link, never the token itself
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at TEXT NOT NULL,
        used_at TEXT,
        created_at TEXT NOT NULL
      );
    `,
  },
];

/** Sandboxes again, after the community's (14-): ids stay ascending across the files. */
export const laterAuthoringMigrations: readonly Migration[] = [
  {
    id: 14,
    name: "sandbox shares: a visitor's share expires, and its size counts toward their total",
    // expires_at NULL: a signed-in learner's share, kept. A share made before this migration has
    // no known maker: it is taken as a visitor's, and ends 7 days after it was made (decision 036).
    sql: `
      ALTER TABLE sandbox_shares ADD COLUMN expires_at TEXT;
      ALTER TABLE sandbox_shares ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;
      UPDATE sandbox_shares SET bytes = length(CAST(files AS BLOB)),
        expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+7 days');
      CREATE INDEX sandbox_shares_expiry ON sandbox_shares (expires_at)
        WHERE expires_at IS NOT NULL;
      -- The visitors' live shares' bytes, kept as a running total (a SUM per share grew with
      -- the number of shares: 1 ms a share at 10 000 of them).
      CREATE TABLE sandbox_share_totals (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        visitor_bytes INTEGER NOT NULL
      );
      INSERT INTO sandbox_share_totals (id, visitor_bytes)
        SELECT 1, COALESCE(SUM(bytes), 0) FROM sandbox_shares WHERE expires_at IS NOT NULL;
    `,
  },
];
