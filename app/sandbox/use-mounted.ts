import { useEffect, useState } from "react";

/**
 * Whether the page runs in the browser (false on the server and in the first render, which
 * hydrates the server's HTML). Our own rather than remix-utils' useHydrated: the sandbox chunk
 * then shares no module with the page bundle, which would split it (tests/budget).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
