import { defineWidget } from "../types";
import { timelineSamples } from "./samples";
import { timelineSchema } from "./schema";
import { Timeline } from "./Timeline";

export const timelineWidget = defineWidget({
  kind: "TIMELINE",
  schema: timelineSchema,
  Component: Timeline,
  samples: timelineSamples,
});
