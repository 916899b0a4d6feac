import { defineWidget } from "../types";

export const instructorProfileWidget = defineWidget({
  kind: "INSTRUCTOR_PROFILE",
  load: () => import("./InstructorProfile").then((m) => m.InstructorProfile),
});
