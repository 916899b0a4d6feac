import { courseRegistrationSchema } from "~/contract/widgets/course-registration";
import { defineWidgetServer } from "../define.server";
import { courseRegistrationSamples } from "./samples";

export const courseRegistrationServer = defineWidgetServer({
  kind: "COURSE_REGISTRATION",
  schema: courseRegistrationSchema,
  samples: courseRegistrationSamples,
  help: { description: "Registration for a course or a cohort." },
});
