import type { Migration } from "./migration";

/** Issue 30's account protections (docs/decisions/034-passcodes-nobody-else-can-spend.md). */
export const accountMigrations: readonly Migration[] = [
  {
    id: 34,
    name: "passcode requesters and the escalating guess lockout",
    sql: `
      -- who asked (X-TERMINAL-ID): one requester's allowance is its own
      ALTER TABLE otp_requests ADD COLUMN requester TEXT NOT NULL DEFAULT '';
      CREATE INDEX otp_requests_requester ON otp_requests(identity, requester, created_at);
      -- wrong passcodes of an identity over all its requests, and the lockout they earned
      CREATE TABLE otp_guards (
        identity TEXT PRIMARY KEY,
        failures INTEGER NOT NULL DEFAULT 0,
        -- how many lockouts so far: the next one is longer
        level INTEGER NOT NULL DEFAULT 0,
        locked_until TEXT,
        last_failure_at TEXT NOT NULL
      );
    `,
  },
];
