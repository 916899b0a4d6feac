import type { WidgetProps } from "~/widgets/types";
import { labelOf } from "~/contract/widgets/display-look";
import {
  COURSE_SCHEDULE_TEXTS as T,
  SESSION_KIND_LABELS,
  WEEK_DAY_LABELS,
} from "~/contract/widgets/course-schedule-look";
import type { CourseScheduleData, ScheduleWeek } from "~/contract/widgets/course-schedule";

function WeekTable({ week, zone }: { week: ScheduleWeek; zone: string }) {
  if (!week.sessions.length) return <p className="course-schedule__empty">{T.noSessions}</p>;
  const caption = [week.label, week.dates].filter(Boolean).join(", ");
  return (
    <div className="course-schedule__scroller" role="region" aria-label={caption} tabIndex={0}>
      <table className="course-schedule__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.columns.day}</th>
            <th scope="col">{`${T.columns.time} (${zone})`}</th>
            <th scope="col">{T.columns.session}</th>
            <th scope="col">{T.columns.with}</th>
          </tr>
        </thead>
        <tbody>
          {week.sessions.map((session, i) => {
            const kind = labelOf(SESSION_KIND_LABELS, session.kind);
            return (
              <tr key={i}>
                <th scope="row">{labelOf(WEEK_DAY_LABELS, session.day) ?? session.day}</th>
                <td className="course-schedule__time">
                  <time dateTime={session.startTime}>{session.startTime}</time>
                  {session.endTime ? (
                    <>
                      {" to "}
                      <time dateTime={session.endTime}>{session.endTime}</time>
                    </>
                  ) : null}
                </td>
                <td>
                  <span className="course-schedule__session">{session.title}</span>
                  {kind ? <span className="course-schedule__kind">{kind}</span> : null}
                </td>
                <td>{session.instructor ?? ""}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Weeks as disclosure widgets (no JavaScript needed), each a timetable of its sessions. */
export function CourseSchedule({ data }: WidgetProps<CourseScheduleData>) {
  const zone = data.timeZoneLabel || T.defaultZone;
  const current =
    data.currentWeek && data.currentWeek <= data.weeks.length ? data.currentWeek - 1 : undefined;
  const openIndex = current ?? 0;
  return (
    <ol className="course-schedule__weeks">
      {data.weeks.map((week, i) => (
        <li
          key={i}
          className={
            i === current
              ? `course-schedule__week course-schedule__current`
              : "course-schedule__week"
          }
        >
          <details open={i === openIndex ? true : undefined}>
            <summary className="course-schedule__summary">
              <span className="course-schedule__label">{week.label}</span>
              {week.dates ? <span className="course-schedule__dates">{week.dates}</span> : null}
              {week.theme ? <span className="course-schedule__theme">{week.theme}</span> : null}
              {i === current ? <span className="course-schedule__badge">{T.thisWeek}</span> : null}
            </summary>
            <div className="course-schedule__panel">
              <WeekTable week={week} zone={zone} />
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}
