import { leaderboardSchema } from "~/contract/widgets/leaderboard";
import { defineWidgetServer } from "../define.server";
import { leaderboardSamples } from "./samples";

export const leaderboardServer = defineWidgetServer({
  kind: "LEADERBOARD",
  schema: leaderboardSchema,
  samples: leaderboardSamples,
});
