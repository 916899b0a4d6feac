import type { WidgetProps } from "~/widgets/types";
import { displayDateTime, durationLabel } from "~/contract/widgets/display-time";
import { MATCH_LIST_TEXTS } from "~/contract/widgets/match-list-look";
import type { MatchListData } from "~/contract/widgets/match-list";
import { Avatar, Badges, Buttons, EmptyMatches, roleLine } from "./MatchParts";
import styles from "./MatchList.module.css";

/** UPCOMING_OVERVIEW: the learner's next sessions in order, each with a calendar leaf. */
export function MatchUpcoming({ data }: WidgetProps<MatchListData>) {
  if (!data.matches.length) return <EmptyMatches data={data} />;
  return (
    <div className={styles.upcoming}>
      <p className={styles.count}>{MATCH_LIST_TEXTS.upcomingCount(data.matches.length)}</p>
      <ol className={styles.rows}>
        {data.matches.map((match, i) => {
          const when = displayDateTime(match.startTime, data.timeZone);
          const length = durationLabel(match.durationMinutes);
          const role = roleLine(match);
          return (
            <li key={i} className={styles.row}>
              {when ? (
                <time className={styles.leaf} dateTime={when.iso}>
                  <span className={styles.leafMonth}>{when.month}</span>
                  <span className={styles.leafDay}>{when.day}</span>
                  <span className={styles.leafTime}>{when.time}</span>
                  <span className="visually-hidden">{when.date}</span>
                </time>
              ) : (
                <span className={styles.leaf} aria-hidden="true">
                  –
                </span>
              )}
              <div className={styles.rowBody}>
                <h3 className={styles.rowTitle}>{match.topic ?? match.name}</h3>
                <div className={styles.rowPerson}>
                  <Avatar match={match} size={32} />
                  <p className={styles.role}>
                    {match.topic ? (
                      <>
                        with <strong>{match.name}</strong>
                        {role ? `, ${role}` : ""}
                      </>
                    ) : (
                      role
                    )}
                    {length ? ` · ${length}` : ""}
                  </p>
                </div>
                <Badges match={match} />
              </div>
              <Buttons match={match} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
