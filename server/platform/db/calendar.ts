import type { Database } from "better-sqlite3";

/**
 * Each user's calendar (migration 12; docs/contract.md, "Widget kinds: community family",
 * CALENDAR): live sessions, classes and deadlines. Times are ISO-8601 UTC text, so text order is
 * time order.
 */

export const CALENDAR_EVENT_KINDS = ["SESSION", "CLASS", "DEADLINE"] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

export interface CalendarEventRecord {
  id: string;
  userId: string;
  kind: CalendarEventKind;
  title: string;
  subText: string | null;
  startsAt: string;
  endsAt: string | null;
  link: string | null;
  joinUrl: string | null;
}

interface CalendarEventRow {
  id: string;
  user_id: string;
  kind: CalendarEventKind;
  title: string;
  sub_text: string | null;
  starts_at: string;
  ends_at: string | null;
  link: string | null;
  join_url: string | null;
}

const recordOf = (row: CalendarEventRow): CalendarEventRecord => ({
  id: row.id,
  userId: row.user_id,
  kind: row.kind,
  title: row.title,
  subText: row.sub_text,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  link: row.link,
  joinUrl: row.join_url,
});

export function createCalendarRepository(db: Database) {
  const s = {
    upsert: db.prepare<
      [
        string,
        string,
        string,
        string,
        string | null,
        string,
        string | null,
        string | null,
        string | null,
      ]
    >(
      `INSERT INTO calendar_events
       (id, user_id, kind, title, sub_text, starts_at, ends_at, link, join_url)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET
       kind = excluded.kind, title = excluded.title, sub_text = excluded.sub_text,
       starts_at = excluded.starts_at, ends_at = excluded.ends_at, link = excluded.link,
       join_url = excluded.join_url`,
    ),
    between: db.prepare<[string, string, string], CalendarEventRow>(
      `SELECT * FROM calendar_events WHERE user_id = ? AND starts_at >= ? AND starts_at < ?
       ORDER BY starts_at ASC, id ASC`,
    ),
  };
  return {
    upsert(event: CalendarEventRecord): void {
      s.upsert.run(
        event.id,
        event.userId,
        event.kind,
        event.title,
        event.subText,
        event.startsAt,
        event.endsAt,
        event.link,
        event.joinUrl,
      );
    },
    /** The user's events starting in [fromIso, toIso), earliest first. */
    between(userId: string, fromIso: string, toIso: string): CalendarEventRecord[] {
      return s.between.all(userId, fromIso, toIso).map(recordOf);
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
