import { createHash } from "node:crypto";
import type { Database } from "better-sqlite3";
import type { PageInput, PageRepository } from "../db/pages";
import { seedPages } from "./pages";

const SEED_VERSION_KEY = "seed_version";

/** The seed's version is a hash of its content, so a changed seed can never go unnoticed. */
export function seedVersion(list: readonly PageInput[] = seedPages): string {
  return createHash("sha256").update(JSON.stringify(list)).digest("hex").slice(0, 16);
}

export interface SeedResult {
  /** seeded: first start; reseeded: the shipped seed changed; kept: nothing written. */
  action: "seeded" | "reseeded" | "kept";
  pages: number;
}

/**
 * Writes the seed pages on first start and records the seed version. Later starts keep the data
 * as it is, unless the shipped seed content changed: then the seeded pages (and only those) are
 * replaced, so developers never run on stale seeds. Pages created by other means are not touched.
 */
export function seedDatabase(
  db: Database,
  pages: PageRepository,
  list: readonly PageInput[] = seedPages,
): SeedResult {
  const version = seedVersion(list);
  const readVersion = db.prepare<[string], string>("SELECT value FROM meta WHERE key = ?").pluck();
  const writeVersion = db.prepare<[string, string]>(
    "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
  );
  return db.transaction((): SeedResult => {
    const stored = readVersion.get(SEED_VERSION_KEY) as string | undefined;
    if (stored === version) return { action: "kept", pages: 0 };
    for (const page of list) pages.savePage(page);
    writeVersion.run(SEED_VERSION_KEY, version);
    return { action: stored === undefined ? "seeded" : "reseeded", pages: list.length };
  })();
}
