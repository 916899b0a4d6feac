import type { ServerAction } from "~/contract/primitives";

/** The BFF route that makes the upstream call (app/routes/api.tab-switch.ts). */
export const TAB_SWITCH_ENDPOINT = "/api/tab-switch";

/** Returns true when a visibility change is a return to the tab (visible after hidden). */
export function createTabReturnDetector() {
  let wasHidden = false;
  return (visibility: DocumentVisibilityState): boolean => {
    if (visibility === "hidden") {
      wasHidden = true;
      return false;
    }
    if (visibility === "visible" && wasHidden) {
      wasHidden = false;
      return true;
    }
    return false;
  };
}

/**
 * The form the BFF route reads: CSRF field, the action as the page gave it (signed by the BFF, so
 * only the uri and request object the upstream described can be called), the page path.
 */
export function tabSwitchForm(
  action: ServerAction,
  page: string,
  csrf: string,
): URLSearchParams | null {
  if (!action.uri) return null;
  return new URLSearchParams({ csrf, action: JSON.stringify(action), page });
}

/** What the watcher reads at each return: the page's action and the CSRF token, as they are now. */
export interface TabChangeLatest {
  action?: ServerAction;
  csrf: string;
  /** The spec's TAB_SWITCH_WARNING, handed in by the hook (its module is in every first load). */
  warning: string;
}

/**
 * Watches the tab: when the user comes back to it, the call is sent to the BFF (started first, so
 * the blocking alert cannot delay it) and the warning is shown. Returns the stop function.
 */
export function watchTabChanges(latest: () => TabChangeLatest): () => void {
  const isReturn = createTabReturnDetector();
  const onChange = () => {
    if (!isReturn(document.visibilityState)) return;
    const { action: current, csrf: token, warning } = latest();
    const form = current
      ? tabSwitchForm(current, `${window.location.pathname}${window.location.search}`, token)
      : null;
    if (form) {
      fetch(TAB_SWITCH_ENDPOINT, {
        method: "POST",
        body: form,
        credentials: "same-origin",
        keepalive: true,
      }).catch((error: unknown) => console.warn("tab switch call failed", error));
    }
    window.alert(warning);
  };
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}
