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
import styles from "./MatchList.module.css";

/** NEW_MATCH: each new match as a large introduction card, with why it was made. */
export function MatchNew({ data }: WidgetProps<MatchListData>) {
  if (!data.matches.length) return <EmptyMatches data={data} />;
  return (
    <ul className={styles.newList}>
      {data.matches.map((match, i) => {
        const role = roleLine(match);
        return (
          <li key={i} className={styles.newCard}>
            <Avatar match={match} size={96} />
            <div className={styles.newBody}>
              <Badges match={{ ...match, isNew: match.isNew ?? true }} />
              <h3 className={styles.newName}>{match.name}</h3>
              {role ? <p className={styles.role}>{role}</p> : null}
              <Score match={match} />
              {match.topic ? <p className={styles.topic}>{match.topic}</p> : null}
              <SessionTime match={match} data={data} />
              {match.description ? (
                <div className={styles.why}>
                  <h4 className={styles.whyTitle}>{MATCH_LIST_TEXTS.whyMatched}</h4>
                  <p className={styles.description}>{match.description}</p>
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
