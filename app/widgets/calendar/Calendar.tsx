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

type CalendarEvent = CalendarData["events"][number];

const safe = (href: string | undefined) => (href && isSafeHref(href) ? href : undefined);

function EventItem({ event, timeZone }: { event: CalendarEvent; timeZone?: string }) {
  const kind = knownOr(CALENDAR_EVENT_KINDS, event.kind, "SESSION");
  const href = safe(event.link);
  const join = kind === "SESSION" ? safe(event.joinUrl) : undefined;
  return (
    <li className="calendar__event" data-kind={kind}>
      <time className="calendar__time" dateTime={event.startsAt}>
        {timeText(event.startsAt, timeZone)}
      </time>
      <span className="calendar__kind">{CALENDAR_EVENT_KIND_LABELS[kind]}</span>
      {href ? (
        <a className="calendar__title" href={href}>
          {event.title}
        </a>
      ) : (
        <span className="calendar__title">{event.title}</span>
      )}
      {event.subText ? <span className="calendar__sub">{event.subText}</span> : null}
      {join ? (
        <a
          className="calendar__join"
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
    <section className="calendar__root" aria-labelledby={`${id}-month`}>
      {data.title ? <h2 className={`heading-4 calendar__heading`}>{data.title}</h2> : null}
      <div className="calendar__bar">
        <MonthHeading id={`${id}-month`} className={`heading-5 calendar__month`}>
          {title}
        </MonthHeading>
        <nav aria-label={CALENDAR_NAV_LABEL}>
          <ul className="calendar__nav">
            <li>
              <Link
                to={monthHref(search, param, shiftMonth(ym, -1))}
                className="calendar__navLink"
                preventScrollReset
              >
                <span aria-hidden="true">‹ </span>
                {CALENDAR_PREVIOUS_TEXT}
              </Link>
            </li>
            <li>
              <Link
                to={monthHref(search, param, shiftMonth(ym, 1))}
                className="calendar__navLink"
                preventScrollReset
              >
                {CALENDAR_NEXT_TEXT}
                <span aria-hidden="true"> ›</span>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="calendar__grid">
        <table className="calendar__table">
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
                  if (day === null) return <td key={d} className="calendar__blank" />;
                  const key = dayKey(ym, day);
                  const events = byDay.get(key) ?? [];
                  const isToday = key === data.today;
                  return (
                    <td
                      key={d}
                      className={isToday ? "calendar__today" : undefined}
                      aria-current={isToday ? "date" : undefined}
                    >
                      <span className="calendar__dayNumber">{day}</span>
                      {isToday ? (
                        <span className="calendar__todayTag">{CALENDAR_TODAY_TEXT}</span>
                      ) : null}
                      {events.length ? (
                        <ul className="calendar__events">
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
        <p className="calendar__empty">{data.emptyText?.trim() || CALENDAR_EMPTY_TEXT}</p>
      ) : (
        <ol className="calendar__agenda">
          {agendaDays.map((key) => (
            <li key={key} className={key === data.today ? "calendar__today" : undefined}>
              <DayHeading className="calendar__agendaDay">
                <time dateTime={key}>{dayTitle(key)}</time>
                {key === data.today ? (
                  <span className="calendar__todayTag">{CALENDAR_TODAY_TEXT}</span>
                ) : null}
              </DayHeading>
              <ul className="calendar__events">
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
