import { useNavigate } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useAppConfig } from "~/config/app-config";
import type { TimerData } from "~/contract/page";
import type { ServerAction } from "~/contract/primitives";
import {
  COUNTDOWN_TICK_MS,
  describeCountdown,
  dueTimers,
  formatCountdown,
  pageClock,
  remaining,
  scheduleTimers,
  visibleTimer,
} from "./countdown";
import { runTimerAction } from "./timer-action";

export interface CountdownTimerProps {
  timerData: TimerData | undefined;
  /**
   * Epoch ms at which the page was rendered on the server, passed through loader data so the
   * server and the hydrating client compute the same first value (no hydration mismatch).
   */
  renderedAt: number;
  /** Runs a non-navigation timer action at zero (the page's action dispatch). */
  onTimerAction?: (action: ServerAction) => void;
  className?: string;
}

/**
 * Spec 01 section 2.3: hh:mm:ss, ticking every second; at zero it runs its timer action. The
 * server renders the value at `renderedAt`; ticking starts in an effect (pageClock: a device
 * clock far from the server's is not trusted). Timers already
 * past when the page was rendered do not run again on load (that would loop through pages).
 */
export function CountdownTimer({
  timerData,
  renderedAt,
  onTimerAction,
  className,
}: CountdownTimerProps) {
  const timers = useMemo(
    () => scheduleTimers(timerData?.timerActions, renderedAt),
    [timerData, renderedAt],
  );
  const [now, setNow] = useState(renderedAt);
  const ran = useRef<Set<number>>(new Set());
  const navigate = useNavigate();
  const { siteOrigin } = useAppConfig();
  // The latest callbacks, read by the interval without restarting it.
  const runner = useRef({ navigate, onTimerAction, siteOrigin });
  runner.current = { navigate, onTimerAction, siteOrigin };

  useEffect(() => {
    ran.current = new Set(timers.filter((t) => t.deadline <= renderedAt).map((t) => t.index));
    if (timers.every((t) => ran.current.has(t.index))) return;
    const clock = pageClock(renderedAt, Date.now());
    const tick = () => {
      const at = clock(Date.now());
      setNow(at);
      for (const timer of dueTimers(timers, at, ran.current)) {
        ran.current.add(timer.index);
        runTimerAction(timer.action, {
          navigate: (to) => runner.current.navigate(to),
          assign: (href) => window.location.assign(href),
          onTimerAction: runner.current.onTimerAction,
          siteOrigin: runner.current.siteOrigin,
        });
      }
      if (timers.every((t) => ran.current.has(t.index))) window.clearInterval(id);
    };
    const id = window.setInterval(tick, COUNTDOWN_TICK_MS);
    tick();
    return () => window.clearInterval(id);
  }, [timers, renderedAt]);

  const shown = visibleTimer(timers, now);
  if (!shown) return null;
  const left = remaining(shown.deadline, now);
  return (
    <div
      className={[
        "countdown-timer__timer",
        left === 0 ? "countdown-timer__expired" : "",
        className ?? "",
      ]
        .filter(Boolean)
        .join(" ")}
      role="timer"
      aria-label={`Time left: ${describeCountdown(left)}`}
    >
      <svg
        className="countdown-timer__icon"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
      >
        <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 9v4l2.5 2.5M9 2h6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="countdown-timer__value">{formatCountdown(left)}</span>
    </div>
  );
}
