import { sampleImage } from "../sample-paths";
import type { WidgetSample } from "../types";
import type { PlacementStatsInput } from "~/contract/widgets/placement-stats";

const logo = (name: string) => ({
  url: sampleImage("logo", name),
  aspectRatioX: 3,
  aspectRatioY: 1,
});

export const placementStatsSamples: WidgetSample<PlacementStatsInput>[] = [
  {
    title: "Product Manager Fellowship outcomes",
    data: {
      type: "PLACEMENT_STATS",
      headerData: { textData: { text: "Where our product graduates went" } },
      figures: [
        {
          value: "92%",
          label: "placed within six months",
          note: "of learners who opted into placement support",
        },
        { value: "₹18.5 LPA", label: "median salary after the fellowship" },
        { value: "74%", label: "median salary hike" },
        { value: "310+", label: "hiring partners" },
      ],
      roles: [
        { label: "Product Manager", percent: 48 },
        { label: "Associate Product Manager", percent: 27 },
        { label: "Product Analyst", percent: 15 },
        { label: "Other product roles", percent: 10 },
      ],
      recruiters: [
        { name: "Razorpay", logo: logo("razorpay") },
        { name: "Swiggy", logo: logo("swiggy") },
        { name: "CRED", logo: logo("cred") },
        { name: "Meesho" },
      ],
      source: "Batch of 2025, 412 learners; figures checked by an independent auditor.",
      reportLink: { label: "Read the full placement report", url: "/placement-report-2025" },
    },
  },
  {
    title: "Data Analyst Fellowship headline figures only",
    data: {
      type: "PLACEMENT_STATS",
      figures: [
        { value: "88%", label: "placed within six months" },
        { value: "₹11 LPA", label: "median salary" },
        { value: "1,200+", label: "analysts placed since 2021" },
      ],
    },
  },
];
