import { PENDING_ACTION_STORAGE_KEY, PENDING_ACTION_TTL_MS } from "~/contract/action-kinds";

/**
 * Spec 01 section 4: an action that needs login "is kept as pending" and replayed after it. The
 * pending action {kind, data, savedAt} that came with such an action is kept in this tab's
 * sessionStorage with the page it belongs to, and run once the user is back, logged in, there.
 */
export const PENDING_ACTION_KEY = PENDING_ACTION_STORAGE_KEY;

export interface KeptPendingAction {
  kind: string;
  data?: unknown;
  savedAt: number;
  /** The page it belongs to (pathname). */
  pathname: string;
}

function sessionOrNull(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepPendingAction(
  pending: { kind: string; data?: unknown },
  pathname: string,
  now = Date.now(),
  storage: Storage | null = sessionOrNull(),
): void {
  const kept: KeptPendingAction = {
    kind: pending.kind,
    data: pending.data,
    savedAt: now,
    pathname,
  };
  try {
    storage?.setItem(PENDING_ACTION_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the pending action is lost, the page still works.
  }
}

/**
 * The kept pending action of this page, taken (removed) so it runs once; a stale or unreadable
 * one is dropped, one of another page stays for it.
 */
export function takeKeptPendingAction(
  pathname: string,
  now = Date.now(),
  storage: Storage | null = sessionOrNull(),
): KeptPendingAction | undefined {
  try {
    const raw = storage?.getItem(PENDING_ACTION_KEY);
    if (!raw) return undefined;
    const kept = JSON.parse(raw) as Partial<KeptPendingAction> | null;
    const age = now - (typeof kept?.savedAt === "number" ? kept.savedAt : Number.NaN);
    const fresh = age >= 0 && age <= PENDING_ACTION_TTL_MS;
    if (!kept || typeof kept.kind !== "string" || typeof kept.pathname !== "string" || !fresh) {
      storage?.removeItem(PENDING_ACTION_KEY);
      return undefined;
    }
    if (kept.pathname !== pathname) return undefined;
    storage?.removeItem(PENDING_ACTION_KEY);
    return kept as KeptPendingAction;
  } catch {
    return undefined;
  }
}
