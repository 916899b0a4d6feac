import { lazy, Suspense, useEffect, useState } from "react";
import { hasQueuedActions, onQueuedAction } from "./usePageActionDispatch";

const PageActionRunner = lazy(() =>
  import("./PageActionRunner").then((m) => ({ default: m.PageActionRunner })),
);

/** Mounts the page's action runner (and so loads it) when the first action is dispatched. */
export function PageActionHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (hasQueuedActions()) setNeeded(true);
    return onQueuedAction(() => setNeeded(true));
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <PageActionRunner />
    </Suspense>
  );
}
