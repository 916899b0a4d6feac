import type { WidgetDefinition } from "../types";
import { lazyWidget } from "../lazy-widget";
import type { LeaderboardData } from "~/contract/widgets/leaderboard";
import type { PollingData } from "~/contract/widgets/polling";
import * as server from "./community.server";

// Filled on the server only; in the browser each kind loads its own chunk (lazyWidget).
const eager: Partial<typeof server> = server;

/** The community family's kinds, each a chunk of its own (app/widgets/lazy-widget.ts). */
export const communityWidgets: WidgetDefinition[] = [
  lazyWidget<PollingData>({ kind: "POLLING" }, eager.Polling, () =>
    import("../polling/Polling").then((m) => m.Polling),
  ),
  lazyWidget<LeaderboardData>({ kind: "LEADERBOARD" }, eager.Leaderboard, () =>
    import("../leaderboard/Leaderboard").then((m) => m.Leaderboard),
  ),
];
