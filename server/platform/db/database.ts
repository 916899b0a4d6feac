import fs from "node:fs";
import path from "node:path";
import BetterSqlite3, { type Database } from "better-sqlite3";
import { runMigrations } from "./migrations";

export const DB_FILE_NAME = "platform.sqlite";

/**
 * Opens (creating on first start) the platform database in dataDir, in WAL mode so readers never
 * wait for the writer, with foreign keys enforced, and brings the schema up to date.
 */
export function openPlatformDatabase(dataDir: string): Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(path.join(dataDir, DB_FILE_NAME));
  try {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    db.pragma("foreign_keys = ON");
    db.pragma("busy_timeout = 5000");
    runMigrations(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
