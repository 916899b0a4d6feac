/**
 * The pending action of kind EDITOR_HINT (spec 02 section 3): a hint asked for while logged out
 * is kept in this tab's session storage and unlocked once the learner is back, logged in, on the
 * same problem.
 */
const KEY = "cl-pending-editor-hint";

export interface PendingHint {
  kind: "EDITOR_HINT";
  problemId: string;
  hintId: string;
}

export function keepPendingHint(problemId: string, hintId: string): void {
  try {
    const pending: PendingHint = { kind: "EDITOR_HINT", problemId, hintId };
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // No storage: the learner asks again after logging in.
  }
}

/** The pending hint of this problem, taken (removed) so that it is replayed once. */
export function takePendingHint(problemId: string): PendingHint | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const pending = JSON.parse(raw) as Partial<PendingHint>;
    if (pending.kind !== "EDITOR_HINT" || pending.problemId !== problemId) return undefined;
    sessionStorage.removeItem(KEY);
    return typeof pending.hintId === "string" ? (pending as PendingHint) : undefined;
  } catch {
    return undefined;
  }
}
