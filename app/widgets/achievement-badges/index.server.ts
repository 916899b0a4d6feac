import { achievementBadgesSchema } from "~/contract/widgets/achievement-badges";
import { defineWidgetServer } from "../define.server";
import { achievementBadgesSamples } from "./samples";

export const achievementBadgesServer = defineWidgetServer({
  kind: "ACHIEVEMENT_BADGES",
  schema: achievementBadgesSchema,
  samples: achievementBadgesSamples,
  help: { description: "Badges a learner has earned, with the ones still to win." },
});
