import { courseScheduleSchema } from "~/contract/widgets/course-schedule";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./course-schedule.css";
import { courseScheduleSamples } from "./samples";

export const courseScheduleServer = defineWidgetServer({
  kind: "COURSE_SCHEDULE",
  schema: courseScheduleSchema,
  stylesheets: [stylesheet],
  samples: courseScheduleSamples,
  help: { description: "The dates and times of a course's live classes." },
});
