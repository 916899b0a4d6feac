import { logger } from "../shared/logger";
import { getEnv } from "./env.server";
import { RedisSharedStore } from "./redis-store.server";
import { watchSharedStore } from "./shared-store-metrics.server";
import { MemorySharedStore, type SharedStore } from "./shared-store.server";

let store: SharedStore | undefined;
// Its state at each scrape (decision 064): read only, never creating the store.
watchSharedStore(() => store);

/** This process's store: Redis when REDIS_URL is set, else in process. */
export function sharedStore(): SharedStore {
  if (!store) {
    const url = getEnv().REDIS_URL;
    store = url ? new RedisSharedStore(url) : new MemorySharedStore();
    if (url) logger.info({ event: "shared-store", kind: "redis" }, "shared store: redis");
  }
  return store;
}

/** Closes the store's connections (graceful shutdown); a later call opens a new one. */
export async function closeSharedStore(): Promise<void> {
  const current = store;
  store = undefined;
  await current?.close();
}
