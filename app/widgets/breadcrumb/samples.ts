import type { WidgetSample } from "../types";
import type { BreadcrumbInput } from "~/contract/widgets/breadcrumb";

export const breadcrumbSamples: WidgetSample<BreadcrumbInput>[] = [
  {
    title: "Courses › Fellowships › Data Analyst Fellowship",
    data: {
      type: "BREADCRUMB",
      items: [
        { text: "Home", uri: "/" },
        { text: "Courses", uri: "/courses" },
        { text: "Fellowships", uri: "/courses/fellowships" },
        { text: "Data Analyst Fellowship" },
      ],
    },
  },
  {
    title: "Mentors › Anita Rao (two levels)",
    data: {
      type: "BREADCRUMB",
      items: [{ text: "Mentors", uri: "/mentors" }, { text: "Anita Rao" }],
    },
  },
];
