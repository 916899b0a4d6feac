import { defineWidget } from "../types";

export const timelineWidget = defineWidget({
  kind: "TIMELINE",
  load: () => import("./Timeline").then((m) => m.Timeline),
});
