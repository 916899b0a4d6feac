/**
 * Dates and times of the display family's kinds (match lists, events, schedules): zod-free, for the
 * browser too. Formatted by hand from the numeric parts of an explicit time zone, so the server's
 * HTML and the browser's render give the same text whatever the engine's locale data.
 */

/** The platform's home time zone: times carry no zone of their own on the page otherwise. */
export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

const ZONE_LABELS: Record<string, string> = {
  "Asia/Kolkata": "IST",
  UTC: "UTC",
  "Etc/UTC": "UTC",
  "Europe/London": "UK time",
  "America/New_York": "US Eastern",
  "America/Los_Angeles": "US Pacific",
  "Asia/Singapore": "SGT",
  "Asia/Dubai": "GST",
};

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

export interface DisplayDateTime {
  /** The instant as ISO 8601, for `<time datetime>`. */
  iso: string;
  /** "Tue, 8 Dec 2026". */
  date: string;
  /** "19:30 IST". */
  time: string;
  /** "8" and "Dec", for a calendar leaf. */
  day: string;
  month: string;
  weekday: string;
}

function zoneOrDefault(timeZone: string | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** An ISO date-time (or date) in a time zone; undefined when it is no date. */
export function displayDateTime(
  value: string | undefined,
  timeZone?: string,
): DisplayDateTime | undefined {
  if (!value) return undefined;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return undefined;
  const zone = zoneOrDefault(timeZone);
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? "0");
  const year = part("year");
  const month = MONTHS[part("month") - 1] ?? "";
  const day = part("day");
  const weekday = WEEKDAYS[new Date(Date.UTC(year, part("month") - 1, day)).getUTCDay()];
  const hour = String(part("hour") % 24).padStart(2, "0");
  const minute = String(part("minute")).padStart(2, "0");
  return {
    iso: at.toISOString(),
    date: `${weekday}, ${day} ${month} ${year}`,
    time: `${hour}:${minute} ${ZONE_LABELS[zone] ?? zone}`,
    day: String(day),
    month,
    weekday,
  };
}

/** "45 min", "1 h", "1 h 30 min"; undefined for no positive whole number of minutes. */
export function durationLabel(minutes: number | undefined): string | undefined {
  if (minutes === undefined || !Number.isFinite(minutes) || minutes <= 0) return undefined;
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
