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
