import { createHash } from "node:crypto";
import type { Database } from "better-sqlite3";
import { isoAt, type Clock } from "../clock";
import type { UserInput, UserRepository } from "../db/users";
import { portrait } from "./common";

const USERS_SEED_VERSION_KEY = "users_seed_version";

const base = {
  phone: null,
  image: null,
  portfolioUrl: null,
  isAdmin: false,
  isRiseMember: false,
  isScaleMember: false,
  isWhitelisted: true,
  isPersonalInfoPresent: true,
  isNewUser: false,
} satisfies Partial<UserInput>;

function user(
  id: string,
  email: string,
  firstName: string | null,
  lastName: string | null,
  more: Partial<UserInput> = {},
): UserInput {
  return { ...base, id, email, firstName, lastName, ...more };
}

/**
 * The users of the auth contract, one per role or flag the client reacts to. They all sign in by
 * passcode (new.learner@example.com is deliberately absent: its first sign-in creates it).
 */
export const seedUsers: readonly UserInput[] = [
  user("usr_learner", "learner@example.com", "Asha", "Learner", {
    phone: "+919876543210",
    image: portrait(1, "Asha Learner"),
  }),
  user("usr_rise", "rise@example.com", "Rohan", "Rise", {
    isRiseMember: true,
    image: portrait(2, "Rohan Rise"),
  }),
  user("usr_scale", "scale@example.com", "Sara", "Scale", {
    isScaleMember: true,
    image: portrait(3, "Sara Scale"),
  }),
  user("usr_admin", "admin@example.com", "Aditi", "Admin", {
    isAdmin: true,
    image: portrait(4, "Aditi Admin"),
  }),
  user("usr_portfolio", "portfolio@example.com", "Priya", "Portfolio", {
    portfolioUrl: "https://portfolio.example.com/priya",
  }),
  user("usr_waitlisted", "waitlisted@example.com", "Wasim", "Waitlist", { isWhitelisted: false }),
  user("usr_noinfo", "noinfo@example.com", null, null, { isPersonalInfoPresent: false }),
];

export function usersSeedVersion(list: readonly UserInput[] = seedUsers): string {
  return createHash("sha256").update(JSON.stringify(list)).digest("hex").slice(0, 16);
}

export interface UsersSeedResult {
  /** seeded: first start; reseeded: the shipped users changed; kept: nothing written. */
  action: "seeded" | "reseeded" | "kept";
  users: number;
}

/**
 * Same rule as the page seed: written on first start, kept across restarts (with any changes made
 * since), and when the shipped list changes its users (only those) are reset to it.
 */
export function seedUsersTable(
  db: Database,
  users: UserRepository,
  clock: Clock,
  list: readonly UserInput[] = seedUsers,
): UsersSeedResult {
  const version = usersSeedVersion(list);
  const readVersion = db.prepare<[string], string>("SELECT value FROM meta WHERE key = ?").pluck();
  const writeVersion = db.prepare<[string, string]>(
    "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
  );
  return db.transaction((): UsersSeedResult => {
    const stored = readVersion.get(USERS_SEED_VERSION_KEY) as string | undefined;
    if (stored === version) return { action: "kept", users: 0 };
    const now = isoAt(clock());
    for (const entry of list) users.upsert(entry, now);
    writeVersion.run(USERS_SEED_VERSION_KEY, version);
    return { action: stored === undefined ? "seeded" : "reseeded", users: list.length };
  })();
}
