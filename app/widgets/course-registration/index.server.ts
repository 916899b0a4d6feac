import { courseRegistrationSchema } from "~/contract/widgets/course-registration";
import accountCardStylesheet from "../account-shared/account-card.css";
import { defineWidgetServer } from "../define.server";
import { courseRegistrationSamples } from "./samples";

export const courseRegistrationServer = defineWidgetServer({
  kind: "COURSE_REGISTRATION",
  schema: courseRegistrationSchema,
  stylesheets: [accountCardStylesheet],
  samples: courseRegistrationSamples,
  help: { description: "Registration for a course or a cohort." },
});
