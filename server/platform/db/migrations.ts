import type { Database } from "better-sqlite3";

export interface Migration {
  /** Applied in ascending order; never renumber or edit a shipped migration, add a new one. */
  id: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
    id: 1,
    name: "pages, aliases and cells",
    sql: `
      CREATE TABLE pages (
        id TEXT PRIMARY KEY,
        uri TEXT NOT NULL UNIQUE,
        page_data TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(page_data)),
        show_cell_separator INTEGER NOT NULL DEFAULT 0 CHECK (show_cell_separator IN (0, 1)),
        ttl INTEGER NOT NULL DEFAULT 300 CHECK (ttl >= 0),
        -- page-level fields beside pageData (navigationDrawer, rightPane, onboardingData ...)
        extra TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extra)),
        updated_at TEXT NOT NULL
      );
      CREATE TABLE page_aliases (
        uri TEXT PRIMARY KEY,
        page_id TEXT NOT NULL REFERENCES pages(id) ON DELETE CASCADE
      );
      CREATE INDEX page_aliases_page ON page_aliases(page_id);
      CREATE TABLE cells (
        page_id TEXT NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
        id TEXT NOT NULL,
        parent_id TEXT,
        cell_type TEXT NOT NULL,
        position INTEGER NOT NULL DEFAULT 0,
        span INTEGER,
        -- every other cell field (layout, header, numColumns, componentType, componentData ...)
        data TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
        PRIMARY KEY (page_id, id)
      );
      CREATE INDEX cells_tree ON cells(page_id, parent_id, position);
    `,
  },
  {
    id: 2,
    name: "key-value metadata (seed version)",
    sql: `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  },
  {
    id: 3,
    name: "users, passcode requests and auth tokens",
    // Times are ISO-8601 UTC text (see clock.ts). Passcodes and tokens are stored only as hashes.
    sql: `
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        email TEXT UNIQUE,
        phone TEXT UNIQUE,
        first_name TEXT,
        last_name TEXT,
        image TEXT CHECK (image IS NULL OR json_valid(image)),
        portfolio_url TEXT,
        is_admin INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
        is_rise_member INTEGER NOT NULL DEFAULT 0 CHECK (is_rise_member IN (0, 1)),
        is_scale_member INTEGER NOT NULL DEFAULT 0 CHECK (is_scale_member IN (0, 1)),
        is_whitelisted INTEGER NOT NULL DEFAULT 0 CHECK (is_whitelisted IN (0, 1)),
        is_personal_info_present INTEGER NOT NULL DEFAULT 0 CHECK (is_personal_info_present IN (0, 1)),
        is_new_user INTEGER NOT NULL DEFAULT 1 CHECK (is_new_user IN (0, 1)),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        -- a user signs in by email or by phone, so at least one of them is known
        CHECK (email IS NOT NULL OR phone IS NOT NULL)
      );
      CREATE TABLE otp_requests (
        id TEXT PRIMARY KEY,
        -- normalised email (lower case) or phone (+{country code}{number})
        identity TEXT NOT NULL,
        channel TEXT NOT NULL CHECK (channel IN ('email', 'phone')),
        -- sha256 of "{id}:{code}", never the code itself
        code_hash TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        resends INTEGER NOT NULL DEFAULT 0,
        last_sent_at TEXT NOT NULL,
        -- set when the code signed someone in, or when a newer request replaced this one
        consumed_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX otp_requests_identity ON otp_requests(identity, created_at);
      CREATE TABLE auth_tokens (
        -- sha256 of the opaque token the client holds
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at TEXT NOT NULL,
        revoked_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX auth_tokens_user ON auth_tokens(user_id);
    `,
  },
  {
    id: 4,
    name: "items, coupons, orders, payments, enrolments and the other learner actions",
    // Money is integer minor units (paise). Times are ISO-8601 UTC text.
    sql: `
      CREATE TABLE items (
        id TEXT PRIMARY KEY,
        item_type TEXT NOT NULL
          CHECK (item_type IN ('COURSE', 'EVENT', 'WORKSHOP', 'SUBSCRIPTION', 'MENTORSHIP')),
        name TEXT NOT NULL,
        price INTEGER NOT NULL CHECK (price >= 0),
        -- number of instalments when the item may be paid in parts, else NULL
        part_instalments INTEGER CHECK (part_instalments IS NULL OR part_instalments >= 2),
        -- 0: announced but not on sale yet (COURSE_NOTIFY)
        is_live INTEGER NOT NULL DEFAULT 1 CHECK (is_live IN (0, 1))
      );
      CREATE TABLE coupons (
        code TEXT PRIMARY KEY,
        percent_off INTEGER NOT NULL CHECK (percent_off BETWEEN 1 AND 100),
        -- the item type it applies to; NULL: any item
        item_type TEXT,
        description TEXT NOT NULL,
        -- NULL: never expires
        valid_until TEXT
      );
      CREATE TABLE orders (
        id TEXT PRIMARY KEY,
        -- the payment provider's order id (pgCreationId)
        creation_id TEXT NOT NULL UNIQUE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        item_id TEXT NOT NULL REFERENCES items(id),
        quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 10),
        -- '' when no coupon: part of the idempotency key, so never NULL
        coupon_code TEXT NOT NULL DEFAULT '',
        plan TEXT NOT NULL CHECK (plan IN ('FULL', 'PART')),
        instalments INTEGER NOT NULL DEFAULT 1,
        unit_price INTEGER NOT NULL,
        discount INTEGER NOT NULL,
        -- what the whole order costs, and what this payment asks for (the first instalment)
        total INTEGER NOT NULL,
        amount INTEGER NOT NULL CHECK (amount >= 0),
        currency TEXT NOT NULL DEFAULT 'INR',
        status TEXT NOT NULL CHECK (status IN ('CREATED', 'PAID')),
        buyer TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(buyer)),
        created_at TEXT NOT NULL,
        paid_at TEXT
      );
      CREATE INDEX orders_user ON orders(user_id, created_at);
      -- one unpaid order per (user, item, quantity, coupon, plan): a resubmitted checkout finds it
      CREATE UNIQUE INDEX orders_open ON orders(user_id, item_id, quantity, coupon_code, plan)
        WHERE status = 'CREATED';
      CREATE TABLE payments (
        pg_payment_id TEXT PRIMARY KEY,
        order_id TEXT NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
        amount INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE payment_attempts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        pg_payment_id TEXT,
        outcome TEXT NOT NULL CHECK (outcome IN ('SUCCESS', 'FAILED')),
        message TEXT,
        code TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX payment_attempts_order ON payment_attempts(order_id, id);
      CREATE TABLE enrolments (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        item_id TEXT NOT NULL REFERENCES items(id),
        source TEXT NOT NULL CHECK (source IN ('FREE', 'ORDER', 'MENTORSHIP')),
        order_id TEXT REFERENCES orders(id),
        details TEXT CHECK (details IS NULL OR json_valid(details)),
        created_at TEXT NOT NULL,
        -- a learner is enrolled in an item once, however often they pay or click
        PRIMARY KEY (user_id, item_id)
      );
      CREATE TABLE notify_requests (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        item_id TEXT NOT NULL REFERENCES items(id),
        created_at TEXT NOT NULL,
        PRIMARY KEY (user_id, item_id)
      );
      CREATE TABLE forms (
        id TEXT PRIMARY KEY,
        definition TEXT NOT NULL CHECK (json_valid(definition))
      );
      CREATE TABLE form_submissions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        form_id TEXT NOT NULL REFERENCES forms(id),
        -- NULL for a visitor who was not logged in
        user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
        input_values TEXT NOT NULL CHECK (json_valid(input_values)),
        created_at TEXT NOT NULL
      );
      CREATE TABLE rewards (
        id TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        status_message TEXT NOT NULL
      );
      CREATE TABLE reward_claims (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        reward_id TEXT NOT NULL REFERENCES rewards(id),
        created_at TEXT NOT NULL,
        PRIMARY KEY (user_id, reward_id)
      );
      CREATE TABLE activity_progress (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        activity_id TEXT NOT NULL,
        status TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (user_id, activity_id)
      );
      CREATE TABLE uploads (
        -- random file name under DATA_DIR/uploads, also the address /uploads/{name}
        name TEXT PRIMARY KEY,
        user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
        upload_type TEXT NOT NULL CHECK (upload_type IN ('PROFILE_IMAGE', 'RESUME', 'FORM_FILE')),
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE user_resumes (
        user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        resume_url TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE referral_captures (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        referral_id TEXT NOT NULL,
        campaign_id TEXT NOT NULL,
        user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE member_approvals (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        decision TEXT NOT NULL CHECK (decision IN ('APPROVED', 'SKIP')),
        request TEXT NOT NULL CHECK (json_valid(request)),
        created_at TEXT NOT NULL
      );
      CREATE TABLE profile_submissions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        profile TEXT NOT NULL CHECK (json_valid(profile)),
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 5,
    name: "code practice: solved problems, unlocked hints and shared code",
    sql: `
      CREATE TABLE problem_solves (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        problem_id TEXT NOT NULL,
        language_id TEXT NOT NULL,
        solved_at TEXT NOT NULL,
        PRIMARY KEY (user_id, problem_id)
      );
      CREATE TABLE hint_unlocks (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        problem_id TEXT NOT NULL,
        hint_id TEXT NOT NULL,
        unlocked_at TEXT NOT NULL,
        PRIMARY KEY (user_id, problem_id, hint_id)
      );
      CREATE TABLE code_shares (
        id TEXT PRIMARY KEY,
        content_hash TEXT NOT NULL UNIQUE,
        language_id TEXT NOT NULL,
        source_code TEXT NOT NULL,
        input TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 6,
    name: "sandboxes: published versions, authors' drafts, shares and publish jobs",
    // Files are JSON arrays of {fileName, code} (spec 02 section 3, "Sandbox files").
    sql: `
      CREATE TABLE sandboxes (
        id TEXT PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        sandbox_type TEXT NOT NULL,
        entry_file TEXT,
        language_id TEXT,
        files TEXT NOT NULL CHECK (json_valid(files)),
        version INTEGER NOT NULL DEFAULT 1,
        published_at TEXT NOT NULL
      );
      CREATE TABLE sandbox_drafts (
        sandbox_id TEXT PRIMARY KEY REFERENCES sandboxes(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        files TEXT NOT NULL CHECK (json_valid(files)),
        saved_at TEXT NOT NULL
      );
      CREATE TABLE sandbox_shares (
        id TEXT PRIMARY KEY,
        content_hash TEXT NOT NULL UNIQUE,
        sandbox_id TEXT NOT NULL,
        sandbox_type TEXT NOT NULL,
        files TEXT NOT NULL CHECK (json_valid(files)),
        created_at TEXT NOT NULL
      );
      CREATE TABLE sandbox_publish_jobs (
        id TEXT PRIMARY KEY,
        sandbox_id TEXT NOT NULL REFERENCES sandboxes(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        files TEXT NOT NULL CHECK (json_valid(files)),
        status TEXT NOT NULL CHECK (status IN ('IN_PROGRESS', 'PUBLISHED', 'FAILED')),
        created_at TEXT NOT NULL,
        ready_at TEXT NOT NULL,
        finished_at TEXT
      );
      CREATE INDEX sandbox_publish_jobs_pending ON sandbox_publish_jobs (status, ready_at);
    `,
  },
  {
    id: 7,
    name: "sandboxes of problems: the problem id and its metadata (published, draft, publish job)",
    // Metadata is JSON {title, difficulty, statement, tags} (SandboxProblemMetadata) or NULL.
    sql: `
      ALTER TABLE sandboxes ADD COLUMN problem_id TEXT;
      ALTER TABLE sandboxes ADD COLUMN problem_metadata TEXT
        CHECK (problem_metadata IS NULL OR json_valid(problem_metadata));
      ALTER TABLE sandbox_drafts ADD COLUMN problem_metadata TEXT
        CHECK (problem_metadata IS NULL OR json_valid(problem_metadata));
      ALTER TABLE sandbox_publish_jobs ADD COLUMN problem_metadata TEXT
        CHECK (problem_metadata IS NULL OR json_valid(problem_metadata));
    `,
  },
  {
    id: 8,
    name: "admin editors: page versions, page edit history and recording links",
    // A page's version starts at 1 and moves by one per edit (optimistic concurrency). A history
    // entry keeps the page's cells from before its edit, so a revert can put them back. Form
    // definitions carry their version inside their JSON (forms.definition.version).
    sql: `
      ALTER TABLE pages ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
      CREATE TABLE page_edits (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        page_id TEXT NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
        -- the page version this edit made
        version INTEGER NOT NULL,
        operation TEXT NOT NULL CHECK (operation IN
          ('update/cell', 'add/cell', 'delete/cell', 'swap/cell', 'move/cell', 'activity/move',
           'revert')),
        summary TEXT NOT NULL,
        -- who, as they were named then (no foreign key: the history outlives an account)
        user_id TEXT NOT NULL,
        user_name TEXT NOT NULL,
        cells_before TEXT NOT NULL CHECK (json_valid(cells_before)),
        created_at TEXT NOT NULL
      );
      CREATE INDEX page_edits_page ON page_edits(page_id, id);
      CREATE TABLE recording_tokens (
        -- sha256 of the one-time token of a /admin/spot/record link, never the token itself
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at TEXT NOT NULL,
        used_at TEXT,
        created_at TEXT NOT NULL
      );
    `,
  },
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
