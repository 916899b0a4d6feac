import { calloutSchema } from "~/contract/widgets/callout";
import { defineWidgetServer } from "../define.server";
import { calloutSamples } from "./samples";

export const calloutServer = defineWidgetServer({
  kind: "CALLOUT",
  schema: calloutSchema,
  samples: calloutSamples,
  help: { description: "A short note set apart: a tip, a warning or a piece of news." },
});
