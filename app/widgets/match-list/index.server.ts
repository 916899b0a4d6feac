import { matchListSchema } from "~/contract/widgets/match-list";
import { defineWidgetServer } from "../define.server";
import { matchListSamples } from "./samples";
import { MatchGrid } from "./MatchGrid";
import { MatchUpcoming } from "./MatchUpcoming";
import { MatchNew } from "./MatchNew";
import { MatchCarousel } from "./MatchCarousel";

export const matchListServer = defineWidgetServer({
  kind: "MATCH_LIST",
  schema: matchListSchema,
  samples: matchListSamples,
  component: MatchGrid,
  views: {
    UPCOMING_OVERVIEW: MatchUpcoming,
    NEW_MATCH: MatchNew,
    CAROUSEL: MatchCarousel,
    GRID: MatchGrid,
  },
});
