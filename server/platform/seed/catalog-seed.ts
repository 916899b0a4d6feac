import { createHash } from "node:crypto";
import type { Database } from "better-sqlite3";
import type { CatalogRepository } from "../db/catalog";
import { seedCoupons, seedItems, seedRewards } from "./catalog";
import { seedForms } from "./forms";

const CATALOG_SEED_VERSION_KEY = "catalog_seed_version";

const shipped = () => ({
  items: seedItems,
  coupons: seedCoupons,
  rewards: seedRewards,
  forms: seedForms,
});

export function catalogSeedVersion(): string {
  return createHash("sha256").update(JSON.stringify(shipped())).digest("hex").slice(0, 16);
}

export interface CatalogSeedResult {
  action: "seeded" | "reseeded" | "kept";
}

/**
 * Same rule as the pages and users: written on first start, kept across restarts, and upserted
 * when the shipped catalogue changes. Nothing is deleted: orders keep pointing at their items.
 */
export function seedCatalog(db: Database, catalog: CatalogRepository): CatalogSeedResult {
  const version = catalogSeedVersion();
  const readVersion = db.prepare<[string], string>("SELECT value FROM meta WHERE key = ?").pluck();
  const writeVersion = db.prepare<[string, string]>(
    "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
  );
  return db.transaction((): CatalogSeedResult => {
    const stored = readVersion.get(CATALOG_SEED_VERSION_KEY) as string | undefined;
    if (stored === version) return { action: "kept" };
    const content = shipped();
    for (const item of content.items) catalog.upsertItem(item);
    for (const coupon of content.coupons) catalog.upsertCoupon(coupon);
    for (const reward of content.rewards) catalog.upsertReward(reward);
    for (const form of content.forms) catalog.upsertForm(form);
    writeVersion.run(CATALOG_SEED_VERSION_KEY, version);
    return { action: stored === undefined ? "seeded" : "reseeded" };
  })();
}
