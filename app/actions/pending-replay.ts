import { ACTION_FIELDS } from "~/shared/action-result";
import { PENDING_REPLAY_KEY } from "./pending-replay-key";

/**
 * Spec 01 section 4: "An action that requires login, for a user not logged in, opens the login
 * modal and is kept as pending", and is replayed after the login. The server keeps the pending
 * form too (decision 004), but nothing re-posts it: this tab remembers what it posted while
 * logged out and posts it once more, with the new session's CSRF token, after the login that
 * the post opened. Text fields only (a file cannot be kept), in sessionStorage (this tab only).
 */
/** The same lifetime as the server's pending action (decision 004). */
export const PENDING_REPLAY_TTL_MS = 15 * 60 * 1000;

export interface PendingReplay {
  /** The page the action was posted from (pathname only: the login adds and drops ?login=1). */
  pathname: string;
  fields: Record<string, string>;
  savedAt: number;
  /** "posted": waiting for the answer; "login": the answer opened the login panel. */
  stage: "posted" | "login";
}

function storageOrNull(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The posted text fields without the CSRF token (the replay sends the new session's). */
export function replayFieldsOf(form: FormData | Iterable<[string, FormDataEntryValue]>) {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (name === ACTION_FIELDS.csrf || typeof value !== "string" || name in fields) continue;
    fields[name] = value;
  }
  return fields;
}

export function savePendingReplay(
  entry: Omit<PendingReplay, "stage" | "savedAt">,
  now = Date.now(),
  storage: Storage | null = storageOrNull(),
): void {
  const record: PendingReplay = { ...entry, savedAt: now, stage: "posted" };
  try {
    storage?.setItem(PENDING_REPLAY_KEY, JSON.stringify(record));
  } catch {
    // Storage full or refused: the action simply is not replayed.
  }
}

function isRecord(value: unknown): value is PendingReplay {
  const v = value as PendingReplay | null;
  return (
    !!v &&
    typeof v.pathname === "string" &&
    typeof v.savedAt === "number" &&
    (v.stage === "posted" || v.stage === "login") &&
    !!v.fields &&
    typeof v.fields === "object" &&
    Object.values(v.fields).every((x) => typeof x === "string")
  );
}

export function readPendingReplay(
  now = Date.now(),
  storage: Storage | null = storageOrNull(),
): PendingReplay | undefined {
  try {
    const raw = storage?.getItem(PENDING_REPLAY_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (!isRecord(parsed)) return undefined;
    const age = now - parsed.savedAt;
    return age >= 0 && age <= PENDING_REPLAY_TTL_MS ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function clearPendingReplay(storage: Storage | null = storageOrNull()): void {
  try {
    storage?.removeItem(PENDING_REPLAY_KEY);
  } catch {
    // Nothing to clear.
  }
}

function writeStage(record: PendingReplay, storage: Storage | null): void {
  try {
    storage?.setItem(PENDING_REPLAY_KEY, JSON.stringify({ ...record, stage: "login" }));
  } catch {
    // Ignored as above.
  }
}

export type ReplayStep = { kind: "none" } | { kind: "replay"; fields: Record<string, string> };

/**
 * One step of the replay, each time the user or the address changes:
 *  - another page, a stale record, or a login that this post did not open: forget it;
 *  - logged out with the login panel open on the page: the post opened it (stage "login");
 *  - logged out, the panel closed again after it was open: the visitor gave up, forget it;
 *  - logged in after that login: replay once.
 */
export function nextReplayStep(
  state: { loggedIn: boolean; pathname: string; loginOpen: boolean },
  now = Date.now(),
  storage: Storage | null = storageOrNull(),
): ReplayStep {
  const record = readPendingReplay(now, storage);
  if (!record) {
    clearPendingReplay(storage);
    return { kind: "none" };
  }
  if (record.pathname !== state.pathname) {
    clearPendingReplay(storage);
    return { kind: "none" };
  }
  if (!state.loggedIn) {
    if (state.loginOpen) {
      if (record.stage !== "login") writeStage(record, storage);
    } else if (record.stage === "login") {
      clearPendingReplay(storage);
    }
    return { kind: "none" };
  }
  clearPendingReplay(storage);
  return record.stage === "login" ? { kind: "replay", fields: record.fields } : { kind: "none" };
}
