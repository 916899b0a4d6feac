import { defineWidget } from "../types";

export const highlightStripWidget = defineWidget({
  kind: "HIGHLIGHT_STRIP",
  load: () => import("./HighlightStrip").then((m) => m.HighlightStrip),
});
