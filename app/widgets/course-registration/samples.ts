import type { WidgetSample } from "~/widgets/types";
import type { CourseRegistrationInput } from "~/contract/widgets/course-registration";

/** Items of the reference platform's catalogue (server/platform/seed/catalog.ts). */
export const courseRegistrationSamples: WidgetSample<CourseRegistrationInput>[] = [
  {
    title: "Paid fellowship cohort (checkout)",
    data: {
      type: "COURSE_REGISTRATION",
      courseName: "Data Analyst Fellowship",
      cohortName: "April 2026 cohort",
      startDate: "2026-04-04",
      endDate: "2026-07-25",
      schedule: "Saturdays and Sundays, 10:00 to 13:00 IST",
      mode: "Live online",
      seatsTotal: 60,
      seatsLeft: 14,
      price: 3999900,
      registrationClosesOn: "2026-03-28",
      highlights: ["SQL, Excel, Power BI and Python", "Mock interviews with hiring managers"],
      registerButton: {
        buttonText: "Reserve my seat",
        action: {
          type: "START_CHECKOUT",
          requestObject: { itemId: "da-fellowship", itemType: "COURSE", quantity: 1 },
        },
      },
    },
  },
  {
    title: "Free event (EVENTS_ENROL)",
    data: {
      type: "COURSE_REGISTRATION",
      courseName: "Career Fair 2026",
      cohortName: "Virtual hiring day",
      startDate: "2026-05-16T10:00:00+05:30",
      schedule: "10:00 to 17:00 IST, drop in any time",
      mode: "Online, with 40 hiring partners",
      seatsTotal: 2000,
      seatsLeft: 1312,
      registerButton: {
        buttonText: "Register for free",
        action: { type: "EVENTS_ENROL", requestObject: { eventId: "career-fair-2026" } },
      },
    },
  },
  {
    title: "Workshop, sold out (WORKSHOP_ENROL)",
    data: {
      type: "COURSE_REGISTRATION",
      courseName: "SQL Basics: free intro session",
      startDate: "2026-03-14T10:00:00+05:30",
      schedule: "Saturday, 10:00 to 12:00 IST",
      mode: "Live online",
      seatsTotal: 100,
      seatsLeft: 0,
      price: 0,
      registerButton: {
        buttonText: "Join the workshop",
        action: { type: "WORKSHOP_ENROL", requestObject: { workshopId: "sql-basics-free" } },
      },
    },
  },
];
