import { highlightStripSchema } from "~/contract/widgets/highlight-strip";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./highlight-strip.css";
import { highlightStripSamples } from "./samples";

export const highlightStripServer = defineWidgetServer({
  kind: "HIGHLIGHT_STRIP",
  schema: highlightStripSchema,
  stylesheets: [stylesheet],
  samples: highlightStripSamples,
  help: { description: "A strip of short highlights, such as key facts about a course." },
});
