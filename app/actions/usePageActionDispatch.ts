import type { ServerAction } from "~/contract";

/**
 * Actions that arrive without a button of its own (the onboarding action of a page, the countdown
 * timer's action at zero), waiting for the page's runner (PageActionHost.tsx), which loads with
 * the action runtime when the first one arrives: most first visits never dispatch one, so they do
 * not carry that runtime (docs/decisions/022).
 */
const queue: ServerAction[] = [];
const listeners = new Set<() => void>();

function dispatchPageAction(action: ServerAction): void {
  queue.push(action);
  for (const listener of listeners) listener();
}

/**
 * The page's dispatch: a data-changing type posts to the page route's action like its button
 * would (decision 006), anything else runs in the browser; toasts show only the results a button
 * would show (PageActionRunner.tsx).
 */
export function usePageActionDispatch(): (action: ServerAction) => void {
  return dispatchPageAction;
}

export function takeQueuedActions(): ServerAction[] {
  return queue.splice(0);
}

export function hasQueuedActions(): boolean {
  return queue.length > 0;
}

export function onQueuedAction(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
