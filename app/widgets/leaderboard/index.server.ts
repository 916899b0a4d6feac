import { leaderboardSchema } from "~/contract/widgets/leaderboard";
import { defineWidgetServer } from "../define.server";
import { leaderboardSamples } from "./samples";

export const leaderboardServer = defineWidgetServer({
  kind: "LEADERBOARD",
  schema: leaderboardSchema,
  samples: leaderboardSamples,
  help: { description: "Learners ranked by score, such as in a contest." },
});
