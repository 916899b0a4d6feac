// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CountdownData } from "~/contract/widgets/countdown";
import type { Cell } from "~/contract";
import { Countdown } from "~/widgets/countdown/Countdown";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const cell: Cell = { id: "c1", cellType: "CELL_COMPONENT", componentType: "COUNTDOWN" };
let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2030-07-01T12:59:57Z"));
  container = document.createElement("div");
  document.body.replaceChildren(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.useRealTimers();
});

function mount(data: CountdownData) {
  root = createRoot(container);
  act(() => root?.render(<Countdown data={data} cell={cell} />));
}

const timer = () => container.querySelector('[role="timer"]');
const status = () => container.querySelector('[role="status"]');

describe("COUNTDOWN in the browser", () => {
  it("ticks every second without announcing, then announces the end once", () => {
    mount({ endsAt: "2030-07-01T13:00:00Z", endedText: "Applications are closed." });
    expect(timer()?.textContent).toBe("00:00:03");
    expect(timer()?.getAttribute("aria-live")).toBe("off");
    expect(status()?.textContent).toBe("");
    act(() => vi.advanceTimersByTime(1000));
    expect(timer()?.textContent).toBe("00:00:02");
    expect(status()?.textContent).toBe("");
    act(() => vi.advanceTimersByTime(2000));
    expect(timer()).toBeNull();
    expect(status()?.textContent).toBe("Applications are closed.");
    expect(container.querySelector("time")?.getAttribute("datetime")).toBe(
      "2030-07-01T13:00:00.000Z",
    );
    // The clock stopped: no timer is left running.
    expect(vi.getTimerCount()).toBe(0);
  });

  it("shows an end that came before the page without announcing it", () => {
    mount({ endsAt: "2030-07-01T12:00:00Z" });
    expect(timer()).toBeNull();
    expect(status()?.textContent).toBe("");
    expect(container.textContent).toContain("The countdown has ended.");
  });
});
