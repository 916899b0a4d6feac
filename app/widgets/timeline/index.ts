import { defineWidget } from "../types";
import { Timeline } from "./Timeline";

export const timelineWidget = defineWidget({
  kind: "TIMELINE",
  Component: Timeline,
});
