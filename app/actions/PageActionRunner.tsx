import { useEffect, useState } from "react";
import { isMutatingIntent } from "./action-kind";
import { onQueuedAction, takeQueuedActions } from "./usePageActionDispatch";
import { useActionFetcher } from "./useActionFetcher";
import { useClientActionRunner } from "./useClientActionRunner";

/** Runs the page's dispatched actions (usePageActionDispatch.ts), each once, in order. */
export function PageActionRunner() {
  const { submitAction } = useActionFetcher({ toast: "buttons" });
  const runClient = useClientActionRunner();
  const [arrivals, setArrivals] = useState(0);
  useEffect(() => onQueuedAction(() => setArrivals((n) => n + 1)), []);
  useEffect(() => {
    for (const action of takeQueuedActions()) {
      if (isMutatingIntent(action.type)) submitAction(action);
      else runClient(action);
    }
  }, [arrivals, submitAction, runClient]);
  return null;
}
