import type { Migration } from "./migration";

/** Issue 16: connected accounts and invitations, certificates, polls and leaderboards, calendars, discussions and chat (9-13). */
export const communityMigrations: readonly Migration[] = [
  {
    id: 9,
    name: "connected accounts (OAuth), referral data of new users, programme members, course invitations",
    // Issue 16, docs/decisions/019. The test provider's codes are kept only as sha256 hashes.
    sql: `
      CREATE TABLE oauth_connections (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        provider TEXT NOT NULL,
        account_id TEXT NOT NULL,
        account_name TEXT NOT NULL,
        connected_at TEXT NOT NULL,
        PRIMARY KEY (user_id, provider)
      );
      CREATE TABLE oauth_test_grants (
        code_hash TEXT PRIMARY KEY,
        provider TEXT NOT NULL,
        redirect_uri TEXT NOT NULL,
        account_id TEXT NOT NULL,
        account_name TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at TEXT
      );
      CREATE TABLE user_referrals (
        user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        invited_by_referral TEXT NOT NULL,
        campaign_id TEXT,
        created_at TEXT NOT NULL
      );
      CREATE TABLE program_members (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        program_id TEXT NOT NULL,
        invitation_code TEXT NOT NULL,
        joined_at TEXT NOT NULL,
        PRIMARY KEY (user_id, program_id)
      );
      CREATE TABLE course_invite_acceptances (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        invite_code TEXT NOT NULL,
        item_id TEXT NOT NULL,
        accepted_at TEXT NOT NULL,
        PRIMARY KEY (user_id, invite_code)
      );
    `,
  },
  {
    id: 10,
    name: "certificates of completion, checkable by id (the CERTIFICATE_VERIFICATION widget)",
    sql: `
      CREATE TABLE certificates (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        holder_name TEXT NOT NULL,
        course_name TEXT NOT NULL,
        item_id TEXT,
        issued_on TEXT NOT NULL,
        revoked_at TEXT
      );
      CREATE INDEX certificates_user ON certificates (user_id);
    `,
  },
  {
    id: 11,
    name: "community: polls and votes, leaderboard rows",
    // docs/contract.md, "Widget kinds: community family". One vote per user and poll.
    sql: `
      CREATE TABLE community_polls (
        id TEXT PRIMARY KEY,
        question TEXT NOT NULL,
        -- [{id, label, baseVotes}]
        options TEXT NOT NULL CHECK (json_valid(options)),
        closes_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE TABLE community_poll_votes (
        poll_id TEXT NOT NULL REFERENCES community_polls(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        option_id TEXT NOT NULL,
        voted_at TEXT NOT NULL,
        PRIMARY KEY (poll_id, user_id)
      );
      CREATE TABLE leaderboard_rows (
        board_id TEXT NOT NULL,
        period TEXT NOT NULL CHECK (period IN ('WEEK', 'MONTH', 'ALL')),
        entry_id TEXT NOT NULL,
        user_id TEXT,
        name TEXT NOT NULL,
        score INTEGER NOT NULL,
        previous_rank INTEGER,
        PRIMARY KEY (board_id, period, entry_id)
      );
    `,
  },
  {
    id: 12,
    name: "calendar: each user's sessions, classes and deadlines",
    // docs/contract.md, "Widget kinds: community family" (CALENDAR). Times are ISO-8601 UTC text.
    sql: `
      CREATE TABLE calendar_events (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('SESSION', 'CLASS', 'DEADLINE')),
        title TEXT NOT NULL,
        sub_text TEXT,
        starts_at TEXT NOT NULL,
        ends_at TEXT,
        link TEXT,
        join_url TEXT
      );
      CREATE INDEX calendar_events_user ON calendar_events (user_id, starts_at);
    `,
  },
  {
    id: 13,
    name: "community conversations: discussion threads and replies, chat messages",
    // docs/contract.md, "Widget kinds: community family" (DISCUSSION_FORUM, CHAT).
    sql: `
      CREATE TABLE discussion_threads (
        id TEXT PRIMARY KEY,
        forum_id TEXT NOT NULL,
        user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
        author_name TEXT NOT NULL,
        title TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at TEXT NOT NULL,
        active_at TEXT NOT NULL
      );
      CREATE INDEX discussion_threads_forum ON discussion_threads (forum_id, active_at);
      CREATE TABLE discussion_replies (
        id TEXT PRIMARY KEY,
        thread_id TEXT NOT NULL REFERENCES discussion_threads(id) ON DELETE CASCADE,
        user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
        author_name TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX discussion_replies_thread ON discussion_replies (thread_id, created_at);
      CREATE TABLE chat_conversations (
        id TEXT PRIMARY KEY,
        user_id TEXT REFERENCES users(id) ON DELETE CASCADE
      );
      CREATE TABLE chat_messages (
        id TEXT PRIMARY KEY,
        conversation_id TEXT NOT NULL REFERENCES chat_conversations(id) ON DELETE CASCADE,
        user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
        sender_name TEXT NOT NULL,
        sender_role TEXT,
        text TEXT NOT NULL,
        sent_at TEXT NOT NULL
      );
      CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id, sent_at);
    `,
  },
];
