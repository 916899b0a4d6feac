import type { Migration } from "./migration";

/** The platform's own tables: pages and their cells, users and sessions, the seed's metadata, commerce and the learner's actions (1-4). */
export const platformMigrations: readonly Migration[] = [
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
];
