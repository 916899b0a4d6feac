import { gauge } from "../shared/metrics";
import { RedisSharedStore } from "./redis-store.server";
import type { SharedStore } from "./shared-store.server";

/** Up and subscribed, 1 or 0: the in-process store always answers and always hears itself. */
function stateOf(store: SharedStore): { up: number; subscribed: number } {
  if (!(store instanceof RedisSharedStore)) return { up: 1, subscribed: 1 };
  return { up: Number(store.available), subscribed: Number(store.subscribed) };
}

/**
 * The shared store's state as metrics (decision 064), read at each scrape from `current` (the
 * process's store; none yet before the first request needs it, and then no sample):
 * `bff_shared_store_up` (calls go to Redis, not this instance's memory) and
 * `bff_shared_store_subscribed` (the page-answer cache's invalidations from other instances are heard).
 */
export function watchSharedStore(current: () => SharedStore | undefined): void {
  const helps = {
    up: "1 while the shared store answers (0: this instance's memory answers instead)",
    subscribed:
      "1 while every channel asked for is subscribed (other instances' invalidations heard)",
  } as const;
  for (const state of ["up", "subscribed"] as const) {
    gauge({
      name: `bff_shared_store_${state}`,
      help: helps[state],
      labelNames: ["kind"],
      collect() {
        const store = current();
        this.reset();
        if (store) this.set({ kind: store.kind }, stateOf(store)[state]);
      },
    });
  }
}
