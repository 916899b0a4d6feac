import type { Database } from "better-sqlite3";
import type { Migration } from "./migration";
import { accountMigrations } from "./migrations-accounts";
import { authoringMigrations, laterAuthoringMigrations } from "./migrations-authoring";
import { practiceMigrations } from "./migrations-practice";
import { communityMigrations } from "./migrations-community";
import { platformMigrations } from "./migrations-platform";

/** Every migration, in the files of their concerns; ids are unique and ascending across them. */
export const migrations: readonly Migration[] = [
  ...platformMigrations,
  ...authoringMigrations,
  ...communityMigrations,
  ...laterAuthoringMigrations,
  ...accountMigrations,
  ...practiceMigrations,
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
