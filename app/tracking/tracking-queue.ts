/**
 * Spec 01 sections 4 and 9: tracking events are queued until an analytics tool (a sink) has
 * loaded. Each sink has its own queue: 25 for the product analytics tool, 10 for any other; when a
 * queue is full the oldest event is dropped.
 *
 * The "tracking delay fallback 500 ms": a sink that has not reported loaded 500 ms after it was
 * added is treated as loaded and its queue flushes, so a tool whose load signal never comes (a
 * blocked script, a missing callback) does not hold events until the queue overflows. A sink that
 * truly cannot take events before it loads sets `delayFallbackMs: null` and waits for loaded().
 * No sink, nothing sent: events tracked while no sink is registered are not kept.
 */
export const PRODUCT_ANALYTICS_QUEUE_SIZE = 25;
export const DEFAULT_QUEUE_SIZE = 10;
export const TRACKING_DELAY_FALLBACK_MS = 500;

export type TrackingProperties = Record<string, unknown>;

export interface TrackingEvent {
  name: string;
  properties: TrackingProperties;
  /** Epoch milliseconds when it was tracked (not when it was sent). */
  at: number;
}

export interface TrackingSink {
  id: string;
  /** The product analytics tool gets the larger queue. */
  kind?: "product-analytics" | "other";
  /** Overrides the queue size of the kind. */
  capacity?: number;
  /** Treat as loaded after this long; null waits for loaded() only. Default 500. */
  delayFallbackMs?: number | null;
  send(event: TrackingEvent): void;
}

export interface SinkHandle {
  /** The tool has loaded: the queue flushes in order and later events go straight through. */
  loaded(): void;
  remove(): void;
}

export interface Tracker {
  addSink(sink: TrackingSink): SinkHandle;
  track(name: string, properties?: TrackingProperties): void;
  /** Properties added to every later event (the campaign's first and last touch). */
  setSuperProperties(properties: TrackingProperties): void;
  /** Events waiting for a sink (0 for an unknown or loaded sink). */
  pending(sinkId: string): number;
  sinkIds(): string[];
}

interface SinkState {
  sink: TrackingSink;
  ready: boolean;
  queue: TrackingEvent[];
  capacity: number;
  timer?: ReturnType<typeof setTimeout>;
}

export function queueSizeOf(sink: Pick<TrackingSink, "kind" | "capacity">): number {
  if (sink.capacity !== undefined && sink.capacity > 0) return Math.floor(sink.capacity);
  return sink.kind === "product-analytics" ? PRODUCT_ANALYTICS_QUEUE_SIZE : DEFAULT_QUEUE_SIZE;
}

/** A failing sink never breaks the page or the other sinks. */
function deliver(sink: TrackingSink, event: TrackingEvent) {
  try {
    sink.send(event);
  } catch (error) {
    console.warn(`tracking: sink ${sink.id} failed`, error);
  }
}

export function createTracker(now: () => number = Date.now): Tracker {
  const sinks = new Map<string, SinkState>();
  let superProperties: TrackingProperties = {};

  function flush(state: SinkState) {
    if (state.ready) return;
    state.ready = true;
    if (state.timer !== undefined) clearTimeout(state.timer);
    const queued = state.queue.splice(0);
    for (const event of queued) deliver(state.sink, event);
  }

  return {
    addSink(sink) {
      // Adding a sink again replaces it (and its fallback timer).
      const previous = sinks.get(sink.id);
      if (previous?.timer !== undefined) clearTimeout(previous.timer);
      const state: SinkState = { sink, ready: false, queue: [], capacity: queueSizeOf(sink) };
      const fallback =
        sink.delayFallbackMs === undefined ? TRACKING_DELAY_FALLBACK_MS : sink.delayFallbackMs;
      if (fallback !== null) state.timer = setTimeout(() => flush(state), Math.max(0, fallback));
      sinks.set(sink.id, state);
      return {
        loaded: () => flush(state),
        remove: () => {
          if (state.timer !== undefined) clearTimeout(state.timer);
          if (sinks.get(sink.id) === state) sinks.delete(sink.id);
        },
      };
    },
    track(name, properties = {}) {
      const event: TrackingEvent = {
        name,
        properties: { ...superProperties, ...properties },
        at: now(),
      };
      for (const state of sinks.values()) {
        if (state.ready) {
          deliver(state.sink, event);
          continue;
        }
        state.queue.push(event);
        if (state.queue.length > state.capacity) state.queue.shift();
      }
    },
    setSuperProperties(properties) {
      superProperties = { ...properties };
    },
    pending: (sinkId) => sinks.get(sinkId)?.queue.length ?? 0,
    sinkIds: () => [...sinks.keys()],
  };
}
