import type { WidgetProps } from "~/widgets/types";
import type { MatchListData } from "~/contract/widgets/match-list";
import { EmptyMatches, MatchCard } from "./MatchParts";

/** GRID (and any view we do not know): cards in a responsive grid. */
export function MatchGrid({ data }: WidgetProps<MatchListData>) {
  if (!data.matches.length) return <EmptyMatches data={data} />;
  return (
    <ul className="match-list__grid">
      {data.matches.map((match, i) => (
        <MatchCard key={i} match={match} data={data} />
      ))}
    </ul>
  );
}
