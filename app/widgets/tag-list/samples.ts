import type { z } from "zod";
import type { WidgetSample } from "~/widgets/types";
import type { tagListSchema } from "~/contract/widgets/tag-list";

export const tagListSamples: WidgetSample<z.input<typeof tagListSchema>>[] = [
  {
    title: "Skills you will learn",
    data: {
      type: "TAG_LIST",
      label: "Skills you will learn",
      tagData: [
        { text: "SQL", bgKey: "blue-light" },
        { text: "Power BI", bgKey: "yellow-light" },
        { text: "Python for analysis", bgKey: "green-light" },
        { text: "A/B testing", bgKey: "pink-light" },
        { text: "Stakeholder storytelling", bgKey: "orange-light" },
      ],
    },
  },
  {
    title: "Hiring partners, dynamic width",
    data: {
      type: "TAG_LIST",
      label: "Hiring partners",
      dynamicWidth: true,
      alignment: "CENTER",
      tagData: [
        {
          text: "Northwind Labs",
          image: {
            url: "/images/logo-northwind.svg",
            altText: "",
            aspectRatioX: 3,
            aspectRatioY: 1,
          },
        },
        {
          text: "Bluepeak Analytics",
          image: {
            url: "/images/logo-bluepeak.svg",
            altText: "",
            aspectRatioX: 1,
            aspectRatioY: 1,
          },
        },
        {
          text: "Orbit Commerce",
          image: { url: "/images/logo-orbit.svg", altText: "", aspectRatioX: 2, aspectRatioY: 1 },
        },
      ],
    },
  },
];
