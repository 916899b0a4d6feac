import { mentorListSchema } from "~/contract/widgets/mentor-list";
import { defineWidgetServer } from "../define.server";
import { mentorListSamples } from "./samples";
import { MentorList } from "./MentorList";

export const mentorListServer = defineWidgetServer({
  kind: "MENTOR_LIST",
  schema: mentorListSchema,
  samples: mentorListSamples,
  component: MentorList,
});
