import { ASSISTANT_TEXTS } from "~/contract/assistant-values";
import { RETRY, SERVER_RESTARTING_TEXT } from "~/contract/page-texts";
import { closeSharedStore } from "./shared-store-instance.server";
import { closeUpstreamPools } from "./upstream-pools.server";

/**
 * The BFF's side of a graceful stop (server/web/main.ts on SIGTERM or SIGINT, docs/decisions/017):
 *
 * 1. `beginShutdown()` at the signal, as the drain begins: /readyz answers 503 from then on, and
 *    every long-lived answer that registered a hook (the assistant's relayed streams, the
 *    interview's sockets) ends with its final event, so the browser hears "restarting" instead
 *    of a cut connection and in-flight requests are left to finish.
 * 2. `finishShutdown()` once the last connection has closed: the upstream pools are closed.
 *
 * Between the two, `restartingAnswer()` is what a request still running at the end of the grace
 * gets instead of a cut connection (docs/decisions/049).
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

/** The answer of a request cut at the end of the grace: 503, HTML for a browser, else JSON. */
export function restartingAnswer(
  accept: string | undefined,
  requestId: string,
): {
  status: number;
  headers: Record<string, string>;
  body: string;
} {
  const headers = {
    "Cache-Control": "no-store",
    "Retry-After": "1",
    Connection: "close",
  };
  if (!/text\/html/.test(accept ?? "")) {
    return {
      status: 503,
      headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ message: SERVER_RESTARTING_TEXT, requestId }),
    };
  }
  // The request id is [A-Za-z0-9-] (server/shared/request-context.ts): nothing to escape.
  const body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${SERVER_RESTARTING_TEXT}</title><style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;padding:1rem;box-sizing:border-box;text-align:center}h1{font-size:clamp(1.4rem,5vw,2rem)}a{color:#1d4ed8}</style></head><body><main><h1>${SERVER_RESTARTING_TEXT}</h1><p><a href="">${RETRY}</a></p><p>Support reference: ${requestId}</p></main></body></html>`;
  return {
    status: 503,
    headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
    body,
  };
}
