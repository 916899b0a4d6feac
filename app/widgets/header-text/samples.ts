import type { z } from "zod";
import type { WidgetSample } from "~/widgets/types";
import type { headerTextWidgetSchema } from "~/contract/widgets/header-text";

export const headerTextSamples: WidgetSample<z.input<typeof headerTextWidgetSchema>>[] = [
  {
    title: "Section heading, centred",
    data: {
      type: "HEADER_TEXT",
      textData: {
        superText: "Why learners choose us",
        text: "Learn from people who ship products every day",
        subText:
          "Every fellowship is taught live by practising product managers, designers and analysts.",
      },
      alignment: "CENTER",
      textSize: 2,
    },
  },
  {
    title: "With tags and buttons",
    data: {
      type: "HEADER_TEXT",
      textData: {
        text: "Business Analyst Fellowship",
        subText:
          "SQL, Excel, Power BI and stakeholder storytelling, with 12 industry case studies.",
      },
      tagData: [
        { text: "New cohort every month", bgKey: "yellow-light" },
        { text: "Placement support", bgKey: "blue-light" },
      ],
      textSize: 3,
      alignment: "LEFT",
      buttonDataList: [
        {
          buttonText: "See the syllabus",
          bgColorData: { bgKey: "secondary" },
          action: { type: "NAVIGATION", uri: "/course/business-analyst-course" },
        },
      ],
    },
  },
];
