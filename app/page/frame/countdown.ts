import type { TimerAction } from "~/contract/page";
import type { ServerAction } from "~/contract/primitives";

/** Spec 01 section 9: the countdown ticks every 1000 ms. */
export const COUNTDOWN_TICK_MS = 1000;

/**
 * A timer's `time` (milliseconds) is read as an epoch instant when it is at least this large
 * (September 2001), else as a duration counted from when the page was rendered. Upstream sends
 * deadlines for contests; seeded pages may send a duration.
 */
export const EPOCH_THRESHOLD_MS = 1_000_000_000_000;

/** The deadline of a timer action (epoch ms), or undefined when it carries no usable time. */
export function deadlineOf(time: number | undefined, renderedAt: number): number | undefined {
  if (typeof time !== "number" || !Number.isFinite(time) || time < 0) return undefined;
  return time >= EPOCH_THRESHOLD_MS ? time : renderedAt + time;
}

/** How far the device's clock may be from the server's before the countdown stops trusting it. */
export const CLOCK_SKEW_TOLERANCE_MS = 60_000;

/**
 * The clock the countdown reads. Normally the device's own (it also counts the moments between
 * the server's render and the start). A device clock minutes or hours away from the server's
 * (renderedAt) is not trusted: the time is then the render time plus what passed on the device
 * since the start, so a wrong clock neither ends a countdown early nor keeps it from ending, and
 * a timer whose action reloads its own page cannot loop.
 */
export function pageClock(renderedAt: number, startedAt: number): (deviceNow: number) => number {
  if (Math.abs(startedAt - renderedAt) <= CLOCK_SKEW_TOLERANCE_MS) return (deviceNow) => deviceNow;
  return (deviceNow) => renderedAt + Math.max(0, deviceNow - startedAt);
}

/** Milliseconds left until the deadline, never negative. */
export function remaining(deadline: number, now: number): number {
  return Math.max(0, deadline - now);
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * hh:mm:ss of a remaining time. Seconds round up, so 00:00:00 shows only at zero; hours are not
 * wrapped (a 120-hour contest shows 120:00:00).
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** The accessible wording of a remaining time, e.g. "1 hour 2 minutes 3 seconds". */
export function describeCountdown(ms: number): string {
  const [h, m, s] = formatCountdown(ms).split(":").map(Number);
  const part = (n: number, unit: string) => (n ? `${n} ${unit}${n === 1 ? "" : "s"}` : "");
  return (
    [part(h, "hour"), part(m, "minute"), part(s, "second")].filter(Boolean).join(" ") || "0 seconds"
  );
}

export interface ScheduledTimer {
  /** Index in timerActions; identifies the timer across ticks. */
  index: number;
  deadline: number;
  showTimer: boolean;
  action: ServerAction | undefined;
}

/** Timer actions with a usable time, in deadline order. */
export function scheduleTimers(
  timerActions: readonly TimerAction[] | undefined,
  renderedAt: number,
): ScheduledTimer[] {
  return (timerActions ?? [])
    .flatMap((t, index) => {
      const deadline = deadlineOf(t.time, renderedAt);
      return deadline === undefined
        ? []
        : [{ index, deadline, showTimer: t.showTimer !== false, action: t.action }];
    })
    .sort((a, b) => a.deadline - b.deadline);
}

/**
 * The timer the bar shows at `now`: the next one not yet run that is shown, else the last shown
 * one (which then reads 00:00:00). Undefined when no timer is shown.
 */
export function visibleTimer(
  timers: readonly ScheduledTimer[],
  now: number,
): ScheduledTimer | undefined {
  const shown = timers.filter((t) => t.showTimer);
  return shown.find((t) => t.deadline > now) ?? shown[shown.length - 1];
}

/** Timers that reached zero at `now` and have not run yet (`ran` holds the indexes already run). */
export function dueTimers(
  timers: readonly ScheduledTimer[],
  now: number,
  ran: ReadonlySet<number>,
): ScheduledTimer[] {
  return timers.filter((t) => t.deadline <= now && !ran.has(t.index));
}
