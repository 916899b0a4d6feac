// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import type { ReactNode } from "react";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CountdownTimer } from "~/page/frame/CountdownTimer";
import { Toast } from "~/ui/Toast";

/**
 * The client side of the bars: the server HTML is hydrated (as in the browser), then the
 * clock moves. Hydration warnings are collected from console.error.
 */
const NOW = Date.UTC(2030, 0, 1, 10, 0, 0);
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let errors: string[] = [];

function stub(node: ReactNode, extraRoutes: { path: string; text: string }[] = []) {
  const Stub = createRemixStub([
    { path: "/", Component: () => <>{node}</> },
    ...extraRoutes.map((r) => ({ path: r.path, Component: () => <p id="landed">{r.text}</p> })),
  ]);
  return <Stub initialEntries={["/"]} />;
}

/** Server-renders at `serverNow`, then hydrates at the (fake) current time. */
async function hydrate(element: ReactNode, serverNow: number) {
  vi.setSystemTime(serverNow);
  const html = renderToString(element);
  vi.setSystemTime(serverNow + 1500); // the browser hydrates a moment later
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.replaceChildren(container);
  await act(async () => {
    root = hydrateRoot(container, element);
  });
  return container;
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(" "));
  });
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const timerText = (c: HTMLElement) => c.querySelector('[role="timer"]')?.textContent;
/** React's hydration complaints; the stub's server-side useLayoutEffect notice is not one. */
const hydrationErrors = () =>
  errors.filter((e) => /hydrat|did not match/i.test(e) && !e.includes("useLayoutEffect"));

describe("CountdownTimer in the browser", () => {
  it("hydrates without a mismatch, then ticks every second", async () => {
    const element = stub(
      <CountdownTimer renderedAt={NOW} timerData={{ timerActions: [{ time: NOW + 10_000 }] }} />,
    );
    const c = await hydrate(element, NOW);
    expect(hydrationErrors()).toEqual([]);
    // The first effect tick catches up with the browser's clock (1.5 s later): 8.5 s left.
    expect(timerText(c)).toBe("00:00:09");
    await act(async () => vi.advanceTimersByTime(1000));
    expect(timerText(c)).toBe("00:00:08");
    await act(async () => vi.advanceTimersByTime(3000));
    expect(timerText(c)).toBe("00:00:05");
  });

  it("calls onTimerAction once at zero for a non-navigation action", async () => {
    const onTimerAction = vi.fn();
    const action = { type: "API_CALL", uri: "/api/contest/submit" };
    const c = await hydrate(
      stub(
        <CountdownTimer
          renderedAt={NOW}
          timerData={{ timerActions: [{ time: 5_000, action }] }}
          onTimerAction={onTimerAction}
        />,
      ),
      NOW,
    );
    await act(async () => vi.advanceTimersByTime(2000));
    expect(onTimerAction).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(onTimerAction).toHaveBeenCalledTimes(1);
    expect(onTimerAction).toHaveBeenCalledWith(action);
    expect(timerText(c)).toBe("00:00:00");
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(onTimerAction).toHaveBeenCalledTimes(1);
  });

  it("navigates at zero for a NAVIGATION action", async () => {
    const c = await hydrate(
      stub(
        <CountdownTimer
          renderedAt={NOW}
          timerData={{
            timerActions: [{ time: NOW + 3_000, action: { type: "NAVIGATION", uri: "/times-up" } }],
          }}
        />,
        [{ path: "/times-up", text: "Time is up" }],
      ),
      NOW,
    );
    expect(c.querySelector("#landed")).toBeNull();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(c.querySelector("#landed")?.textContent).toBe("Time is up");
  });

  it("does not run a timer that was already past when the page was rendered", async () => {
    const onTimerAction = vi.fn();
    const c = await hydrate(
      stub(
        <CountdownTimer
          renderedAt={NOW}
          timerData={{ timerActions: [{ time: NOW - 1000, action: { type: "API_CALL" } }] }}
          onTimerAction={onTimerAction}
        />,
      ),
      NOW,
    );
    await act(async () => vi.advanceTimersByTime(5000));
    expect(onTimerAction).not.toHaveBeenCalled();
    expect(timerText(c)).toBe("00:00:00");
  });
});

describe("Toast in the browser", () => {
  it("hides after 4 s and shows again for a new message", async () => {
    const onHide = vi.fn();
    const c = await hydrate(stub(<Toast message="Saved" onHide={onHide} />), NOW);
    expect(hydrationErrors()).toEqual([]);
    expect(c.querySelector(".toast")?.textContent).toBe("Saved");
    await act(async () => vi.advanceTimersByTime(3999));
    expect(c.querySelector(".toast")).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(c.querySelector(".toast")).toBeNull();
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(c.querySelector('[role="status"]')).not.toBeNull();
    await act(async () => root?.render(stub(<Toast message="Copied to Clipboard!" />)));
    expect(c.querySelector(".toast")?.textContent).toBe("Copied to Clipboard!");
  });
});
