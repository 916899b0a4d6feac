/** The course-schedule widget's texts and enumerations: zod-free, for the browser. */

export const WEEK_DAYS = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"] as const;
export const WEEK_DAY_LABELS: Record<(typeof WEEK_DAYS)[number], string> = {
  MON: "Monday",
  TUE: "Tuesday",
  WED: "Wednesday",
  THU: "Thursday",
  FRI: "Friday",
  SAT: "Saturday",
  SUN: "Sunday",
};

export const SESSION_KINDS = [
  "LIVE_CLASS",
  "MENTOR_SESSION",
  "OFFICE_HOURS",
  "QUIZ",
  "ASSIGNMENT_DUE",
] as const;
export const SESSION_KIND_LABELS: Record<(typeof SESSION_KINDS)[number], string> = {
  LIVE_CLASS: "Live class",
  MENTOR_SESSION: "Mentor session",
  OFFICE_HOURS: "Office hours",
  QUIZ: "Quiz",
  ASSIGNMENT_DUE: "Assignment due",
};

/** "HH:MM", 24-hour. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const COURSE_SCHEDULE_TEXTS = {
  columns: { day: "Day", time: "Time", session: "Session", with: "With" },
  thisWeek: "This week",
  noSessions: "No live sessions this week: catch up on recordings and assignments.",
  /** The zone the clock times are in (default IST). */
  defaultZone: "IST",
} as const;
