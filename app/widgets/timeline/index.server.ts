import { timelineSchema } from "~/contract/widgets/timeline";
import { defineWidgetServer } from "../define.server";
import { timelineSamples } from "./samples";

export const timelineServer = defineWidgetServer({
  kind: "TIMELINE",
  schema: timelineSchema,
  samples: timelineSamples,
  help: { description: "Events or milestones in order." },
});
