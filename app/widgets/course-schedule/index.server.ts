import { courseScheduleSchema } from "~/contract/widgets/course-schedule";
import { defineWidgetServer } from "../define.server";
import { courseScheduleSamples } from "./samples";
import { CourseSchedule } from "./CourseSchedule";

export const courseScheduleServer = defineWidgetServer({
  kind: "COURSE_SCHEDULE",
  schema: courseScheduleSchema,
  samples: courseScheduleSamples,
  component: CourseSchedule,
});
