import type { WidgetSample } from "../types";
import type { EmptyPageViewInput } from "~/contract/widgets/empty-page-view";

export const emptyPageViewSamples: WidgetSample<EmptyPageViewInput>[] = [
  {
    title: "No enrolments yet, with a way to browse courses",
    data: {
      type: "EMPTY_PAGE_VIEW",
      image: {
        url: "/images/event.svg",
        altText: "",
        aspectRatioX: 4,
        aspectRatioY: 3,
      },
      title: "You have not joined a programme yet",
      text: "Fellowships, bootcamps and free masterclasses are waiting. Pick one and your schedule shows up here.",
      buttonDataList: [
        { buttonText: "Browse programmes", action: { type: "NAVIGATION", uri: "/courses" } },
      ],
    },
  },
  {
    title: "No saved jobs (text only)",
    data: {
      type: "EMPTY_PAGE_VIEW",
      title: "No saved jobs",
      text: "Save a job from the job board to compare it with others later.",
      buttonDataList: [
        {
          buttonText: "Open the job board",
          bgColorData: { bgKey: "secondary" },
          action: { type: "NAVIGATION", uri: "/jobs" },
        },
      ],
    },
  },
];
