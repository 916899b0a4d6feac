import type { WidgetProps } from "~/widgets/types";
import { labelOf } from "~/contract/widgets/display-look";
import {
  COURSE_SCHEDULE_TEXTS as T,
  SESSION_KIND_LABELS,
  WEEK_DAY_LABELS,
} from "~/contract/widgets/course-schedule-look";
import type { CourseScheduleData, ScheduleWeek } from "~/contract/widgets/course-schedule";
import styles from "./CourseSchedule.module.css";

function WeekTable({ week, zone }: { week: ScheduleWeek; zone: string }) {
  if (!week.sessions.length) return <p className={styles.empty}>{T.noSessions}</p>;
  const caption = [week.label, week.dates].filter(Boolean).join(", ");
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
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
                <td className={styles.time}>
                  <time dateTime={session.startTime}>{session.startTime}</time>
                  {session.endTime ? (
                    <>
                      {" to "}
                      <time dateTime={session.endTime}>{session.endTime}</time>
                    </>
                  ) : null}
                </td>
                <td>
                  <span className={styles.session}>{session.title}</span>
                  {kind ? <span className={styles.kind}>{kind}</span> : null}
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
    <ol className={styles.weeks}>
      {data.weeks.map((week, i) => (
        <li key={i} className={i === current ? `${styles.week} ${styles.current}` : styles.week}>
          <details open={i === openIndex ? true : undefined}>
            <summary className={styles.summary}>
              <span className={styles.label}>{week.label}</span>
              {week.dates ? <span className={styles.dates}>{week.dates}</span> : null}
              {week.theme ? <span className={styles.theme}>{week.theme}</span> : null}
              {i === current ? <span className={styles.badge}>{T.thisWeek}</span> : null}
            </summary>
            <div className={styles.panel}>
              <WeekTable week={week} zone={zone} />
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}
