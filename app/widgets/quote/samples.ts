import type { WidgetSample } from "../types";
import type { QuoteInput } from "~/contract/widgets/quote";

export const quoteSamples: WidgetSample<QuoteInput>[] = [
  {
    title: "A fellow on switching careers, with photo",
    data: {
      type: "QUOTE",
      quote:
        "I spent six years in operations before the fellowship. The weekly case reviews with my mentor taught me to think like a product manager, not just to talk like one.",
      author: "Meera Iyer",
      role: "Associate Product Manager, fellowship class of 2024",
      image: {
        url: "/images/mentor-3.svg",
        altText: "Meera Iyer",
        aspectRatioX: 1,
        aspectRatioY: 1,
      },
    },
  },
  {
    title: "A mentor's talk, with a linked source",
    data: {
      type: "QUOTE",
      quote:
        "Hiring managers do not remember your certificate. They remember the dashboard you walked them through.",
      author: "Rahul Menon",
      role: "Analytics lead and bootcamp mentor",
      source: "Career Week 2025 keynote",
      sourceUrl: "https://www.youtube.com/watch?v=career-week-2025",
    },
  },
];
