import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createTracker,
  DEFAULT_QUEUE_SIZE,
  PRODUCT_ANALYTICS_QUEUE_SIZE,
  queueSizeOf,
  TRACKING_DELAY_FALLBACK_MS,
  type TrackingEvent,
  type TrackingSink,
} from "~/tracking/tracking-queue";
import { consoleSink } from "~/tracking/sinks";

function recordingSink(overrides: Partial<TrackingSink> = {}) {
  const sent: TrackingEvent[] = [];
  const sink: TrackingSink = { id: "rec", send: (event) => sent.push(event), ...overrides };
  return { sink, sent, names: () => sent.map((e) => e.name) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("tracking queue (spec 01 sections 4 and 9)", () => {
  it("sizes: product analytics 25, any other 10, or the sink's own", () => {
    expect([PRODUCT_ANALYTICS_QUEUE_SIZE, DEFAULT_QUEUE_SIZE, TRACKING_DELAY_FALLBACK_MS]).toEqual([
      25, 10, 500,
    ]);
    expect(queueSizeOf({ kind: "product-analytics" })).toBe(25);
    expect(queueSizeOf({})).toBe(10);
    expect(queueSizeOf({ capacity: 3 })).toBe(3);
  });

  it("queues until the sink reports loaded, then flushes in order and sends directly", () => {
    const tracker = createTracker(() => 42);
    const rec = recordingSink({ delayFallbackMs: null });
    const handle = tracker.addSink(rec.sink);
    tracker.track("a", { x: 1 });
    tracker.track("b");
    expect(rec.sent).toEqual([]);
    expect(tracker.pending("rec")).toBe(2);
    handle.loaded();
    expect(rec.names()).toEqual(["a", "b"]);
    expect(rec.sent[0]).toEqual({ name: "a", properties: { x: 1 }, at: 42 });
    tracker.track("c");
    expect(rec.names()).toEqual(["a", "b", "c"]);
    expect(tracker.pending("rec")).toBe(0);
  });

  it("drops the oldest when the product analytics queue (25) is full", () => {
    const tracker = createTracker();
    const rec = recordingSink({ kind: "product-analytics", delayFallbackMs: null });
    const handle = tracker.addSink(rec.sink);
    for (let i = 1; i <= 30; i++) tracker.track(`e${i}`);
    expect(tracker.pending("rec")).toBe(25);
    handle.loaded();
    expect(rec.names()[0]).toBe("e6");
    expect(rec.names().at(-1)).toBe("e30");
  });

  it("other sinks hold 10", () => {
    const tracker = createTracker();
    const rec = recordingSink({ delayFallbackMs: null });
    tracker.addSink(rec.sink);
    for (let i = 1; i <= 12; i++) tracker.track(`e${i}`);
    expect(tracker.pending("rec")).toBe(10);
  });

  it("the 500 ms delay fallback flushes a sink that never says loaded", () => {
    const tracker = createTracker();
    const rec = recordingSink();
    tracker.addSink(rec.sink);
    tracker.track("early");
    vi.advanceTimersByTime(499);
    expect(rec.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(rec.names()).toEqual(["early"]);
    tracker.track("later");
    expect(rec.names()).toEqual(["early", "later"]);
  });

  it("loaded before the fallback: flushes once, the timer does nothing more", () => {
    const tracker = createTracker();
    const rec = recordingSink();
    const handle = tracker.addSink(rec.sink);
    tracker.track("a");
    handle.loaded();
    handle.loaded();
    vi.advanceTimersByTime(1000);
    expect(rec.names()).toEqual(["a"]);
  });

  it("each sink has its own queue; a failing sink does not stop the others", () => {
    const tracker = createTracker();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const good = recordingSink({ id: "good" });
    tracker
      .addSink({
        id: "bad",
        send: () => {
          throw new Error("boom");
        },
      })
      .loaded();
    const handle = tracker.addSink(good.sink);
    tracker.track("a");
    expect(tracker.pending("good")).toBe(1);
    handle.loaded();
    expect(good.names()).toEqual(["a"]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("with no sink nothing is kept or sent", () => {
    const tracker = createTracker();
    tracker.track("lost");
    const rec = recordingSink();
    tracker.addSink(rec.sink).loaded();
    expect(rec.sent).toEqual([]);
    expect(tracker.sinkIds()).toEqual(["rec"]);
  });

  it("super properties (campaign) go on every later event; event properties win", () => {
    const tracker = createTracker();
    const rec = recordingSink();
    tracker.addSink(rec.sink).loaded();
    tracker.setSuperProperties({ "utm_source [first touch]": "x", pageName: "super" });
    tracker.track("a", { pageName: "own" });
    expect(rec.sent[0].properties).toEqual({ "utm_source [first touch]": "x", pageName: "own" });
  });

  it("a removed sink gets nothing", () => {
    const tracker = createTracker();
    const rec = recordingSink();
    const handle = tracker.addSink(rec.sink);
    tracker.track("a");
    handle.remove();
    vi.advanceTimersByTime(1000);
    tracker.track("b");
    expect(rec.sent).toEqual([]);
    expect(tracker.sinkIds()).toEqual([]);
  });

  it("the console sink logs name and properties, as the product analytics tool", () => {
    const log = vi.fn();
    const sink = consoleSink(log);
    expect(sink.kind).toBe("product-analytics");
    sink.send({ name: "Page View", properties: { a: 1 }, at: 0 });
    expect(log).toHaveBeenCalledWith("[tracking]", "Page View", { a: 1 });
  });
});
