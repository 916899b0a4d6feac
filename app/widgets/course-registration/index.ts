import { defineWidget } from "../types";

export const courseRegistrationWidget = defineWidget({
  kind: "COURSE_REGISTRATION",
  load: () => import("./CourseRegistration").then((m) => m.CourseRegistration),
});
