import { highlightStripSchema } from "~/contract/widgets/highlight-strip";
import { defineWidgetServer } from "../define.server";
import { highlightStripSamples } from "./samples";
import { HighlightStrip } from "./HighlightStrip";

export const highlightStripServer = defineWidgetServer({
  kind: "HIGHLIGHT_STRIP",
  schema: highlightStripSchema,
  samples: highlightStripSamples,
  component: HighlightStrip,
});
