import type { WidgetSample } from "../types";
import type { TextInput } from "~/contract/widgets/text";

export const textSamples: WidgetSample<TextInput>[] = [
  {
    title: "Section heading (HEADING2), centred",
    data: {
      type: "TEXT",
      text: "Learn from mentors who hire for these roles",
      textStyle: "HEADING2",
      alignment: "CENTER",
    },
  },
  {
    title: "Body text (BODY1) over two lines",
    data: {
      type: "TEXT",
      text: "The Data Analyst Fellowship runs for 24 weeks of live classes on weekday evenings.\nEvery learner is paired with a mentor from a hiring partner for the whole programme.",
      textStyle: "BODY1",
    },
  },
  {
    title: "Overline in the primary colour",
    data: {
      type: "TEXT",
      text: "Applications close on 30 June",
      textStyle: "OVERLINE",
      textColor: "primary",
    },
  },
  {
    title: "Link (LINK_LARGE) to the bootcamp syllabus",
    data: {
      type: "TEXT",
      text: "Read the full Applied Generative AI Bootcamp syllabus",
      textStyle: "LINK_LARGE",
      action: { type: "NAVIGATION", uri: "/courses/applied-generative-ai/syllabus" },
    },
  },
  {
    title: "Caption shown on phones only",
    data: {
      type: "TEXT",
      text: "Swipe to see every mentor",
      textStyle: "CAPTION",
      alignment: "RIGHT",
      visibleOn: ["MOBILE"],
    },
  },
];
