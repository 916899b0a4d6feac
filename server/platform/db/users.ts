import { randomUUID } from "node:crypto";
import type { Database } from "better-sqlite3";

/** Profile image (spec 02 "Profile image"): url, altText, aspect ratio. */
export type UserImage = Record<string, unknown>;

/** A user as stored, in the spec's "logged-in state" names (spec 01 section 3). */
export interface UserRecord {
  id: string;
  /** Lower case; null for a user who only ever signed in by phone. */
  email: string | null;
  /** "+{country code}{number}", e.g. "+919876543210"; null when unknown. */
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
  image: UserImage | null;
  portfolioUrl: string | null;
  isAdmin: boolean;
  isRiseMember: boolean;
  isScaleMember: boolean;
  isWhitelisted: boolean;
  isPersonalInfoPresent: boolean;
  isNewUser: boolean;
  createdAt: string;
  updatedAt: string;
}

export type UserInput = Omit<UserRecord, "createdAt" | "updatedAt">;

/** The state fields a profile change (or /__test/update-user) may set. */
export type UserPatch = Partial<Omit<UserInput, "id" | "email" | "phone">>;

interface UserRow {
  id: string;
  email: string | null;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
  image: string | null;
  portfolio_url: string | null;
  is_admin: number;
  is_rise_member: number;
  is_scale_member: number;
  is_whitelisted: number;
  is_personal_info_present: number;
  is_new_user: number;
  created_at: string;
  updated_at: string;
}

/** Record field -> column, for every field a patch may change. */
const PATCH_COLUMNS: Record<keyof UserPatch, keyof UserRow> = {
  firstName: "first_name",
  lastName: "last_name",
  image: "image",
  portfolioUrl: "portfolio_url",
  isAdmin: "is_admin",
  isRiseMember: "is_rise_member",
  isScaleMember: "is_scale_member",
  isWhitelisted: "is_whitelisted",
  isPersonalInfoPresent: "is_personal_info_present",
  isNewUser: "is_new_user",
};

function rowToUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    firstName: row.first_name,
    lastName: row.last_name,
    image: row.image === null ? null : (JSON.parse(row.image) as UserImage),
    portfolioUrl: row.portfolio_url,
    isAdmin: row.is_admin === 1,
    isRiseMember: row.is_rise_member === 1,
    isScaleMember: row.is_scale_member === 1,
    isWhitelisted: row.is_whitelisted === 1,
    isPersonalInfoPresent: row.is_personal_info_present === 1,
    isNewUser: row.is_new_user === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A record value as its column value: booleans as 0/1, the image as JSON text. */
function columnValue(field: keyof UserPatch, value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (field === "image")
    return value === null || value === undefined ? null : JSON.stringify(value);
  return value ?? null;
}

function userColumns(user: UserInput, now: string): Record<string, unknown> {
  const out: Record<string, unknown> = { id: user.id, email: user.email, phone: user.phone };
  for (const [field, column] of Object.entries(PATCH_COLUMNS)) {
    out[column] = columnValue(field as keyof UserPatch, user[field as keyof UserPatch]);
  }
  return { ...out, created_at: now, updated_at: now };
}

export function createUserRepository(db: Database) {
  const statements = {
    byId: db.prepare<[string], UserRow>("SELECT * FROM users WHERE id = ?"),
    byEmail: db.prepare<[string], UserRow>("SELECT * FROM users WHERE email = ?"),
    byPhone: db.prepare<[string], UserRow>("SELECT * FROM users WHERE phone = ?"),
    count: db.prepare<[], number>("SELECT count(*) FROM users").pluck(),
    insert: db.prepare(
      `INSERT INTO users (id, email, phone, first_name, last_name, image, portfolio_url, is_admin,
         is_rise_member, is_scale_member, is_whitelisted, is_personal_info_present, is_new_user,
         created_at, updated_at)
       VALUES (@id, @email, @phone, @first_name, @last_name, @image, @portfolio_url, @is_admin,
         @is_rise_member, @is_scale_member, @is_whitelisted, @is_personal_info_present,
         @is_new_user, @created_at, @updated_at)`,
    ),
    // Seeds replace their users' state but keep created_at (the user stays the same person).
    upsert: db.prepare(
      `INSERT INTO users (id, email, phone, first_name, last_name, image, portfolio_url, is_admin,
         is_rise_member, is_scale_member, is_whitelisted, is_personal_info_present, is_new_user,
         created_at, updated_at)
       VALUES (@id, @email, @phone, @first_name, @last_name, @image, @portfolio_url, @is_admin,
         @is_rise_member, @is_scale_member, @is_whitelisted, @is_personal_info_present,
         @is_new_user, @created_at, @updated_at)
       ON CONFLICT(id) DO UPDATE SET email = excluded.email, phone = excluded.phone,
         first_name = excluded.first_name, last_name = excluded.last_name, image = excluded.image,
         portfolio_url = excluded.portfolio_url, is_admin = excluded.is_admin,
         is_rise_member = excluded.is_rise_member, is_scale_member = excluded.is_scale_member,
         is_whitelisted = excluded.is_whitelisted,
         is_personal_info_present = excluded.is_personal_info_present,
         is_new_user = excluded.is_new_user, updated_at = excluded.updated_at`,
    ),
  };

  const find = (row: UserRow | undefined) => (row ? rowToUser(row) : undefined);

  return {
    findById: (id: string) => find(statements.byId.get(id)),
    findByEmail: (email: string) => find(statements.byEmail.get(email)),
    findByPhone: (phone: string) => find(statements.byPhone.get(phone)),
    count: () => statements.count.get() as number,

    /**
     * The user a first sign-in creates: only the identity is known, so no personal info yet, not
     * whitelisted (approval comes later) and new.
     */
    createForIdentity(identity: { email?: string; phone?: string }, now: string): UserRecord {
      const user: UserInput = {
        id: `usr_${randomUUID()}`,
        email: identity.email ?? null,
        phone: identity.phone ?? null,
        firstName: null,
        lastName: null,
        image: null,
        portfolioUrl: null,
        isAdmin: false,
        isRiseMember: false,
        isScaleMember: false,
        isWhitelisted: false,
        isPersonalInfoPresent: false,
        isNewUser: true,
      };
      statements.insert.run(userColumns(user, now));
      return rowToUser(statements.byId.get(user.id)!);
    },

    /** Inserts or replaces a user by id (the seed's way in). */
    upsert(user: UserInput, now: string): void {
      statements.upsert.run(userColumns(user, now));
    },

    /** Changes state fields; undefined when no such user. An empty patch changes nothing. */
    update(id: string, patch: UserPatch, now: string): UserRecord | undefined {
      const fields = (Object.keys(patch) as Array<keyof UserPatch>).filter(
        (field) => field in PATCH_COLUMNS && patch[field] !== undefined,
      );
      if (fields.length) {
        const sets = fields.map((field) => `${PATCH_COLUMNS[field]} = @${field}`).join(", ");
        const values = Object.fromEntries(
          fields.map((field) => [field, columnValue(field, patch[field])]),
        );
        db.prepare(`UPDATE users SET ${sets}, updated_at = @now WHERE id = @id`).run({
          ...values,
          now,
          id,
        });
      }
      return find(statements.byId.get(id));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
