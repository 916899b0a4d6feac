import type { z } from "zod";
import type { WidgetSample } from "~/widgets/types";
import type { buttonListSchema } from "~/contract/widgets/button-list";

export const buttonListSamples: WidgetSample<z.input<typeof buttonListSchema>>[] = [
  {
    title: "Centred, stacked on mobile",
    data: {
      type: "BUTTON_LIST",
      label: "Course actions",
      alignment: "CENTER",
      stackOnMobile: true,
      buttonDataList: [
        {
          buttonText: "Download the brochure",
          action: { type: "NAVIGATION", uri: "/course/product-management-course#brochure" },
        },
        {
          buttonText: "Book a counselling call",
          bgColorData: { bgKey: "secondary" },
          action: { type: "NAVIGATION", uri: "/contact-us" },
        },
      ],
    },
  },
  {
    title: "Left aligned links",
    data: {
      type: "BUTTON_LIST",
      alignment: "LEFT",
      buttonDataList: [
        {
          buttonText: "UI/UX Design",
          bgColorData: { bgKey: "text" },
          action: { type: "NAVIGATION", uri: "/course/ui-ux-design-course" },
        },
        {
          buttonText: "Data Analytics",
          bgColorData: { bgKey: "text" },
          action: { type: "NAVIGATION", uri: "/course/data-analyst-course" },
        },
        {
          buttonText: "Generative AI",
          bgColorData: { bgKey: "text" },
          action: { type: "NAVIGATION", uri: "/course/generative-ai-course" },
        },
      ],
    },
  },
];
