import type { Database } from "better-sqlite3";
import type { ItemType } from "./records";

export type EnrolmentSource = "FREE" | "ORDER" | "MENTORSHIP";

export interface EnrolmentRecord {
  userId: string;
  itemId: string;
  itemType: ItemType;
  itemName: string;
  source: EnrolmentSource;
  orderId: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

interface EnrolmentRow {
  user_id: string;
  item_id: string;
  item_type: ItemType;
  item_name: string;
  source: EnrolmentSource;
  order_id: string | null;
  details: string | null;
  created_at: string;
}

const toEnrolment = (row: EnrolmentRow): EnrolmentRecord => ({
  userId: row.user_id,
  itemId: row.item_id,
  itemType: row.item_type,
  itemName: row.item_name,
  source: row.source,
  orderId: row.order_id,
  details: row.details === null ? null : (JSON.parse(row.details) as Record<string, unknown>),
  createdAt: row.created_at,
});

const SELECT_ENROLMENT = `SELECT e.*, i.item_type, i.name AS item_name FROM enrolments e
  JOIN items i ON i.id = e.item_id`;

/** Enrolments (one per user and item) and notify-me requests (one per user and course). */
export function createEnrolmentRepository(db: Database) {
  const statements = {
    find: db.prepare<[string, string], EnrolmentRow>(
      `${SELECT_ENROLMENT} WHERE e.user_id = ? AND e.item_id = ?`,
    ),
    byUser: db.prepare<[string], EnrolmentRow>(
      `${SELECT_ENROLMENT} WHERE e.user_id = ? ORDER BY e.created_at, e.rowid`,
    ),
    // The first enrolment stands: a repeated call or a second payment changes nothing.
    enrol: db.prepare(
      `INSERT INTO enrolments (user_id, item_id, source, order_id, details, created_at)
       VALUES (@userId, @itemId, @source, @orderId, @details, @createdAt)
       ON CONFLICT(user_id, item_id) DO NOTHING`,
    ),
    notify: db.prepare<[string, string, string]>(
      `INSERT INTO notify_requests (user_id, item_id, created_at) VALUES (?, ?, ?)
       ON CONFLICT(user_id, item_id) DO NOTHING`,
    ),
    notifications: db.prepare<[string], { item_id: string; created_at: string }>(
      "SELECT item_id, created_at FROM notify_requests WHERE user_id = ? ORDER BY created_at, rowid",
    ),
  };

  return {
    find(userId: string, itemId: string): EnrolmentRecord | undefined {
      const row = statements.find.get(userId, itemId);
      return row ? toEnrolment(row) : undefined;
    },
    listForUser(userId: string): EnrolmentRecord[] {
      return statements.byUser.all(userId).map(toEnrolment);
    },
    /** True when this call enrolled the user; false when they already were. */
    enrol(input: {
      userId: string;
      itemId: string;
      source: EnrolmentSource;
      orderId?: string;
      details?: Record<string, unknown>;
      now: string;
    }): boolean {
      const result = statements.enrol.run({
        userId: input.userId,
        itemId: input.itemId,
        source: input.source,
        orderId: input.orderId ?? null,
        details: input.details ? JSON.stringify(input.details) : null,
        createdAt: input.now,
      });
      return result.changes === 1;
    },
    /** Idempotent: a second request for the same course is the same request. */
    notify(userId: string, itemId: string, now: string): void {
      statements.notify.run(userId, itemId, now);
    },
    notifications(userId: string): Array<{ courseId: string; createdAt: string }> {
      return statements.notifications
        .all(userId)
        .map((row) => ({ courseId: row.item_id, createdAt: row.created_at }));
    },
  };
}

export type EnrolmentRepository = ReturnType<typeof createEnrolmentRepository>;
