import { useEffect, useState } from "react";
import {
  COUNTDOWN_ENDED_TEXT,
  COUNTDOWN_TICK_MS,
  formatRemaining,
  formatTarget,
  remainingTime,
} from "~/contract/widgets/countdown-look";
import type { CountdownData } from "~/contract/widgets/countdown";
import { ButtonView } from "~/widgets/shared/ButtonView";
import type { WidgetProps } from "~/widgets/types";

/**
 * The server writes the target moment as a <time>; in the browser a clock ticks every second
 * beside it (role="timer", aria-live off, so screen readers are not told every second). The
 * status region announces the end only when it comes while the page is open; a countdown that
 * had already ended shows the ended text without announcing it.
 */
export function Countdown({ data }: WidgetProps<CountdownData>) {
  const target = Date.parse(data.endsAt);
  // null on the server and in the first browser render, so hydration matches the server's HTML.
  const [clock, setClock] = useState<{ now: number; sawRunning: boolean } | null>(null);
  useEffect(() => {
    const tick = () => {
      const now = Date.now();
      setClock((prev) => ({ now, sawRunning: (prev?.sawRunning ?? false) || now < target }));
      return now;
    };
    tick();
    const timer = setInterval(() => {
      if (tick() >= target) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [target]);
  const left = clock ? remainingTime(target, clock.now) : null;
  const running = !!left && !left.done;
  const endedText = data.endedText ?? COUNTDOWN_ENDED_TEXT;
  const announce = !!left?.done && !!clock?.sawRunning;
  return (
    <div className="countdown__countdown">
      {data.label ? <p className="countdown__label">{data.label}</p> : null}
      <p className="countdown__target">
        {/* The date's words come from Intl: a browser whose wording differs keeps the server's. */}
        <time dateTime={new Date(target).toISOString()} suppressHydrationWarning>
          {formatTarget(target)}
        </time>
      </p>
      {running && left ? (
        <p className="countdown__clock" role="timer" aria-live="off">
          {formatRemaining(left)}
        </p>
      ) : null}
      {left?.done && !announce ? <p className="countdown__ended">{endedText}</p> : null}
      <p role="status" className={announce ? "countdown__ended" : "visually-hidden"}>
        {announce ? endedText : ""}
      </p>
      {data.buttonDataList?.length ? (
        <div className="button-row">
          {data.buttonDataList.map((button, i) => (
            <ButtonView key={i} button={button} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
