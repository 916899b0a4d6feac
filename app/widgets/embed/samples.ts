import type { WidgetSample } from "../types";
import type { EmbedInput } from "~/contract/widgets/embed";

export const embedSamples: WidgetSample<EmbedInput>[] = [
  {
    title: "Masterclass recording (YouTube, privacy-enhanced)",
    data: {
      type: "EMBED",
      url: "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE",
      title: "Masterclass recording: how product managers write a PRD",
    },
  },
  {
    title: "Book a counselling call (Calendly, fixed height)",
    data: {
      type: "EMBED",
      url: "https://calendly.com/career-counselling/20min",
      title: "Book a 20-minute call with a career counsellor",
      height: 680,
    },
  },
  {
    title: "A host that is not allowed: shown as a link",
    data: {
      type: "EMBED",
      url: "https://example.org/bootcamp-brochure.pdf",
      title: "Download the Full Stack Bootcamp brochure",
    },
  },
];
