/** The countdown widget's texts and rules: zod-free, for the browser (the schema is server-side). */

/** Spec 01 section 9: the countdown ticks every 1000 ms. */
export const COUNTDOWN_TICK_MS = 1000;

/** Said when the countdown reaches zero and the data has no endedText. */
export const COUNTDOWN_ENDED_TEXT = "The countdown has ended.";

export interface RemainingTime {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

/** Whole days, hours, minutes and seconds from `now` to `target` (both ms); done at zero. */
export function remainingTime(target: number, now: number): RemainingTime {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** hh:mm:ss (spec 01 section 2.3), preceded by the days when there are any. */
export function formatRemaining(time: RemainingTime): string {
  const clock = `${pad(time.hours)}:${pad(time.minutes)}:${pad(time.seconds)}`;
  if (!time.days) return clock;
  return `${time.days} ${time.days === 1 ? "day" : "days"} ${clock}`;
}

const TARGET_FORMAT = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "UTC",
});

/** The target moment as the server writes it (the same in every browser): "12 March 2026 at 18:30 UTC". */
export function formatTarget(target: number): string {
  return `${TARGET_FORMAT.format(new Date(target))} UTC`;
}
