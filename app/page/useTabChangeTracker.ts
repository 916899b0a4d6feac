import { useEffect, useRef } from "react";
import { useAuthenticityToken } from "remix-utils/csrf/react";
import type { ServerAction } from "~/contract/primitives";
import { TAB_SWITCH_WARNING } from "~/contract/page-texts";

/**
 * On a contest page (pageData.tabChangeTracker): when the user comes back to the tab, the call is
 * sent to the BFF and the warning is shown (tab-change-watch.ts, loaded only by the pages that
 * have a tracker). Needs the root's AuthenticityTokenProvider.
 */
export function useTabChangeTracker(
  tabChangeTracker: { action?: ServerAction } | null | undefined,
) {
  const csrf = useAuthenticityToken();
  const action = tabChangeTracker?.action;
  const latest = useRef({ action, csrf });
  latest.current = { action, csrf };
  const enabled = Boolean(tabChangeTracker);

  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import("./tab-change-watch").then(({ watchTabChanges }) => {
      if (!ended)
        stop = watchTabChanges(() => ({ ...latest.current, warning: TAB_SWITCH_WARNING }));
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [enabled]);
}
