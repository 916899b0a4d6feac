import { useEffect, useState } from "react";

/** Below this width the workspace shows one pane at a time, behind tabs (workspace.module.css). */
export const NARROW_QUERY = "(max-width: 1023.98px)";

/** Whether the window is narrow; false on the server and in the render that hydrates. */
export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return narrow;
}
