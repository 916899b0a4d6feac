import type { Migration } from "./migration";

/** The account protections of issues 30 and 41 (docs/decisions/034, 061). */
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
  {
    id: 40,
    name: "guess lockouts per requester and the totals that call for the human check",
    sql: `
      -- issue 41: the escalating lockout belongs to one requester (address and device) of an
      -- identity; a stranger's wrong codes never lock the owner's own device out
      DROP TABLE otp_guards;
      CREATE TABLE otp_guards (
        identity TEXT NOT NULL,
        requester TEXT NOT NULL,
        failures INTEGER NOT NULL DEFAULT 0,
        level INTEGER NOT NULL DEFAULT 0,
        locked_until TEXT,
        last_failure_at TEXT NOT NULL,
        PRIMARY KEY (identity, requester)
      );
      -- every wrong code: the identity's and the address's totals, past which a check of a code
      -- needs the human check (never a refusal); kept a day
      CREATE TABLE otp_wrong_guesses (
        identity TEXT NOT NULL,
        address TEXT NOT NULL,
        at TEXT NOT NULL
      );
      CREATE INDEX otp_wrong_guesses_identity ON otp_wrong_guesses(identity, at);
      CREATE INDEX otp_wrong_guesses_address ON otp_wrong_guesses(address, at);
    `,
  },
  {
    id: 41,
    name: "one-use sign-in links",
    sql: `
      -- the way in without the human check: a link sent to the identity, used once, 15 minutes
      CREATE TABLE sign_in_links (
        token_hash TEXT PRIMARY KEY,
        identity TEXT NOT NULL,
        channel TEXT NOT NULL,
        requester TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX sign_in_links_requester ON sign_in_links(identity, requester, created_at);
    `,
  },
];
