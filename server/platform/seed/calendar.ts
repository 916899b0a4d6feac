import type { CalendarEventKind, CalendarEventRecord } from "../db/calendar";

/**
 * The seeded learner's calendar (community/service.ts writes it at start; /my-calendar shows
 * it): the same rhythm of live sessions, classes and deadlines in the month before, the month of
 * and the month after the platform's start, in India time. Ids carry the month, so a later start
 * in another month adds its months and keeps the earlier ones.
 */

const LEARNER_ID = "usr_learner";
/** India Standard Time is UTC+5:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

interface Template {
  day: number;
  hour: number;
  minute: number;
  hours?: number;
  kind: CalendarEventKind;
  title: string;
  subText?: string;
  link?: string;
  join?: string;
}

const MONTH_TEMPLATE: Template[] = [
  {
    day: 3,
    hour: 19,
    minute: 0,
    hours: 1,
    kind: "SESSION",
    title: "Mentor session: product sense",
    subText: "Product Management Fellowship",
    link: "/mentorship/product-management",
    join: "mentor-product-sense",
  },
  {
    day: 7,
    hour: 20,
    minute: 0,
    hours: 1.5,
    kind: "CLASS",
    title: "SQL joins and window functions",
    subText: "Data Analyst Bootcamp",
    link: "/course-dashboard/data-analyst",
  },
  {
    day: 12,
    hour: 23,
    minute: 59,
    kind: "DEADLINE",
    title: "Case study: pricing a subscription app",
    subText: "Product Management Fellowship",
    link: "/course-dashboard/data-analyst",
  },
  {
    day: 18,
    hour: 19,
    minute: 30,
    hours: 1,
    kind: "SESSION",
    title: "Live Q&A: building a product portfolio",
    link: "/events",
    join: "portfolio-qa",
  },
  {
    day: 24,
    hour: 10,
    minute: 0,
    hours: 2,
    kind: "CLASS",
    title: "Dashboard design with Looker Studio",
    subText: "Data Analyst Bootcamp",
    link: "/course-dashboard/data-analyst",
  },
  {
    day: 28,
    hour: 18,
    minute: 0,
    kind: "DEADLINE",
    title: "Capstone checkpoint: cleaned data set",
    subText: "Data Analyst Bootcamp",
    link: "/course-dashboard/data-analyst",
  },
];

const pad = (n: number) => String(n).padStart(2, "0");

/** The learner's events of the month before, of and after `now`'s month in India. */
export function seedCalendarEvents(now: number): CalendarEventRecord[] {
  const local = new Date(now + IST_OFFSET_MS);
  const base = local.getUTCFullYear() * 12 + local.getUTCMonth();
  return [-1, 0, 1].flatMap((delta) => {
    const year = Math.floor((base + delta) / 12);
    const month = ((base + delta) % 12) + 1;
    const key = `${year}-${pad(month)}`;
    return MONTH_TEMPLATE.map((t, index) => {
      const start = Date.UTC(year, month - 1, t.day, t.hour, t.minute) - IST_OFFSET_MS;
      return {
        id: `cal-learner-${key}-${index + 1}`,
        userId: LEARNER_ID,
        kind: t.kind,
        title: t.title,
        subText: t.subText ?? null,
        startsAt: new Date(start).toISOString(),
        endsAt: t.hours ? new Date(start + t.hours * HOUR_MS).toISOString() : null,
        link: t.link ?? null,
        joinUrl: t.join ? `https://meet.example.com/${t.join}-${key}` : null,
      };
    });
  });
}
