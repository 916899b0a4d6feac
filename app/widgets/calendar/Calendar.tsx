import { Link, useLocation } from "@remix-run/react";
import { useId } from "react";
import type { WidgetProps } from "../types";
import { isSafeHref } from "~/contract/links";
import { knownOr } from "~/contract/known";
import {
  CALENDAR_EMPTY_TEXT,
  CALENDAR_EVENT_KIND_LABELS,
  CALENDAR_EVENT_KINDS,
  CALENDAR_JOIN_TEXT,
  CALENDAR_MONTH_PARAM,
  CALENDAR_NAV_LABEL,
  CALENDAR_NEXT_TEXT,
  CALENDAR_PREVIOUS_TEXT,
  CALENDAR_TODAY_TEXT,
  CALENDAR_WEEKDAYS,
  dayKey,
  dayOf,
  dayTitle,
  monthHref,
  monthTitle,
  monthWeeks,
  parseMonth,
  shiftMonth,
  timeText,
} from "~/contract/widgets/calendar-look";
import type { CalendarData } from "~/contract/widgets/calendar";
import styles from "./Calendar.module.css";

type CalendarEvent = CalendarData["events"][number];

const safe = (href: string | undefined) => (href && isSafeHref(href) ? href : undefined);

function EventItem({ event, timeZone }: { event: CalendarEvent; timeZone?: string }) {
  const kind = knownOr(CALENDAR_EVENT_KINDS, event.kind, "SESSION");
  const href = safe(event.link);
  const join = kind === "SESSION" ? safe(event.joinUrl) : undefined;
  return (
    <li className={styles.event} data-kind={kind}>
      <time className={styles.time} dateTime={event.startsAt}>
        {timeText(event.startsAt, timeZone)}
      </time>
      <span className={styles.kind}>{CALENDAR_EVENT_KIND_LABELS[kind]}</span>
      {href ? (
        <a className={styles.title} href={href}>
          {event.title}
        </a>
      ) : (
        <span className={styles.title}>{event.title}</span>
      )}
      {event.subText ? <span className={styles.sub}>{event.subText}</span> : null}
      {join ? (
        <a
          className={styles.join}
          href={join}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${CALENDAR_JOIN_TEXT}: ${event.title}`}
        >
          {CALENDAR_JOIN_TEXT}
        </a>
      ) : null}
    </li>
  );
}

/**
 * CALENDAR: the signed-in user's sessions, classes and deadlines of one month. Wide screens see
 * a table (a column per weekday, a cell per day); below 768 px an agenda list of the days with
 * events instead (CSS only). The previous/next links set the month parameter (they work without
 * JavaScript; the platform answers that month). Today says so in words.
 */
export function Calendar({ data }: WidgetProps<CalendarData>) {
  const id = `calendar-${useId().replace(/:/g, "")}`;
  const { search } = useLocation();
  const ym = parseMonth(data.month) ?? { year: 1970, month: 1 };
  const param = data.monthParam ?? CALENDAR_MONTH_PARAM;
  const title = monthTitle(ym);
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of [...data.events].sort(
    (a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt),
  )) {
    const key = dayOf(event.startsAt, data.timeZone);
    if (!key) continue;
    byDay.set(key, [...(byDay.get(key) ?? []), event]);
  }
  const prefix = `${data.month}-`;
  const agendaDays = [...byDay.keys()].filter((key) => key.startsWith(prefix)).sort();
  const MonthHeading = data.title ? "h3" : "h2";
  const DayHeading = data.title ? "h4" : "h3";
  return (
    <section className={styles.root} aria-labelledby={`${id}-month`}>
      {data.title ? <h2 className={`heading-4 ${styles.heading}`}>{data.title}</h2> : null}
      <div className={styles.bar}>
        <MonthHeading id={`${id}-month`} className={`heading-5 ${styles.month}`}>
          {title}
        </MonthHeading>
        <nav aria-label={CALENDAR_NAV_LABEL}>
          <ul className={styles.nav}>
            <li>
              <Link
                to={monthHref(search, param, shiftMonth(ym, -1))}
                className={styles.navLink}
                preventScrollReset
              >
                <span aria-hidden="true">‹ </span>
                {CALENDAR_PREVIOUS_TEXT}
              </Link>
            </li>
            <li>
              <Link
                to={monthHref(search, param, shiftMonth(ym, 1))}
                className={styles.navLink}
                preventScrollReset
              >
                {CALENDAR_NEXT_TEXT}
                <span aria-hidden="true"> ›</span>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className={styles.grid}>
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {CALENDAR_WEEKDAYS.map((day) => (
                <th key={day.short} scope="col" abbr={day.long}>
                  {day.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(ym).map((week, w) => (
              <tr key={w}>
                {week.map((day, d) => {
                  if (day === null) return <td key={d} className={styles.blank} />;
                  const key = dayKey(ym, day);
                  const events = byDay.get(key) ?? [];
                  const isToday = key === data.today;
                  return (
                    <td
                      key={d}
                      className={isToday ? styles.today : undefined}
                      aria-current={isToday ? "date" : undefined}
                    >
                      <span className={styles.dayNumber}>{day}</span>
                      {isToday ? (
                        <span className={styles.todayTag}>{CALENDAR_TODAY_TEXT}</span>
                      ) : null}
                      {events.length ? (
                        <ul className={styles.events}>
                          {events.map((event) => (
                            <EventItem key={event.id} event={event} timeZone={data.timeZone} />
                          ))}
                        </ul>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {agendaDays.length === 0 ? (
        <p className={styles.empty}>{data.emptyText?.trim() || CALENDAR_EMPTY_TEXT}</p>
      ) : (
        <ol className={styles.agenda}>
          {agendaDays.map((key) => (
            <li key={key} className={key === data.today ? styles.today : undefined}>
              <DayHeading className={styles.agendaDay}>
                <time dateTime={key}>{dayTitle(key)}</time>
                {key === data.today ? (
                  <span className={styles.todayTag}>{CALENDAR_TODAY_TEXT}</span>
                ) : null}
              </DayHeading>
              <ul className={styles.events}>
                {(byDay.get(key) ?? []).map((event) => (
                  <EventItem key={event.id} event={event} timeZone={data.timeZone} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
