import { Link, useLocation } from "@remix-run/react";
import { useId } from "react";
import type { WidgetProps } from "../types";
import { knownOr } from "~/contract/known";
import {
  changeLook,
  LEADERBOARD_DEFAULT_SCORE_LABEL,
  LEADERBOARD_EMPTY_TEXT,
  LEADERBOARD_RANGE_LABELS,
  LEADERBOARD_RANGE_PARAM,
  LEADERBOARD_RANGES,
  LEADERBOARD_TABS_LABEL,
  LEADERBOARD_YOU_TEXT,
  rangeHref,
  type LeaderboardRange,
} from "~/contract/widgets/leaderboard-look";
import type { LeaderboardData } from "~/contract/widgets/leaderboard";

const numberFormat = new Intl.NumberFormat("en-IN");

/**
 * LEADERBOARD: the time-range tabs as links (they work without JavaScript; the platform filters
 * the rows by the address's range), then a table of rank, name, score and change. The viewer's
 * own row is highlighted and says "(you)"; a change is a glyph and words, never colour alone.
 */
export function Leaderboard({ data }: WidgetProps<LeaderboardData>) {
  const id = `board-${useId().replace(/:/g, "")}`;
  const { search } = useLocation();
  const param = data.rangeParam ?? LEADERBOARD_RANGE_PARAM;
  const current = knownOr(LEADERBOARD_RANGES, data.range, "WEEK");
  const ranges = [
    ...new Set(
      (data.ranges?.length ? data.ranges : LEADERBOARD_RANGES).filter((r): r is LeaderboardRange =>
        (LEADERBOARD_RANGES as readonly string[]).includes(r),
      ),
    ),
  ];
  const scoreLabel = data.scoreLabel?.trim() || LEADERBOARD_DEFAULT_SCORE_LABEL;
  const rangeLabel = LEADERBOARD_RANGE_LABELS[current];
  return (
    <section
      className="leaderboard__root"
      aria-labelledby={data.title ? `${id}-title` : undefined}
      aria-label={data.title ? undefined : `Leaderboard, ${rangeLabel}`}
    >
      {data.title ? (
        <h2 id={`${id}-title`} className={`heading-4 leaderboard__title`}>
          {data.title}
        </h2>
      ) : null}
      {ranges.length > 1 ? (
        <nav aria-label={LEADERBOARD_TABS_LABEL}>
          <ul className="leaderboard__tabs">
            {ranges.map((range) => (
              <li key={range}>
                <Link
                  to={rangeHref(search, param, range)}
                  className="leaderboard__tab"
                  aria-current={range === current ? "page" : undefined}
                  preventScrollReset
                  replace
                >
                  {LEADERBOARD_RANGE_LABELS[range]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data.rows.length === 0 ? (
        <p className="leaderboard__empty">{data.emptyText?.trim() || LEADERBOARD_EMPTY_TEXT}</p>
      ) : (
        <div className="leaderboard__scroll">
          <table className="leaderboard__table">
            <caption className="visually-hidden">{`${data.title || "Leaderboard"}: ${rangeLabel}`}</caption>
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Name</th>
                <th scope="col" className="leaderboard__number">
                  {scoreLabel}
                </th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row, index) => {
                const change = changeLook(row.change);
                return (
                  <tr
                    key={`${row.rank}-${index}`}
                    className={row.isViewer ? "leaderboard__viewer" : undefined}
                    aria-current={row.isViewer ? "true" : undefined}
                  >
                    <td className="leaderboard__rank">{row.rank}</td>
                    <th scope="row" className="leaderboard__name">
                      <span>{row.name}</span>
                      {row.isViewer ? (
                        <span className="leaderboard__you">{` (${LEADERBOARD_YOU_TEXT})`}</span>
                      ) : null}
                      {row.subText ? <span className="leaderboard__sub">{row.subText}</span> : null}
                    </th>
                    <td className="leaderboard__number">{numberFormat.format(row.score)}</td>
                    <td>
                      <span className="leaderboard__change" data-tone={change.tone}>
                        <span aria-hidden="true">{change.glyph}</span>
                        <span>{change.text}</span>
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
