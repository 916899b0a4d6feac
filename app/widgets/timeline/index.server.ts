import { timelineSchema } from "~/contract/widgets/timeline";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./timeline.css";
import { timelineSamples } from "./samples";

export const timelineServer = defineWidgetServer({
  kind: "TIMELINE",
  schema: timelineSchema,
  stylesheets: [stylesheet],
  samples: timelineSamples,
  help: { description: "Events or milestones in order." },
});
