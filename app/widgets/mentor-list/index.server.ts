import { mentorListSchema } from "~/contract/widgets/mentor-list";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./mentor-list.css";
import { mentorListSamples } from "./samples";

export const mentorListServer = defineWidgetServer({
  kind: "MENTOR_LIST",
  schema: mentorListSchema,
  stylesheets: [stylesheet],
  samples: mentorListSamples,
  help: { description: "Mentors with their role, company, expertise and a way to book." },
});
