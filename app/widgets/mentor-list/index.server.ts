import { mentorListSchema } from "~/contract/widgets/mentor-list";
import { defineWidgetServer } from "../define.server";
import { mentorListSamples } from "./samples";

export const mentorListServer = defineWidgetServer({
  kind: "MENTOR_LIST",
  schema: mentorListSchema,
  samples: mentorListSamples,
  help: { description: "Mentors with their role, company, expertise and a way to book." },
});
