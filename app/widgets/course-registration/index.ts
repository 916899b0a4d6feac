import { defineWidget } from "../types";

export const courseRegistrationWidget = defineWidget({
  kind: "COURSE_REGISTRATION",
  family: true,
  load: () => import("./CourseRegistration").then((m) => m.CourseRegistration),
});
