import { calloutSchema } from "~/contract/widgets/callout";
import { defineWidgetServer } from "../define.server";
import { calloutSamples } from "./samples";

export const calloutServer = defineWidgetServer({
  kind: "CALLOUT",
  schema: calloutSchema,
  samples: calloutSamples,
});
