import { alumniSpotlightSchema } from "~/contract/widgets/alumni-spotlight";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./alumni-spotlight.css";
import { alumniSpotlightSamples } from "./samples";

export const alumniSpotlightServer = defineWidgetServer({
  kind: "ALUMNI_SPOTLIGHT",
  schema: alumniSpotlightSchema,
  stylesheets: [stylesheet],
  samples: alumniSpotlightSamples,
  help: { description: "A former learner's story: where they started and where they work now." },
});
