import { defineWidget } from "../types";

export const courseScheduleWidget = defineWidget({
  kind: "COURSE_SCHEDULE",
  family: true,
  load: () => import("./CourseSchedule").then((m) => m.CourseSchedule),
});
