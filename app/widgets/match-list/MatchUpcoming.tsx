import type { WidgetProps } from "~/widgets/types";
import { displayDateTime, durationLabel } from "~/contract/widgets/display-time";
import { MATCH_LIST_TEXTS } from "~/contract/widgets/match-list-look";
import type { MatchListData } from "~/contract/widgets/match-list";
import { Avatar, Badges, Buttons, EmptyMatches, roleLine } from "./MatchParts";

/** UPCOMING_OVERVIEW: the learner's next sessions in order, each with a calendar leaf. */
export function MatchUpcoming({ data }: WidgetProps<MatchListData>) {
  if (!data.matches.length) return <EmptyMatches data={data} />;
  return (
    <div>
      <p className="match-list__count">{MATCH_LIST_TEXTS.upcomingCount(data.matches.length)}</p>
      <ol className="match-list__rows">
        {data.matches.map((match, i) => {
          const when = displayDateTime(match.startTime, data.timeZone);
          const length = durationLabel(match.durationMinutes);
          const role = roleLine(match);
          return (
            <li key={i} className="match-list__row">
              {when ? (
                <time className="match-list__leaf" dateTime={when.iso}>
                  <span className="match-list__leafMonth">{when.month}</span>
                  <span className="match-list__leafDay">{when.day}</span>
                  <span className="match-list__leafTime">{when.time}</span>
                  <span className="visually-hidden">{when.date}</span>
                </time>
              ) : (
                <span className="match-list__leaf" aria-hidden="true">
                  –
                </span>
              )}
              <div className="match-list__rowBody">
                <h3 className="match-list__rowTitle">{match.topic ?? match.name}</h3>
                <div className="match-list__rowPerson">
                  <Avatar match={match} size={32} />
                  <p className="match-list__role">
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
