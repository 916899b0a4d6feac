import type { WidgetSample } from "../types";
import type { TabsNavInput } from "~/contract/widgets/tabs-nav";

export const tabsNavSamples: WidgetSample<TabsNavInput>[] = [
  {
    title: "Course page sections",
    data: {
      type: "TABS_NAV",
      ariaLabel: "Product Manager Fellowship sections",
      tabs: [
        { title: "Overview", targetId: "overview" },
        { title: "Curriculum", targetId: "curriculum" },
        { title: "Mentors", targetId: "mentors" },
        { title: "Hiring partners", targetId: "hiring-partners" },
        { title: "Learner stories", targetId: "learner-stories" },
        { title: "FAQs", targetId: "faqs" },
      ],
    },
  },
  {
    title: "Bootcamp sections on a tinted bar",
    data: {
      type: "TABS_NAV",
      bgColorData: { bgKey: "surface" },
      tabs: [
        { title: "What you will build", targetId: "projects" },
        { title: "Weekly schedule", targetId: "schedule" },
        { title: "Tools", targetId: "tools" },
        { title: "Certificate", targetId: "certificate" },
      ],
    },
  },
];
