import type { ServerAction } from "~/contract";
import type { ActionResult } from "~/shared/action-result";
import { runCallback } from "./callbacks/handlers";
import { allowedOrigins, frameMessageHandler } from "./channels/iframe-channel";
import { announcePageReload } from "./channels/page-channel";
import type { EffectsContext } from "./pending/context";
import { runPendingAction } from "./pending/handlers";
import { takeKeptPendingAction } from "./pending/store";

/**
 * What a result does beyond result-effects.ts (docs/decisions/020), loaded on demand: only a
 * page whose action names a pending action or a callback, or whose result changed the page,
 * loads this chunk (never the first load of "/").
 *
 *  (The posted action's pendingAction, when the post asked for login, is kept by the fetcher.)
 *  - the action named a callback: its handler runs with the result;
 *  - a successful result runs the posted action's pendingAction, and the follow-up's;
 *  - a successful result that reloads the page tells the other tabs showing it (page channel).
 */
export async function afterResult(
  result: ActionResult & { response?: unknown },
  posted: ServerAction | undefined,
  ctx: EffectsContext,
): Promise<void> {
  const pathname = ctx.address.split("?")[0];
  if (result.loginRequired) return;
  if (posted?.callback) runCallback(posted.callback, result, ctx);
  if (!result.ok) return;
  if (result.reloadPage || result.invalidateAllPages || posted?.reloadPage) {
    announcePageReload(pathname);
  }
  if (posted?.pendingAction) await runPendingAction(posted.pendingAction, ctx);
  if (result.follow?.pendingAction) await runPendingAction(result.follow.pendingAction, ctx);
}

/** After a login on this page: the pending action kept for it runs once. */
export async function afterLogin(ctx: EffectsContext): Promise<boolean> {
  const kept = takeKeptPendingAction(ctx.address.split("?")[0]);
  return kept ? runPendingAction(kept, ctx) : false;
}

function sessionOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A message from a frame on the iframe channel: a pending action it asks for runs, a page reload
 * naming this page revalidates it, a resize fits the frame that sent it (EMBED limits apply).
 */
export function onFrameMessage(event: MessageEvent, ctx: EffectsContext): boolean {
  const handle = frameMessageHandler(allowedOrigins(ctx.origin), {
    onPendingAction: (pending) => void runPendingAction(pending, ctx),
    onPageReload: (pageUri) => {
      if (pageUri === ctx.address.split("?")[0]) ctx.revalidate();
    },
    onResize: (source, height) => {
      for (const frame of document.querySelectorAll("iframe")) {
        if (frame.contentWindow === source) frame.style.height = `${Math.min(height, 4000)}px`;
      }
    },
  });
  return handle(event);
}

/** The page's effects from its router hooks (see useActionFetcher and PendingActionReplay). */
export function effectsContext(hooks: {
  address: string;
  user: EffectsContext["user"];
  navigate: (to: string, options?: { replace?: boolean; preventScrollReset?: boolean }) => void;
  revalidate: () => void;
  runAction: (action: ServerAction) => void;
  toast: (text: string | undefined) => void;
  csrf?: string;
}): EffectsContext {
  return {
    ...hooks,
    navigate: (to, options) => hooks.navigate(to, { ...options, preventScrollReset: true }),
    announcePage: announcePageReload,
    fetch: window.fetch.bind(window),
    document,
    origin: window.location.origin,
    storage: sessionOrNull(),
    publish: (name, detail) => window.dispatchEvent(new CustomEvent(name, { detail })),
  };
}
