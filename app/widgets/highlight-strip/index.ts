import { defineWidget } from "../types";

export const highlightStripWidget = defineWidget({
  kind: "HIGHLIGHT_STRIP",
  family: true,
  load: () => import("./HighlightStrip").then((m) => m.HighlightStrip),
});
