import type { WidgetProps } from "~/widgets/types";
import { MATCH_LIST_TEXTS } from "~/contract/widgets/match-list-look";
import type { MatchListData } from "~/contract/widgets/match-list";
import {
  Avatar,
  Badges,
  Buttons,
  EmptyMatches,
  roleLine,
  Score,
  SessionTime,
  Tags,
} from "./MatchParts";

/** NEW_MATCH: each new match as a large introduction card, with why it was made. */
export function MatchNew({ data }: WidgetProps<MatchListData>) {
  if (!data.matches.length) return <EmptyMatches data={data} />;
  return (
    <ul className="match-list__newList">
      {data.matches.map((match, i) => {
        const role = roleLine(match);
        return (
          <li key={i} className="match-list__newCard">
            <Avatar match={match} size={96} />
            <div className="match-list__newBody">
              <Badges match={{ ...match, isNew: match.isNew ?? true }} />
              <h3 className="match-list__newName">{match.name}</h3>
              {role ? <p className="match-list__role">{role}</p> : null}
              <Score match={match} />
              {match.topic ? <p className="match-list__topic">{match.topic}</p> : null}
              <SessionTime match={match} data={data} />
              {match.description ? (
                <div className="match-list__why">
                  <h4 className="match-list__whyTitle">{MATCH_LIST_TEXTS.whyMatched}</h4>
                  <p className="match-list__description">{match.description}</p>
                </div>
              ) : null}
              <Tags match={match} />
              <Buttons match={match} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
