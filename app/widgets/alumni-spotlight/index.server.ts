import { alumniSpotlightSchema } from "~/contract/widgets/alumni-spotlight";
import { defineWidgetServer } from "../define.server";
import { alumniSpotlightSamples } from "./samples";

export const alumniSpotlightServer = defineWidgetServer({
  kind: "ALUMNI_SPOTLIGHT",
  schema: alumniSpotlightSchema,
  samples: alumniSpotlightSamples,
});
