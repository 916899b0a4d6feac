import { calloutSchema } from "~/contract/widgets/callout";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./callout.css";
import { calloutSamples } from "./samples";

export const calloutServer = defineWidgetServer({
  kind: "CALLOUT",
  schema: calloutSchema,
  stylesheets: [stylesheet],
  samples: calloutSamples,
  help: { description: "A short note set apart: a tip, a warning or a piece of news." },
});
