import { instructorProfileSchema } from "~/contract/widgets/instructor-profile";
import { defineWidgetServer } from "../define.server";
import { instructorProfileSamples } from "./samples";

export const instructorProfileServer = defineWidgetServer({
  kind: "INSTRUCTOR_PROFILE",
  schema: instructorProfileSchema,
  samples: instructorProfileSamples,
  help: { description: "An instructor's photo, role, experience and biography." },
});
