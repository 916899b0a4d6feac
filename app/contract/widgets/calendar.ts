import { z } from "zod";
import { componentDataSchema, lenientEnum, looseObject, opt, tolerantArray } from "..";
import { CALENDAR_EVENT_KINDS, DAY_PATTERN, MONTH_PATTERN } from "./calendar-look";

const isoDateTime = z
  .string()
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), "needs an ISO 8601 date-time");

export const calendarEventSchema = looseObject({
  id: z.string().trim().min(1).max(100),
  title: z.string().trim().min(1),
  kind: opt(lenientEnum(CALENDAR_EVENT_KINDS)),
  startsAt: isoDateTime,
  endsAt: opt(isoDateTime),
  /** Where the event's title leads (the course, session or assignment page). */
  link: opt(z.string().trim().min(1)),
  /** A live session's meeting link: shown as "Join". */
  joinUrl: opt(z.string().trim().min(1)),
  /** A course or cohort under the title. */
  subText: opt(z.string()),
});

/**
 * CALENDAR componentData (docs/contract.md, "Widget kinds: community family"): the signed-in
 * user's events of one month. The previous/next links set `monthParam` in the address; the page
 * call carries it as context and the platform answers that month's events, `month` and `today`.
 */
export const calendarSchema = componentDataSchema.extend({
  title: opt(z.string()),
  /** The month shown, "YYYY-MM". */
  month: z.string().trim().regex(MONTH_PATTERN, "needs YYYY-MM"),
  /** Today's date in the zone, "YYYY-MM-DD" (the platform's clock; marked in the grid). */
  today: opt(z.string().trim().regex(DAY_PATTERN, "needs YYYY-MM-DD")),
  monthParam: opt(z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,31}$/)),
  /** IANA zone of the days and times (default Asia/Kolkata). */
  timeZone: opt(z.string()),
  events: tolerantArray(calendarEventSchema),
  emptyText: opt(z.string()),
});

export type CalendarData = z.output<typeof calendarSchema>;
export type CalendarInput = z.input<typeof calendarSchema>;
