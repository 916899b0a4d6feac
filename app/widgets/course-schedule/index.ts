import { defineWidget } from "../types";

export const courseScheduleWidget = defineWidget({
  kind: "COURSE_SCHEDULE",
  load: () => import("./CourseSchedule").then((m) => m.CourseSchedule),
});
