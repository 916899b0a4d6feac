import { describe, expect, it, vi } from "vitest";
import {
  CLOCK_SKEW_TOLERANCE_MS,
  COUNTDOWN_TICK_MS,
  deadlineOf,
  describeCountdown,
  dueTimers,
  formatCountdown,
  pageClock,
  remaining,
  scheduleTimers,
  visibleTimer,
} from "~/page/frame/countdown";
import { runTimerAction } from "~/page/frame/timer-action";

const T0 = Date.UTC(2030, 0, 1, 10, 0, 0);

describe("formatCountdown", () => {
  it("shows hh:mm:ss", () => {
    expect(formatCountdown(0)).toBe("00:00:00");
    expect(formatCountdown(59_000)).toBe("00:00:59");
    expect(formatCountdown(3_723_000)).toBe("01:02:03");
    expect(formatCountdown(99 * 3600_000 + 59 * 60_000 + 59_000)).toBe("99:59:59");
  });

  it("does not wrap hours", () => {
    expect(formatCountdown(120 * 3600_000)).toBe("120:00:00");
  });

  it("rounds seconds up, so zero shows only at zero", () => {
    expect(formatCountdown(1)).toBe("00:00:01");
    expect(formatCountdown(999)).toBe("00:00:01");
    expect(formatCountdown(1000)).toBe("00:00:01");
    expect(formatCountdown(1001)).toBe("00:00:02");
  });

  it("clamps negative and non-finite values to zero", () => {
    expect(formatCountdown(-5000)).toBe("00:00:00");
    expect(formatCountdown(Number.NaN)).toBe("00:00:00");
    expect(formatCountdown(Number.POSITIVE_INFINITY)).toBe("00:00:00");
  });

  it("describes the time for screen readers", () => {
    expect(describeCountdown(3_723_000)).toBe("1 hour 2 minutes 3 seconds");
    expect(describeCountdown(0)).toBe("0 seconds");
  });
});

describe("remaining and deadlines", () => {
  it("ticks every 1000 ms", () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
  });

  it("never goes below zero", () => {
    expect(remaining(T0 + 5000, T0)).toBe(5000);
    expect(remaining(T0, T0 + 5000)).toBe(0);
  });

  it("reads a large time as an epoch deadline and a small one as a duration from render", () => {
    expect(deadlineOf(T0 + 60_000, T0)).toBe(T0 + 60_000);
    expect(deadlineOf(90_000, T0)).toBe(T0 + 90_000);
    expect(deadlineOf(undefined, T0)).toBeUndefined();
    expect(deadlineOf(-1, T0)).toBeUndefined();
    expect(deadlineOf(Number.NaN, T0)).toBeUndefined();
  });
});

describe("scheduled timers", () => {
  const timers = scheduleTimers(
    [
      { time: 120_000, action: { type: "NAVIGATION", uri: "/later" } },
      { time: 60_000, showTimer: false, action: { type: "API_CALL", uri: "/api/x" } },
      { time: undefined },
      { time: 30_000, action: { type: "NAVIGATION", uri: "/first" } },
    ],
    T0,
  );

  it("orders timers by deadline and drops those without a time", () => {
    expect(timers.map((t) => t.index)).toEqual([3, 1, 0]);
  });

  it("shows the next shown timer, then the last one at zero", () => {
    expect(visibleTimer(timers, T0)?.index).toBe(3);
    expect(visibleTimer(timers, T0 + 30_000)?.index).toBe(0);
    expect(visibleTimer(timers, T0 + 500_000)?.index).toBe(0);
    expect(visibleTimer([], T0)).toBeUndefined();
  });

  it("lists the timers due that have not run yet", () => {
    expect(dueTimers(timers, T0 + 29_999, new Set())).toEqual([]);
    expect(dueTimers(timers, T0 + 60_000, new Set()).map((t) => t.index)).toEqual([3, 1]);
    expect(dueTimers(timers, T0 + 60_000, new Set([3])).map((t) => t.index)).toEqual([1]);
  });
});

describe("runTimerAction", () => {
  function runner() {
    return {
      navigate: vi.fn(),
      assign: vi.fn(),
      onTimerAction: vi.fn(),
      siteOrigin: "https://learn.example.com",
    };
  }

  it("navigates in the app for an internal NAVIGATION target, query split off", () => {
    const r = runner();
    runTimerAction({ type: "NAVIGATION", uri: "/contest/1/result?tab=score" }, r);
    expect(r.navigate).toHaveBeenCalledWith({
      pathname: "/contest/1/result",
      search: "?tab=score",
      hash: "",
    });
    runTimerAction({ type: "NAVIGATION", uri: "https://learn.example.com/done" }, r);
    expect(r.navigate).toHaveBeenLastCalledWith({ pathname: "/done", search: "", hash: "" });
    expect(r.onTimerAction).not.toHaveBeenCalled();
  });

  it("loads external and #id targets in the same tab", () => {
    const r = runner();
    runTimerAction({ type: "NAVIGATION", uri: "https://elsewhere.example.org/x" }, r);
    runTimerAction({ type: "NAVIGATION", uri: "#results" }, r);
    expect(r.assign.mock.calls).toEqual([["https://elsewhere.example.org/x"], ["#results"]]);
  });

  it("passes other action types to onTimerAction", () => {
    const r = runner();
    const action = { type: "API_CALL", uri: "/api/submit" };
    runTimerAction(action, r);
    expect(r.onTimerAction).toHaveBeenCalledWith(action);
    expect(r.navigate).not.toHaveBeenCalled();
  });

  it("ignores unsafe targets and missing actions", () => {
    const r = runner();
    runTimerAction({ type: "NAVIGATION", uri: "javascript:alert(1)" }, r);
    runTimerAction(undefined, r);
    expect(r.navigate).not.toHaveBeenCalled();
    expect(r.assign).not.toHaveBeenCalled();
    expect(r.onTimerAction).not.toHaveBeenCalled();
  });
});

describe("pageClock (a device clock far from the server's)", () => {
  const rendered = Date.UTC(2030, 0, 1, 10, 0, 0);

  it("reads the device clock when it is close to the server's", () => {
    const clock = pageClock(rendered, rendered + 1500);
    expect(clock(rendered + 4000)).toBe(rendered + 4000);
    expect(pageClock(rendered, rendered - CLOCK_SKEW_TOLERANCE_MS)(5)).toBe(5);
  });

  it("counts from the render time when the device is hours ahead or behind", () => {
    const ahead = pageClock(rendered, rendered + 3 * 3600_000);
    expect(ahead(rendered + 3 * 3600_000)).toBe(rendered);
    expect(ahead(rendered + 3 * 3600_000 + 2000)).toBe(rendered + 2000);
    const behind = pageClock(rendered, rendered - 3600_000);
    expect(behind(rendered - 3600_000 + 1000)).toBe(rendered + 1000);
    // A device clock that jumps back does not run time backwards.
    expect(behind(rendered - 7200_000)).toBe(rendered);
  });
});
