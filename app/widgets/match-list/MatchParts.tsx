import { ButtonView } from "~/widgets/shared/ButtonView";
import { TagView } from "~/widgets/shared/HeaderTextView";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { displayDateTime, durationLabel } from "~/contract/widgets/display-time";
import { labelOf } from "~/contract/widgets/display-look";
import {
  MATCH_KIND_LABELS,
  MATCH_LIST_TEXTS,
  MATCH_STATUS_LABELS,
} from "~/contract/widgets/match-list-look";
import type { MatchData, MatchListData } from "~/contract/widgets/match-list";

/** Initials stand in for a missing photo (decorative: the name is next to it). */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
}

export function Avatar({ match, size }: { match: MatchData; size: number }) {
  if (match.image) {
    return (
      <ResponsiveImage
        image={{ ...match.image, altText: match.image.altText ?? "" }}
        width={size}
        height={size}
        className="match-list__avatar"
      />
    );
  }
  return (
    <span
      className={`match-list__avatar match-list__initials`}
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {initials(match.name)}
    </span>
  );
}

/** "Senior Product Manager at Razorpay". */
export function roleLine(match: MatchData): string | undefined {
  if (match.role && match.company) return `${match.role} at ${match.company}`;
  return match.role ?? match.company;
}

/** The kind and status as words (never colour alone). */
export function Badges({ match }: { match: MatchData }) {
  const kind = labelOf(MATCH_KIND_LABELS, match.matchType);
  const status = labelOf(MATCH_STATUS_LABELS, match.status);
  if (!kind && !status && !match.isNew) return null;
  return (
    <p className="match-list__badges">
      {match.isNew ? (
        <span className={`match-list__badge match-list__badgeNew`}>
          {MATCH_LIST_TEXTS.newMatch}
        </span>
      ) : null}
      {kind ? <span className="match-list__badge">{kind}</span> : null}
      {status ? (
        <span className={`match-list__badge match-list__status_${match.status}`}>{status}</span>
      ) : null}
    </p>
  );
}

/** The session's date, time and length, with a machine-readable <time>. */
export function SessionTime({ match, data }: { match: MatchData; data: MatchListData }) {
  const when = displayDateTime(match.startTime, data.timeZone);
  const length = durationLabel(match.durationMinutes);
  if (!when) return length ? <p className="match-list__when">{length}</p> : null;
  return (
    <p className="match-list__when">
      <time dateTime={when.iso}>{`${when.date}, ${when.time}`}</time>
      {length ? <span>{` · ${length}`}</span> : null}
    </p>
  );
}

export function Score({ match }: { match: MatchData }) {
  if (match.matchScore === undefined) return null;
  return (
    <p className="match-list__score">{MATCH_LIST_TEXTS.score(Math.round(match.matchScore))}</p>
  );
}

export function Tags({ match }: { match: MatchData }) {
  if (!match.tags?.length) return null;
  return (
    <ul className={`tag-row match-list__tags`}>
      {match.tags.map((tag, i) => (
        <li key={i}>
          <TagView tag={tag} />
        </li>
      ))}
    </ul>
  );
}

export function Buttons({ match }: { match: MatchData }) {
  if (!match.buttons?.length) return null;
  return (
    <div className={`button-row match-list__buttons`}>
      {match.buttons.map((button, i) => (
        <ButtonView key={i} button={button} />
      ))}
    </div>
  );
}

/** A match as a card: the GRID and CAROUSEL views. */
export function MatchCard({ match, data }: { match: MatchData; data: MatchListData }) {
  const role = roleLine(match);
  return (
    <li className="match-list__card">
      <div className="match-list__person">
        <Avatar match={match} size={56} />
        <div>
          <h3 className="match-list__name">{match.name}</h3>
          {role ? <p className="match-list__role">{role}</p> : null}
        </div>
      </div>
      <Badges match={match} />
      {match.topic ? <p className="match-list__topic">{match.topic}</p> : null}
      <SessionTime match={match} data={data} />
      <Score match={match} />
      {match.description ? <p className="match-list__description">{match.description}</p> : null}
      <Tags match={match} />
      <Buttons match={match} />
    </li>
  );
}

export function EmptyMatches({ data }: { data: MatchListData }) {
  return <p className="match-list__empty">{data.emptyText || MATCH_LIST_TEXTS.empty}</p>;
}
