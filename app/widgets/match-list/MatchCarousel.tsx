import type { WidgetProps } from "~/widgets/types";
import { MATCH_LIST_TEXTS } from "~/contract/widgets/match-list-look";
import type { MatchListData } from "~/contract/widgets/match-list";
import { EmptyMatches, MatchCard } from "./MatchParts";

/**
 * CAROUSEL: a sideways scroll-snap list, no JavaScript. The scroller is a focusable, labelled
 * region, so arrow keys scroll it; links and buttons inside are reached with Tab as usual.
 */
export function MatchCarousel({ data, cell }: WidgetProps<MatchListData>) {
  if (!data.matches.length) return <EmptyMatches data={data} />;
  return (
    <div
      className="match-list__scroller"
      role="region"
      aria-label={cell.componentData?.headerData?.textData?.text ?? MATCH_LIST_TEXTS.carouselLabel}
      tabIndex={0}
    >
      <ul className="match-list__track">
        {data.matches.map((match, i) => (
          <MatchCard key={i} match={match} data={data} />
        ))}
      </ul>
    </div>
  );
}
