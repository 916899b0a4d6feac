import { classifyLink, isSafeHref, splitTarget, type SplitTarget } from "~/actions/link-target";
import type { ServerAction } from "~/contract/primitives";

export interface TimerActionRunner {
  /** The router's navigate (internal targets stay in the app). */
  navigate: (to: SplitTarget) => void;
  /** A full-page load: external sites and "#id" anchors. */
  assign: (href: string) => void;
  /** Every other action type: the page's action dispatch (usePageActionDispatch) runs it. */
  onTimerAction?: (action: ServerAction) => void;
  siteOrigin: string;
}

/** A timer action navigates when it is NAVIGATION (or untyped with a target, as ActionLink reads it). */
export function isNavigationAction(action: ServerAction): boolean {
  return action.type === "NAVIGATION" || (!action.type && !!action.uri);
}

/**
 * Runs a timer's action at zero. External targets open in the same tab: a new tab opened without
 * a user gesture is blocked by browsers. Unsafe targets ("javascript:") are ignored.
 */
export function runTimerAction(action: ServerAction | undefined, runner: TimerActionRunner): void {
  if (!action) return;
  if (!isNavigationAction(action)) {
    runner.onTimerAction?.(action);
    return;
  }
  const uri = action.uri;
  if (!uri || !isSafeHref(uri)) return;
  if (classifyLink(uri, runner.siteOrigin) === "internal") {
    runner.navigate(splitTarget(uri, runner.siteOrigin));
  } else {
    runner.assign(uri);
  }
}
