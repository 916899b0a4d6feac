import type { WidgetSample } from "../types";
import type { CourseScheduleInput } from "~/contract/widgets/course-schedule";

export const courseScheduleSamples: WidgetSample<CourseScheduleInput>[] = [
  {
    title: "Product Manager Fellowship, cohort 12 timetable",
    data: {
      type: "COURSE_SCHEDULE",
      headerData: { textData: { text: "Your timetable", subText: "All times in IST" } },
      currentWeek: 2,
      weeks: [
        {
          label: "Week 1",
          dates: "7 to 13 Dec",
          theme: "What product managers do",
          sessions: [
            {
              day: "TUE",
              startTime: "19:30",
              endTime: "21:30",
              title: "Kick-off and the PM role",
              kind: "LIVE_CLASS",
              instructor: "Ananya Rao",
            },
            {
              day: "THU",
              startTime: "19:30",
              endTime: "21:30",
              title: "Finding problems worth solving",
              kind: "LIVE_CLASS",
              instructor: "Ananya Rao",
            },
            {
              day: "SAT",
              startTime: "11:00",
              endTime: "12:00",
              title: "Office hours",
              kind: "OFFICE_HOURS",
              instructor: "Teaching assistants",
            },
          ],
        },
        {
          label: "Week 2",
          dates: "14 to 20 Dec",
          theme: "Customer interviews",
          sessions: [
            {
              day: "TUE",
              startTime: "19:30",
              endTime: "21:30",
              title: "Interviews that do not lead",
              kind: "LIVE_CLASS",
              instructor: "Meera Iyer",
            },
            {
              day: "WED",
              startTime: "20:00",
              endTime: "20:45",
              title: "1:1 with your mentor",
              kind: "MENTOR_SESSION",
            },
            {
              day: "SUN",
              startTime: "23:59",
              title: "Interview five users",
              kind: "ASSIGNMENT_DUE",
            },
          ],
        },
        {
          label: "Week 3",
          dates: "21 to 27 Dec",
          theme: "Year-end break",
          sessions: [],
        },
      ],
    },
  },
  {
    title: "Weekend bootcamp schedule, Singapore time",
    data: {
      type: "COURSE_SCHEDULE",
      timeZoneLabel: "SGT",
      weeks: [
        {
          label: "Week 1",
          theme: "Prompting and evaluation",
          sessions: [
            {
              day: "SAT",
              startTime: "10:00",
              endTime: "13:00",
              title: "Prompt patterns",
              kind: "LIVE_CLASS",
              instructor: "Vikram Joshi",
            },
            {
              day: "SUN",
              startTime: "10:00",
              endTime: "11:00",
              title: "Evaluation quiz",
              kind: "QUIZ",
            },
          ],
        },
        {
          label: "Week 2",
          theme: "Retrieval",
          sessions: [
            {
              day: "SAT",
              startTime: "10:00",
              endTime: "13:00",
              title: "Chunking and embeddings",
              kind: "LIVE_CLASS",
              instructor: "Aisha Khan",
            },
          ],
        },
      ],
    },
  },
];
