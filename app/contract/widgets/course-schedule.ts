import { z } from "zod";
import { componentDataSchema, lenientEnum, looseObject, opt, tolerantArray } from "..";
import { CLOCK_TIME, SESSION_KINDS, WEEK_DAYS } from "./course-schedule-look";

const clock = z.string().regex(CLOCK_TIME, "needs a 24-hour time such as 19:30");

export const scheduleSessionSchema = looseObject({
  day: lenientEnum(WEEK_DAYS),
  startTime: clock,
  endTime: opt(clock),
  title: z.string().trim().min(1),
  kind: opt(lenientEnum(SESSION_KINDS)),
  instructor: opt(z.string()),
});

export const scheduleWeekSchema = looseObject({
  /** "Week 1". */
  label: z.string().trim().min(1),
  /** "8 to 14 Dec". */
  dates: opt(z.string()),
  /** The week's theme: "Product discovery". */
  theme: opt(z.string()),
  sessions: tolerantArray(scheduleSessionSchema),
});
export type ScheduleWeek = z.output<typeof scheduleWeekSchema>;

/** COURSE_SCHEDULE componentData: a week-by-week timetable of a cohort. */
export const courseScheduleSchema = componentDataSchema.extend({
  weeks: tolerantArray(scheduleWeekSchema).refine((w) => w.length > 0, "needs at least one week"),
  /** 1-based: that week is marked "This week" and starts open (else the first week is open). */
  currentWeek: opt(z.number().int().min(1)),
  /** The zone the clock times are in, as shown: "IST" (default). */
  timeZoneLabel: opt(z.string().max(24)),
});

export type CourseScheduleData = z.output<typeof courseScheduleSchema>;
export type CourseScheduleInput = z.input<typeof courseScheduleSchema>;
