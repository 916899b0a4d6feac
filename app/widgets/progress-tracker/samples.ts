import type { WidgetSample } from "../types";
import type { ProgressTrackerInput } from "~/contract/widgets/progress-tracker";

export const progressTrackerSamples: WidgetSample<ProgressTrackerInput>[] = [
  {
    title: "Fellowship progress with milestones",
    data: {
      type: "PROGRESS_TRACKER",
      headerData: { textData: { text: "Your progress in the Product Manager Fellowship" } },
      overall: { completed: 46, total: 120 },
      items: [
        { label: "Live classes attended", completed: 18, total: 24, unit: "classes" },
        {
          label: "Assignments submitted",
          completed: 9,
          total: 14,
          unit: "assignments",
          note: "2 due this week",
        },
        { label: "Mentor sessions", completed: 3, total: 6, unit: "sessions" },
        { label: "Capstone", completed: 0, total: 4, unit: "stages", note: "Starts in week 21" },
      ],
      milestones: [
        { title: "Product discovery", state: "DONE", when: "Weeks 1 to 4" },
        { title: "Metrics and experimentation", state: "CURRENT", when: "Weeks 5 to 8" },
        { title: "Execution and roadmaps", state: "UPCOMING", when: "Weeks 9 to 14" },
        { title: "Capstone with a partner company", state: "UPCOMING", when: "Weeks 21 to 26" },
      ],
      buttons: [
        {
          buttonText: "Resume learning",
          action: { type: "NAVIGATION", uri: "/course-dashboard/pm-fellowship" },
        },
      ],
    },
  },
  {
    title: "Bootcamp hours and projects",
    data: {
      type: "PROGRESS_TRACKER",
      items: [
        { label: "Video lessons watched", completed: 14.5, total: 20, unit: "hours" },
        { label: "Projects passed review", completed: 1, total: 2, unit: "projects" },
      ],
    },
  },
];
