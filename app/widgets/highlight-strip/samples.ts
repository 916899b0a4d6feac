import type { WidgetSample } from "../types";
import type { HighlightStripInput } from "~/contract/widgets/highlight-strip";

export const highlightStripSamples: WidgetSample<HighlightStripInput>[] = [
  {
    title: "Fellowship highlights on a light band",
    data: {
      type: "HIGHLIGHT_STRIP",
      label: "Fellowship highlights",
      bgColorData: { bgKey: "primary-light" },
      items: [
        { text: "24 weeks, live" },
        { text: "1:1 mentor from a hiring partner" },
        { text: "EMI from ₹4,999 a month" },
        { text: "Placement support" },
        { text: "Certificate on completion" },
      ],
    },
  },
  {
    title: "Bootcamp facts with icons",
    data: {
      type: "HIGHLIGHT_STRIP",
      items: [
        {
          text: "Next cohort: 4 August",
          icon: { url: "/images/icons/calendar.svg" },
        },
        {
          text: "Weekends only",
          icon: { url: "/images/icons/clock.svg" },
        },
        {
          text: "2 portfolio projects",
          icon: { url: "/images/icons/code.svg" },
        },
      ],
    },
  },
];
