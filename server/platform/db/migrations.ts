import type { Database } from "better-sqlite3";

export interface Migration {
  /** Applied in ascending order; never renumber or edit a shipped migration, add a new one. */
  id: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
    id: 1,
    name: "pages, aliases and cells",
    sql: `
      CREATE TABLE pages (
        id TEXT PRIMARY KEY,
        uri TEXT NOT NULL UNIQUE,
        page_data TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(page_data)),
        show_cell_separator INTEGER NOT NULL DEFAULT 0 CHECK (show_cell_separator IN (0, 1)),
        ttl INTEGER NOT NULL DEFAULT 300 CHECK (ttl >= 0),
        -- page-level fields beside pageData (navigationDrawer, rightPane, onboardingData ...)
        extra TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extra)),
        updated_at TEXT NOT NULL
      );
      CREATE TABLE page_aliases (
        uri TEXT PRIMARY KEY,
        page_id TEXT NOT NULL REFERENCES pages(id) ON DELETE CASCADE
      );
      CREATE INDEX page_aliases_page ON page_aliases(page_id);
      CREATE TABLE cells (
        page_id TEXT NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
        id TEXT NOT NULL,
        parent_id TEXT,
        cell_type TEXT NOT NULL,
        position INTEGER NOT NULL DEFAULT 0,
        span INTEGER,
        -- every other cell field (layout, header, numColumns, componentType, componentData ...)
        data TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
        PRIMARY KEY (page_id, id)
      );
      CREATE INDEX cells_tree ON cells(page_id, parent_id, position);
    `,
  },
  {
    id: 2,
    name: "key-value metadata (seed version)",
    sql: `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  },
  {
    id: 3,
    name: "users, passcode requests and auth tokens",
    // Times are ISO-8601 UTC text (see clock.ts). Passcodes and tokens are stored only as hashes.
    sql: `
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        email TEXT UNIQUE,
        phone TEXT UNIQUE,
        first_name TEXT,
        last_name TEXT,
        image TEXT CHECK (image IS NULL OR json_valid(image)),
        portfolio_url TEXT,
        is_admin INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
        is_rise_member INTEGER NOT NULL DEFAULT 0 CHECK (is_rise_member IN (0, 1)),
        is_scale_member INTEGER NOT NULL DEFAULT 0 CHECK (is_scale_member IN (0, 1)),
        is_whitelisted INTEGER NOT NULL DEFAULT 0 CHECK (is_whitelisted IN (0, 1)),
        is_personal_info_present INTEGER NOT NULL DEFAULT 0 CHECK (is_personal_info_present IN (0, 1)),
        is_new_user INTEGER NOT NULL DEFAULT 1 CHECK (is_new_user IN (0, 1)),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        -- a user signs in by email or by phone, so at least one of them is known
        CHECK (email IS NOT NULL OR phone IS NOT NULL)
      );
      CREATE TABLE otp_requests (
        id TEXT PRIMARY KEY,
        -- normalised email (lower case) or phone (+{country code}{number})
        identity TEXT NOT NULL,
        channel TEXT NOT NULL CHECK (channel IN ('email', 'phone')),
        -- sha256 of "{id}:{code}", never the code itself
        code_hash TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        resends INTEGER NOT NULL DEFAULT 0,
        last_sent_at TEXT NOT NULL,
        -- set when the code signed someone in, or when a newer request replaced this one
        consumed_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX otp_requests_identity ON otp_requests(identity, created_at);
      CREATE TABLE auth_tokens (
        -- sha256 of the opaque token the client holds
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at TEXT NOT NULL,
        revoked_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX auth_tokens_user ON auth_tokens(user_id);
    `,
  },
];

/**
 * Applies the migrations not yet recorded in the migrations table, each in its own transaction,
 * so running it again (every start) changes nothing. Returns the ids it applied.
 */
export function runMigrations(db: Database, list: readonly Migration[] = migrations): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare("SELECT id FROM migrations")
      .pluck()
      .all()
      .map((id) => Number(id)),
  );
  const record = db.prepare("INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)");
  const done: number[] = [];
  for (const migration of [...list].sort((a, b) => a.id - b.id)) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.id, migration.name, new Date().toISOString());
    })();
    done.push(migration.id);
  }
  return done;
}
