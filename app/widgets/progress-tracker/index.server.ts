import { progressTrackerSchema } from "~/contract/widgets/progress-tracker";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./progress-tracker.css";
import { progressTrackerSamples } from "./samples";

export const progressTrackerServer = defineWidgetServer({
  kind: "PROGRESS_TRACKER",
  schema: progressTrackerSchema,
  stylesheets: [stylesheet],
  samples: progressTrackerSamples,
  help: { description: "How far a learner has come through a course." },
});
