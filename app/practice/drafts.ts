import type { IDBPDatabase } from "idb";
import { CODE_STORES, editorDraftKey } from "~/contract/code-values";

/**
 * The offline code stores (spec 02 sections 3 and 9) in IndexedDB through `idb`: the editor
 * store keyed by problem, language, optional extra key and the draft suffix; the sandbox store.
 * Version 2 recreates both. Without IndexedDB (private modes, old browsers) every call is a
 * no-op and the editor still works.
 */
export interface EditorDraft {
  problemId: string;
  languageId: string;
  code: string;
}

/** Spec 02 section 8: another open tab holds an older version of the store (ours: its words). */
export const CODE_STORE_BLOCKED =
  "Please refresh all open tabs of this site: an older tab is keeping your saved code from updating.";

let opening: Promise<IDBPDatabase | null> | undefined;

function openCodeStore(onBlocked: () => void): Promise<IDBPDatabase | null> {
  if (typeof indexedDB === "undefined") return Promise.resolve(null);
  opening ??= import("idb")
    .then(({ openDB }) =>
      openDB(CODE_STORES.sandboxDatabase, CODE_STORES.sandboxVersion, {
        upgrade(db) {
          for (const name of [CODE_STORES.editorStore, CODE_STORES.sandboxStore]) {
            if (db.objectStoreNames.contains(name)) db.deleteObjectStore(name);
            db.createObjectStore(name);
          }
        },
        blocked: onBlocked,
        blocking(_current, _next, event) {
          // A newer tab wants to upgrade, or logout deletes the database: step aside so that it
          // is not blocked by us, and open anew next time.
          (event.target as IDBDatabase | null)?.close();
          opening = undefined;
        },
      }),
    )
    .catch(() => null);
  return opening;
}

/**
 * One call on the code database (the editor store and the sandbox store, app/sandbox/drafts.ts,
 * share it and its version upgrade); nothing (undefined) without IndexedDB or when the call fails.
 */
export async function onCodeStore<T>(
  onBlocked: () => void,
  call: (db: IDBPDatabase) => Promise<T>,
): Promise<T | undefined> {
  const db = await openCodeStore(onBlocked);
  if (!db) return undefined;
  try {
    return await call(db);
  } catch {
    // A full, closed or deleted store loses the draft, never the code on the screen.
    return undefined;
  }
}

export function loadDraft(
  problemId: string,
  languageId: string,
  onBlocked: () => void,
  extraKey?: string,
): Promise<EditorDraft | undefined> {
  const key = editorDraftKey(problemId, languageId, extraKey);
  return onCodeStore(onBlocked, (db) => db.get(CODE_STORES.editorStore, key));
}

export async function saveDraft(
  draft: EditorDraft,
  onBlocked: () => void,
  extraKey?: string,
): Promise<void> {
  const key = editorDraftKey(draft.problemId, draft.languageId, extraKey);
  await onCodeStore(onBlocked, (db) => db.put(CODE_STORES.editorStore, draft, key));
}

export async function deleteDraft(
  problemId: string,
  languageId: string,
  onBlocked: () => void,
  extraKey?: string,
): Promise<void> {
  const key = editorDraftKey(problemId, languageId, extraKey);
  await onCodeStore(onBlocked, (db) => db.delete(CODE_STORES.editorStore, key));
}
