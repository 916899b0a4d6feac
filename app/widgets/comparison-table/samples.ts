import type { WidgetSample } from "../types";
import type { ComparisonTableInput } from "~/contract/widgets/comparison-table";

export const comparisonTableSamples: WidgetSample<ComparisonTableInput>[] = [
  {
    title: "Fellowship against bootcamp and self-paced learning",
    data: {
      type: "COMPARISON_TABLE",
      headerData: { textData: { text: "Which programme fits you?" } },
      caption: "How the programmes compare",
      columns: [
        { title: "Fellowship", subtitle: "6 months, ₹1,49,000", highlight: true },
        { title: "Bootcamp", subtitle: "8 weeks, ₹49,000" },
        { title: "Self-paced", subtitle: "Any pace, ₹39,000" },
      ],
      rows: [
        { feature: "Live classes", values: ["Twice a week", "Weekend only", false] },
        { feature: "1:1 mentor sessions", values: ["Every two weeks", "Two in all", false] },
        { feature: "Capstone with a partner company", values: [true, false, false] },
        { feature: "Placement support", values: ["Until placed", "Resume review", false] },
        { feature: "Certificate", values: [true, true, true] },
      ],
    },
  },
  {
    title: "Us against a typical online course",
    data: {
      type: "COMPARISON_TABLE",
      columns: [{ title: "This bootcamp", highlight: true }, { title: "A typical video course" }],
      rows: [
        { feature: "Projects reviewed by practitioners", values: [true, false] },
        { feature: "Doubt solving", values: ["Within 2 hours", "Forum, no promise"] },
        { feature: "Community of peers", values: [true, null] },
      ],
    },
  },
];
