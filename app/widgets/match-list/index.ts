import { defineWidget } from "../types";

export const matchListWidget = defineWidget({
  kind: "MATCH_LIST",
  load: () => import("./MatchGrid").then((m) => m.MatchGrid),
  views: {
    UPCOMING_OVERVIEW: () => import("./MatchUpcoming").then((m) => m.MatchUpcoming),
    NEW_MATCH: () => import("./MatchNew").then((m) => m.MatchNew),
    CAROUSEL: () => import("./MatchCarousel").then((m) => m.MatchCarousel),
    GRID: () => import("./MatchGrid").then((m) => m.MatchGrid),
  },
});
