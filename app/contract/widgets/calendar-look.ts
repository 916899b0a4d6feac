/** The CALENDAR widget's looks, texts and date arithmetic: zod-free, for the browser too. */

export const CALENDAR_EVENT_KINDS = ["SESSION", "CLASS", "DEADLINE"] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

export const CALENDAR_EVENT_KIND_LABELS: Record<CalendarEventKind, string> = {
  SESSION: "Live session",
  CLASS: "Class",
  DEADLINE: "Deadline",
};

/** The query parameter the month links set (the page call's context carries it to the platform). */
export const CALENDAR_MONTH_PARAM = "month";
export const CALENDAR_DEFAULT_TIME_ZONE = "Asia/Kolkata";
export const CALENDAR_TODAY_TEXT = "Today";
export const CALENDAR_PREVIOUS_TEXT = "Previous month";
export const CALENDAR_NEXT_TEXT = "Next month";
export const CALENDAR_JOIN_TEXT = "Join";
export const CALENDAR_EMPTY_TEXT = "Nothing scheduled this month.";
export const CALENDAR_NAV_LABEL = "Months";
/** Monday first, as the learners' calendars in India are drawn. */
export const CALENDAR_WEEKDAYS = [
  { short: "Mon", long: "Monday" },
  { short: "Tue", long: "Tuesday" },
  { short: "Wed", long: "Wednesday" },
  { short: "Thu", long: "Thursday" },
  { short: "Fri", long: "Friday" },
  { short: "Sat", long: "Saturday" },
  { short: "Sun", long: "Sunday" },
] as const;

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "YYYY-MM" as written in the month parameter. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** "YYYY-MM-DD". */
export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export interface YearMonth {
  year: number;
  /** 1..12 */
  month: number;
}

/** A month parameter's year and month, or undefined for anything else (years 1970..9999). */
export function parseMonth(value: unknown): YearMonth | undefined {
  if (typeof value !== "string") return undefined;
  const match = MONTH_PATTERN.exec(value.trim());
  if (!match) return undefined;
  const year = Number(match[1]);
  if (year < 1970) return undefined;
  return { year, month: Number(match[2]) };
}

const pad = (n: number) => String(n).padStart(2, "0");

export const monthKey = ({ year, month }: YearMonth) => `${year}-${pad(month)}`;

/** The month `delta` months away. */
export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const monthTitle = ({ year, month }: YearMonth) => `${MONTH_NAMES[month - 1]} ${year}`;

export const daysInMonth = ({ year, month }: YearMonth) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The month as weeks of seven cells (Monday first); a day outside the month is null. */
export function monthWeeks(ym: YearMonth): (number | null)[][] {
  const first = new Date(Date.UTC(ym.year, ym.month - 1, 1)).getUTCDay(); // 0 = Sunday
  const lead = (first + 6) % 7;
  const cells: (number | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: daysInMonth(ym) }, (_, i) => i + 1),
  ];
  while (cells.length % 7) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export const dayKey = (ym: YearMonth, day: number) => `${monthKey(ym)}-${pad(day)}`;

function zoned(timeZone: string | undefined, options: Intl.DateTimeFormatOptions, locale: string) {
  try {
    return new Intl.DateTimeFormat(locale, {
      ...options,
      timeZone: timeZone || CALENDAR_DEFAULT_TIME_ZONE,
    });
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: CALENDAR_DEFAULT_TIME_ZONE });
  }
}

/** The calendar day ("YYYY-MM-DD") of an instant in the zone; undefined when it does not parse. */
export function dayOf(iso: string, timeZone?: string): string | undefined {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return undefined;
  return zoned(timeZone, { year: "numeric", month: "2-digit", day: "2-digit" }, "en-CA").format(
    new Date(ms),
  );
}

/** "6:00 pm" in the zone. */
export function timeText(iso: string, timeZone?: string): string {
  return zoned(timeZone, { hour: "numeric", minute: "2-digit" }, "en-IN").format(
    new Date(Date.parse(iso)),
  );
}

/** "Tuesday 3 March" for a day key. */
export function dayTitle(key: string): string {
  const [y, m, d] = key.split("-").map(Number);
  const weekday = CALENDAR_WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7].long;
  return `${weekday} ${d} ${MONTH_NAMES[m - 1]}`;
}

/** The address of another month: the current query with the month parameter set (others kept). */
export function monthHref(search: string, param: string, ym: YearMonth): string {
  const params = new URLSearchParams(search);
  params.set(param, monthKey(ym));
  return `?${params.toString()}`;
}
