import { achievementBadgesSchema } from "~/contract/widgets/achievement-badges";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./achievement-badges.css";
import { achievementBadgesSamples } from "./samples";

export const achievementBadgesServer = defineWidgetServer({
  kind: "ACHIEVEMENT_BADGES",
  schema: achievementBadgesSchema,
  stylesheets: [stylesheet],
  samples: achievementBadgesSamples,
  help: { description: "Badges a learner has earned, with the ones still to win." },
});
