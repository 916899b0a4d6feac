import type { Database } from "better-sqlite3";
import type { CouponSeed, ItemSeed, ItemType, RewardSeed } from "./records";
import type { FormDefinition } from "./records";

/** An item as sold: price in paise, instalments when it may be paid in parts. */
export type ItemRecord = ItemSeed;
export type CouponRecord = CouponSeed;
export type RewardRecord = RewardSeed;

interface ItemRow {
  id: string;
  item_type: ItemType;
  name: string;
  price: number;
  part_instalments: number | null;
  is_live: number;
}

interface CouponRow {
  code: string;
  percent_off: number;
  item_type: ItemType | null;
  description: string;
  valid_until: string | null;
}

const toItem = (row: ItemRow): ItemRecord => ({
  id: row.id,
  itemType: row.item_type,
  name: row.name,
  price: row.price,
  partInstalments: row.part_instalments,
  isLive: row.is_live === 1,
});

const toCoupon = (row: CouponRow): CouponRecord => ({
  code: row.code,
  percentOff: row.percent_off,
  itemType: row.item_type,
  description: row.description,
  validUntil: row.valid_until,
});

function formOf(json: string): FormDefinition {
  const form = JSON.parse(json) as FormDefinition;
  return { ...form, version: form.version ?? 1 };
}

/** Items, coupons, rewards and form definitions: what the seed ships, read by every action. */
export function createCatalogRepository(db: Database) {
  const statements = {
    item: db.prepare<[string], ItemRow>("SELECT * FROM items WHERE id = ?"),
    coupon: db.prepare<[string], CouponRow>("SELECT * FROM coupons WHERE code = ?"),
    coupons: db.prepare<[], CouponRow>("SELECT * FROM coupons ORDER BY code"),
    reward: db.prepare<[string], { id: string; title: string; status_message: string }>(
      "SELECT * FROM rewards WHERE id = ?",
    ),
    form: db.prepare<[string], { definition: string }>("SELECT definition FROM forms WHERE id = ?"),
    forms: db.prepare<[], { definition: string }>("SELECT definition FROM forms ORDER BY id"),
    // The version lives in the definition's JSON; a definition without one is at version 1.
    saveFormAt: db.prepare<[string, string, number]>(
      `UPDATE forms SET definition = ?
       WHERE id = ? AND COALESCE(json_extract(definition, '$.version'), 1) = ?`,
    ),
    upsertItem: db.prepare(
      `INSERT INTO items (id, item_type, name, price, part_instalments, is_live)
       VALUES (@id, @itemType, @name, @price, @partInstalments, @isLive)
       ON CONFLICT(id) DO UPDATE SET item_type = excluded.item_type, name = excluded.name,
         price = excluded.price, part_instalments = excluded.part_instalments,
         is_live = excluded.is_live`,
    ),
    upsertCoupon: db.prepare(
      `INSERT INTO coupons (code, percent_off, item_type, description, valid_until)
       VALUES (@code, @percentOff, @itemType, @description, @validUntil)
       ON CONFLICT(code) DO UPDATE SET percent_off = excluded.percent_off,
         item_type = excluded.item_type, description = excluded.description,
         valid_until = excluded.valid_until`,
    ),
    upsertReward: db.prepare(
      `INSERT INTO rewards (id, title, status_message) VALUES (@id, @title, @statusMessage)
       ON CONFLICT(id) DO UPDATE SET title = excluded.title,
         status_message = excluded.status_message`,
    ),
    // A reseeded form replaces the stored one (edits too) and moves on a version, so an editor
    // holding the old version gets a 409 instead of overwriting the new seed.
    upsertForm: db.prepare<[string, string]>(
      `INSERT INTO forms (id, definition) VALUES (?, json_set(?, '$.version', 1))
       ON CONFLICT(id) DO UPDATE SET definition = json_set(excluded.definition, '$.version',
         COALESCE(json_extract(forms.definition, '$.version'), 1) + 1)`,
    ),
  };

  return {
    findItem(id: string): ItemRecord | undefined {
      const row = statements.item.get(id);
      return row ? toItem(row) : undefined;
    },
    findCoupon(code: string): CouponRecord | undefined {
      const row = statements.coupon.get(code);
      return row ? toCoupon(row) : undefined;
    },
    listCoupons(): CouponRecord[] {
      return statements.coupons.all().map(toCoupon);
    },
    findReward(id: string): RewardRecord | undefined {
      const row = statements.reward.get(id);
      return row ? { id: row.id, title: row.title, statusMessage: row.status_message } : undefined;
    },
    findForm(id: string): FormDefinition | undefined {
      const row = statements.form.get(id);
      return row ? formOf(row.definition) : undefined;
    },
    listForms(): FormDefinition[] {
      return statements.forms.all().map((row) => formOf(row.definition));
    },
    /**
     * Stores an edited definition whose version is `expectedVersion` + 1, only if the stored one
     * is still at `expectedVersion` (false otherwise). Inside the caller's transaction.
     */
    saveFormAt(form: FormDefinition, expectedVersion: number): boolean {
      const next = { ...form, version: expectedVersion + 1 };
      return (
        statements.saveFormAt.run(JSON.stringify(next), form.id, expectedVersion).changes === 1
      );
    },
    upsertItem(item: ItemRecord): void {
      statements.upsertItem.run({ ...item, isLive: item.isLive ? 1 : 0 });
    },
    upsertCoupon(coupon: CouponRecord): void {
      statements.upsertCoupon.run({ ...coupon });
    },
    upsertReward(reward: RewardRecord): void {
      statements.upsertReward.run({ ...reward });
    },
    upsertForm(form: FormDefinition): void {
      statements.upsertForm.run(form.id, JSON.stringify(form));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
