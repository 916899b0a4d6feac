import { defineWidget } from "../types";
import { Timeline } from "../on-demand";

export const timelineWidget = defineWidget({
  kind: "TIMELINE",
  Component: Timeline,
});
