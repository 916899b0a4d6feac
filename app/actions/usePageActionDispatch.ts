import { useCallback } from "react";
import type { ServerAction } from "~/contract";
import { isMutatingIntent } from "./action-kind";
import { useActionFetcher } from "./useActionFetcher";
import { useClientActionRunner } from "./useClientActionRunner";

/**
 * Runs an action that arrives without a button of its own (the onboarding action of a page, the
 * countdown timer's action at zero): a data-changing type posts to the page route's action like
 * its button would (decision 006), anything else runs in the browser. Toasts show only the
 * results a button would show.
 */
export function usePageActionDispatch(): (action: ServerAction) => void {
  const { submitAction } = useActionFetcher({ toast: "buttons" });
  const runClient = useClientActionRunner();
  return useCallback(
    (action: ServerAction) => {
      if (isMutatingIntent(action.type)) submitAction(action);
      else runClient(action);
    },
    [submitAction, runClient],
  );
}
