import type { WidgetSample } from "../types";
import type { CalendarInput } from "~/contract/widgets/calendar";

/** A learner's March: live sessions with Join links, classes, deadlines; an empty month. */
export const calendarSamples: WidgetSample<CalendarInput>[] = [
  {
    title: "A learner's month, today marked",
    data: {
      type: "CALENDAR",
      title: "My calendar",
      month: "2026-03",
      today: "2026-03-10",
      timeZone: "Asia/Kolkata",
      events: [
        {
          id: "pm-mentor-0310",
          title: "Mentor session: product sense",
          kind: "SESSION",
          startsAt: "2026-03-10T13:30:00Z",
          endsAt: "2026-03-10T14:30:00Z",
          link: "/course/product-management-course",
          joinUrl: "https://meet.example.com/pm-mentor-0310",
          subText: "Product Management Fellowship",
        },
        {
          id: "sql-class-0312",
          title: "SQL joins and window functions",
          kind: "CLASS",
          startsAt: "2026-03-12T14:00:00Z",
          link: "/course/data-analyst-course",
          subText: "Data Analyst Bootcamp",
        },
        {
          id: "case-deadline-0315",
          title: "Case study: pricing a subscription app",
          kind: "DEADLINE",
          startsAt: "2026-03-15T18:29:00Z",
          link: "/course/product-management-course",
        },
        {
          id: "mock-interview-0320",
          title: "AI mock interview: product analyst",
          kind: "SESSION",
          startsAt: "2026-03-20T11:00:00Z",
          link: "/ai-mock-interview",
          joinUrl: "https://meet.example.com/mock-0320",
        },
      ],
    },
  },
  {
    title: "A month with nothing scheduled",
    data: {
      type: "CALENDAR",
      month: "2026-04",
      today: "2026-03-10",
      events: [],
      emptyText: "Your next cohort's classes appear here once the schedule is out.",
    },
  },
];
