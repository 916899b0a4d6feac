import { ASSISTANT_TEXTS } from "~/contract/assistant-values";
import { closeSharedStore } from "./shared-store-instance.server";
import { closeUpstreamPools } from "./upstream.server";

/**
 * The BFF's side of a graceful stop (server/web/main.ts on SIGTERM or SIGINT, docs/decisions/017):
 *
 * 1. `beginShutdown()` as the web server stops accepting: /readyz answers 503 from then on, and
 *    every long-lived answer that registered a hook (the assistant's relayed streams, the
 *    interview's sockets) ends with its final event, so the browser hears "restarting" instead
 *    of a cut connection and in-flight requests are left to finish.
 * 2. `finishShutdown()` once the last connection has closed: the upstream pools are closed.
 */
type ShutdownHook = (message: string) => void;

const hooks = new Set<ShutdownHook>();
let stopping = false;

/** True from the signal on: readiness fails, new streams end at once. */
export function isShuttingDown(): boolean {
  return stopping;
}

/**
 * Runs `hook` with the restart text when the server starts shutting down (at once, on the next
 * microtask, when it already has). Returns the way to let go of it when the answer ends first.
 */
export function onShutdown(hook: ShutdownHook): () => void {
  if (stopping) {
    queueMicrotask(() => hook(ASSISTANT_TEXTS.serverRestarting));
    return () => {};
  }
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/** Step 1 (the signal): readiness fails, every registered stream gets its final event. */
export function beginShutdown(): void {
  stopping = true;
  const ending = [...hooks];
  hooks.clear();
  for (const hook of ending) {
    try {
      hook(ASSISTANT_TEXTS.serverRestarting);
    } catch {
      // one stream that cannot be told must not keep the others from hearing it
    }
  }
}

/** Step 2 (every connection closed): the upstream pools and the shared store's connections close. */
export async function finishShutdown(): Promise<void> {
  stopping = true;
  await Promise.allSettled([closeUpstreamPools(), closeSharedStore()]);
}
