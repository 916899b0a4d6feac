import type { TrackingSink } from "./tracking-queue";

/**
 * A sink that writes events to the browser console: for development, enabled by a public config
 * flag. It stands in for the product analytics tool (its queue size, 25) and is loaded at once.
 */
export function consoleSink(log: (...args: unknown[]) => void = console.info): TrackingSink {
  return {
    id: "console",
    kind: "product-analytics",
    send: (event) => log("[tracking]", event.name, event.properties),
  };
}
