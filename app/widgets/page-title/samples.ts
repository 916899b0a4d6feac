import type { z } from "zod";
import type { WidgetSample } from "~/widgets/types";
import type { pageTitleSchema } from "~/contract/widgets/page-title";

export const pageTitleSamples: WidgetSample<z.input<typeof pageTitleSchema>>[] = [
  {
    title: "Default",
    data: {
      type: "PAGE_TITLE",
      viewType: "DEFAULT",
      superText: "Placement-focused fellowship",
      title: "Become a Product Manager in 4 months",
      subtitle:
        "Live classes with product leaders, weekly case studies and a capstone you can show in interviews.",
      tagData: [{ text: "Live cohort" }, { text: "Beginner friendly", bgKey: "green-light" }],
      buttonDataList: [
        {
          buttonText: "Explore the curriculum",
          action: { type: "NAVIGATION", uri: "#curriculum" },
        },
      ],
    },
  },
  {
    title: "V2 (centred hero)",
    data: {
      type: "PAGE_TITLE",
      viewType: "PAGE_TITLE_V2",
      superText: "Upskilling bootcamp",
      title: "Applied Generative AI",
      subtitle: "Build assistants, retrieval pipelines and agents in 8 weeks of hands-on projects.",
      buttonDataList: [
        {
          buttonText: "View course",
          action: { type: "NAVIGATION", uri: "/course/generative-ai-course" },
        },
        {
          buttonText: "Talk to a mentor",
          bgColorData: { bgKey: "secondary" },
          action: { type: "NAVIGATION", uri: "/mentorship/genai" },
        },
      ],
    },
  },
  {
    title: "Media card",
    data: {
      type: "PAGE_TITLE",
      viewType: "PAGE_TITLE_MEDIA_CARD",
      title: "UI/UX Design Fellowship",
      subtitle:
        "Design real products with mentors from leading design teams and graduate with a portfolio.",
      image: {
        url: "/images/course-design.svg",
        altText: "Designer arranging wireframes on a board",
        aspectRatioX: 4,
        aspectRatioY: 3,
      },
      tagData: [{ text: "4 months" }, { text: "Portfolio reviews", bgKey: "pink-light" }],
    },
  },
  {
    title: "With border line",
    data: {
      type: "PAGE_TITLE",
      viewType: "WITH_BORDER_LINE",
      title: "My Courses",
      subtitle: "Pick up where you left off in your data analytics and business analysis tracks.",
    },
  },
];
