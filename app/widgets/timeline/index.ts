import { defineWidget } from "../types";
import { timelineSchema } from "./schema";
import { Timeline } from "./Timeline";

export const timelineWidget = defineWidget({
  kind: "TIMELINE",
  schema: timelineSchema,
  Component: Timeline,
});
