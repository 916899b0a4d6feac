import { leaderboardSchema } from "~/contract/widgets/leaderboard";
import { defineWidgetServer } from "../define.server";
import { leaderboardSamples } from "./samples";
import { Leaderboard } from "./Leaderboard";

export const leaderboardServer = defineWidgetServer({
  kind: "LEADERBOARD",
  schema: leaderboardSchema,
  samples: leaderboardSamples,
  component: Leaderboard,
});
