import { CODE_STORES, COMPILER_DRAFT_ID, editorDraftKey } from "~/contract/code-values";
import { onCodeStore } from "./drafts";

/**
 * The standalone compiler's drafts, one per language: the editor store of `career-learning-code`
 * (key `online-compiler-{languageId}-draft`, docs/contract.md "Browser stores") keeps them over a
 * reload; a map in memory hands them back at once when the learner switches languages.
 */
export interface CompilerDraft {
  code: string;
  input: string;
}

const inMemory = new Map<string, CompilerDraft>();
const noBlockedNotice = () => {};

/** The draft this tab already holds for a language (synchronous: for the first render). */
export function draftInMemory(languageId: string): CompilerDraft | undefined {
  return inMemory.get(languageId);
}

/** The stored draft of a language, if any (none without IndexedDB). */
export async function loadCompilerDraft(languageId: string): Promise<CompilerDraft | undefined> {
  const key = editorDraftKey(COMPILER_DRAFT_ID, languageId);
  const stored = await onCodeStore(noBlockedNotice, (db) => db.get(CODE_STORES.editorStore, key));
  const record = stored as { code?: unknown; input?: unknown } | undefined;
  if (typeof record?.code !== "string") return undefined;
  const draft = { code: record.code, input: typeof record.input === "string" ? record.input : "" };
  inMemory.set(languageId, draft);
  return draft;
}

/** Keeps a language's draft: in memory at once, in the store after the learner pauses. */
export function keepCompilerDraft(languageId: string, draft: CompilerDraft): void {
  inMemory.set(languageId, draft);
  schedule(languageId);
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();
const SAVE_AFTER_MS = 400;

function schedule(languageId: string) {
  clearTimeout(timers.get(languageId));
  timers.set(
    languageId,
    setTimeout(() => void flushCompilerDraft(languageId), SAVE_AFTER_MS),
  );
}

/** Writes a language's draft now (before leaving its page). */
export async function flushCompilerDraft(languageId: string): Promise<void> {
  clearTimeout(timers.get(languageId));
  timers.delete(languageId);
  const draft = inMemory.get(languageId);
  if (!draft) return;
  const key = editorDraftKey(COMPILER_DRAFT_ID, languageId);
  const record = { problemId: COMPILER_DRAFT_ID, languageId, ...draft };
  await onCodeStore(noBlockedNotice, (db) => db.put(CODE_STORES.editorStore, record, key));
}
