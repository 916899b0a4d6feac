import { defineWidget } from "../types";

export const mentorListWidget = defineWidget({
  kind: "MENTOR_LIST",
  load: () => import("./MentorList").then((m) => m.MentorList),
});
