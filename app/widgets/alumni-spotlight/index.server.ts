import { alumniSpotlightSchema } from "~/contract/widgets/alumni-spotlight";
import { defineWidgetServer } from "../define.server";
import { alumniSpotlightSamples } from "./samples";

export const alumniSpotlightServer = defineWidgetServer({
  kind: "ALUMNI_SPOTLIGHT",
  schema: alumniSpotlightSchema,
  samples: alumniSpotlightSamples,
  help: { description: "A former learner's story: where they started and where they work now." },
});
