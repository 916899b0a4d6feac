import type { z } from "zod";
import type { WidgetSample } from "~/widgets/types";
import type { statsSchema } from "~/contract/widgets/stats";

export const statsSamples: WidgetSample<z.input<typeof statsSchema>>[] = [
  {
    title: "Outcomes row",
    data: {
      type: "STATS",
      showDividers: true,
      items: [
        { value: "4.8/5", label: "Average rating", subLabel: "from 6,000+ learner reviews" },
        { value: "1200+", label: "Hiring partners" },
        { value: "87%", label: "Placed within 6 months", subLabel: "of eligible fellows, 2024" },
        { value: "150+", label: "Mentors from top product teams" },
      ],
    },
  },
  {
    title: "On a coloured band",
    data: {
      type: "STATS",
      bgColorData: { bgKey: "dark-purple" },
      items: [
        { value: 5, label: "Career tracks", subLabel: "PM, design, data, BA and GenAI" },
        { value: "40+", label: "Live hours per month" },
        { value: "12", label: "Industry case studies" },
      ],
    },
  },
];
