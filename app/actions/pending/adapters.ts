import { keepPendingAssistant, type AssistantKind } from "~/assistant/pending-assistant";
import { saveDraft } from "~/practice/drafts";
import { keepPendingHint } from "~/practice/pending-hint";
import { textOf, type EffectsContext } from "./context";

/**
 * The pending kinds that existed before the registry, under their own names (docs/decisions/020):
 * adapters that hand the payload to the code that already handles the kind, not rewrites of it.
 */

/** EDITOR_ASSISTANT, AI_ASSISTANT: app/assistant/pending-assistant.ts, opened by the launcher. */
export function keepAssistant(kind: AssistantKind, data: unknown, ctx: EffectsContext): boolean {
  const pathname = ctx.address.split("?")[0];
  keepPendingAssistant(kind, pathname, textOf(data, "question") ?? "");
  // The launcher takes it when it mounts or the user changes: a revalidation renders it again.
  ctx.revalidate();
  return true;
}

/** EDITOR_HINT: app/practice/pending-hint.ts, unlocked by the code editor widget. */
export function keepHint(data: unknown): boolean {
  const problemId = textOf(data, "problemId");
  const hintId = textOf(data, "hintId");
  if (!problemId || !hintId) return false;
  keepPendingHint(problemId, hintId);
  return true;
}

/** EDITOR_COMPILER: the editor store's draft (app/practice/drafts.ts), loaded as the editor opens. */
export async function keepEditorCode(data: unknown): Promise<boolean> {
  const problemId = textOf(data, "problemId");
  const languageId = textOf(data, "languageId");
  const code = (data as { code?: unknown } | null)?.code;
  if (!problemId || !languageId || typeof code !== "string") return false;
  await saveDraft({ problemId, languageId, code }, () => {});
  return true;
}

/**
 * The sandbox author's kinds (PROBLEM_BUILDER, DRAFT_PROBLEM_METADATA, DRAFT_CODE_SANDBOX_DATA):
 * written where app/sandbox/pending-author.ts takes them. Its key is written out, not imported
 * (app/sandbox imports app/actions, so the reverse would be a cycle); a unit test holds them
 * equal by taking what this keeps with takePendingAuthorWork.
 */
export const SANDBOX_PENDING_KEY_PREFIX = "cl-pending-sandbox:";

export function keepAuthorWork(kind: string, data: unknown, storage: Storage | null): boolean {
  const sandboxId = textOf(data, "sandboxId");
  if (!sandboxId || !storage) return false;
  try {
    const work = { ...(data as object), kind, sandboxId };
    storage.setItem(SANDBOX_PENDING_KEY_PREFIX + kind, JSON.stringify(work));
    return true;
  } catch {
    return false;
  }
}
