import { CODE_STORES, sandboxDraftKey } from "~/contract/code-values";
import { isSandboxType, type SandboxDraft } from "~/contract/sandbox-values";
import { onCodeStore } from "~/practice/drafts";

/**
 * The sandbox store (spec 02 sections 3 and 9): one record per sandbox (and problem), in the
 * code database the practice editor opens (app/practice/drafts.ts: one open, one upgrade).
 * Without IndexedDB every call is a no-op and the sandbox still works.
 */
function isDraft(value: unknown): value is SandboxDraft {
  const draft = value as Partial<SandboxDraft> | undefined;
  return (
    typeof draft?.sandboxId === "string" &&
    isSandboxType(draft.sandboxType) &&
    typeof draft.files === "object" &&
    draft.files !== null &&
    (draft.base === undefined || typeof draft.base === "string") &&
    Object.values(draft.files).every(
      (file) => typeof file?.code === "string" && typeof file.id === "string",
    )
  );
}

export async function loadSandboxDraft(
  sandboxId: string,
  problemId: string | undefined,
  onBlocked: () => void,
): Promise<SandboxDraft | undefined> {
  const key = sandboxDraftKey(sandboxId, problemId);
  const stored = await onCodeStore(onBlocked, (db) => db.get(CODE_STORES.sandboxStore, key));
  // A record another version wrote in another shape is ignored, never half read.
  return isDraft(stored) ? stored : undefined;
}

export async function saveSandboxDraft(draft: SandboxDraft, onBlocked: () => void): Promise<void> {
  const key = sandboxDraftKey(draft.sandboxId, draft.problemId);
  await onCodeStore(onBlocked, (db) => db.put(CODE_STORES.sandboxStore, draft, key));
}

export async function deleteSandboxDraft(
  sandboxId: string,
  problemId: string | undefined,
  onBlocked: () => void,
): Promise<void> {
  const key = sandboxDraftKey(sandboxId, problemId);
  await onCodeStore(onBlocked, (db) => db.delete(CODE_STORES.sandboxStore, key));
}
