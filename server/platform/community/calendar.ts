import type { CalendarRepository } from "../db/calendar";
import type { UserRecord } from "../db/users";
import {
  CALENDAR_DEFAULT_TIME_ZONE,
  CALENDAR_MONTH_PARAM,
  dayOf,
  monthKey,
  parseMonth,
  shiftMonth,
} from "~/contract/widgets/calendar-look";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A CALENDAR cell's componentData for this caller: the month the address asks for (context
 * `month`, "YYYY-MM"; anything else means this month in the cell's zone), today's date, and the
 * signed-in user's events that fall on that month's days in the zone. A visitor gets no events
 * (the BFF asks for a login before it calls; the cell never shows anyone else's).
 */
export function calendarCellData(
  data: Record<string, unknown>,
  repo: CalendarRepository,
  user: UserRecord | undefined,
  context: Record<string, string>,
  now: number,
): Record<string, unknown> {
  const timeZone =
    typeof data.timeZone === "string" && data.timeZone ? data.timeZone : CALENDAR_DEFAULT_TIME_ZONE;
  const param = typeof data.monthParam === "string" ? data.monthParam : CALENDAR_MONTH_PARAM;
  const today =
    dayOf(new Date(now).toISOString(), timeZone) ?? new Date(now).toISOString().slice(0, 10);
  const ym = parseMonth(context[param]) ?? parseMonth(today.slice(0, 7))!;
  const key = monthKey(ym);
  // A day either side of the month covers every zone; the zone's days decide.
  const from = new Date(Date.UTC(ym.year, ym.month - 1, 1) - DAY_MS).toISOString();
  const next = shiftMonth(ym, 1);
  const to = new Date(Date.UTC(next.year, next.month - 1, 1) + DAY_MS).toISOString();
  const events = user
    ? repo
        .between(user.id, from, to)
        .filter((event) => dayOf(event.startsAt, timeZone)?.startsWith(`${key}-`))
    : [];
  return {
    ...data,
    month: key,
    today,
    events: events.map((event) => ({
      id: event.id,
      title: event.title,
      kind: event.kind,
      startsAt: event.startsAt,
      ...(event.endsAt ? { endsAt: event.endsAt } : {}),
      ...(event.link ? { link: event.link } : {}),
      ...(event.joinUrl ? { joinUrl: event.joinUrl } : {}),
      ...(event.subText ? { subText: event.subText } : {}),
    })),
  };
}
