import { alumniSpotlightSchema } from "~/contract/widgets/alumni-spotlight";
import { defineWidgetServer } from "../define.server";
import { alumniSpotlightSamples } from "./samples";
import { AlumniSpotlight } from "./AlumniSpotlight";

export const alumniSpotlightServer = defineWidgetServer({
  kind: "ALUMNI_SPOTLIGHT",
  schema: alumniSpotlightSchema,
  samples: alumniSpotlightSamples,
  component: AlumniSpotlight,
});
