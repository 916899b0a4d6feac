import { useCallback, useEffect, useState } from "react";
import { readPaneSize, writePaneSize } from "./pane-sizes";

/**
 * A separator's size, remembered across visits. The first render uses the fallback (the
 * server's HTML has no storage), the remembered size follows right after hydration.
 */
export function usePaneSize(
  workspace: string,
  separator: string,
  fallback: number,
): [number, (value: number) => void] {
  const [size, setSize] = useState(fallback);
  useEffect(() => {
    setSize(readPaneSize(workspace, separator, fallback));
  }, [workspace, separator, fallback]);
  const change = useCallback(
    (value: number) => {
      setSize(value);
      writePaneSize(workspace, separator, value);
    },
    [workspace, separator],
  );
  return [size, change];
}
