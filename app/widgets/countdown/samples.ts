import type { WidgetSample } from "../types";
import type { CountdownInput } from "~/contract/widgets/countdown";

export const countdownSamples: WidgetSample<CountdownInput>[] = [
  {
    title: "Applications close (a date far ahead), with a button",
    data: {
      type: "COUNTDOWN",
      label: "Applications for the July Data Analyst cohort close in",
      endsAt: "2030-07-01T18:30:00+05:30",
      endedText: "Applications for the July cohort are closed.",
      buttonDataList: [
        { buttonText: "Apply now", action: { type: "NAVIGATION", uri: "/apply/data-analyst" } },
      ],
    },
  },
  {
    title: "A masterclass that has already started",
    data: {
      type: "COUNTDOWN",
      label: "Free masterclass: SQL for product managers",
      endsAt: "2024-03-12T13:00:00Z",
      endedText: "The masterclass is live now.",
    },
  },
];
