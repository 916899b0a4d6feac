import { instructorProfileSchema } from "~/contract/widgets/instructor-profile";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./instructor-profile.css";
import { instructorProfileSamples } from "./samples";

export const instructorProfileServer = defineWidgetServer({
  kind: "INSTRUCTOR_PROFILE",
  schema: instructorProfileSchema,
  stylesheets: [stylesheet],
  samples: instructorProfileSamples,
  help: { description: "An instructor's photo, role, experience and biography." },
});
