import { clampSplit } from "./SplitSeparator";

/** Our own key (not the platform's): a workspace's pane sizes, by workspace and separator. */
export const PANE_SIZE_PREFIX = "workspace-pane-size:";

/** The storage the sizes live in; a test hands in its own. */
export type SizeStorage = Pick<Storage, "getItem" | "setItem">;

const storageKey = (workspace: string, separator: string) =>
  `${PANE_SIZE_PREFIX}${workspace}:${separator}`;

/** The browser's localStorage, or none (server, private mode, storage turned off). */
function browserStorage(): SizeStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** A remembered size (percent, within the separator's bounds), or the fallback. */
export function readPaneSize(
  workspace: string,
  separator: string,
  fallback: number,
  storage: SizeStorage | undefined = browserStorage(),
): number {
  try {
    const raw = storage?.getItem(storageKey(workspace, separator));
    const value = raw === null || raw === undefined || raw === "" ? NaN : Number(raw);
    return Number.isFinite(value) ? clampSplit(value) : fallback;
  } catch {
    return fallback;
  }
}

/** Remembers a size; a full or refused storage only means it is not remembered. */
export function writePaneSize(
  workspace: string,
  separator: string,
  value: number,
  storage: SizeStorage | undefined = browserStorage(),
): void {
  try {
    storage?.setItem(storageKey(workspace, separator), String(clampSplit(value)));
  } catch {
    // Nothing to do: the size holds for this visit.
  }
}
