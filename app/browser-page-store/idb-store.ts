import type { CellsRecord, BrowserPageStorage, PageRecord } from "./browser-page-store";
import { UPGRADE_BLOCKED_MESSAGE } from "~/contract/page-texts";

/** Spec 01 section 9: the local database of the browser page store, at the spec's version. */
export const BROWSER_PAGE_STORE_DB = "career-learning-pages";
export const BROWSER_PAGE_STORE_VERSION = 37;
export const PAGES_STORE = "pages";
export const CELLS_STORE = "cells";
export const URI_INDEX = "uri";
/** Spec 01 section 8: another open tab holds the old version and blocks the upgrade. */
export { UPGRADE_BLOCKED_MESSAGE };
/** A database that neither opens nor fails within this time is treated as unavailable. */
export const OPEN_TIMEOUT_MS = 3000;

export interface StoreSpec {
  name: string;
  keyPath: string;
  indexes: { name: string; keyPath: string }[];
}

export const STORE_SPECS: readonly StoreSpec[] = [
  { name: PAGES_STORE, keyPath: "pageId", indexes: [{ name: URI_INDEX, keyPath: "uri" }] },
  { name: CELLS_STORE, keyPath: "pageId", indexes: [] },
];

/**
 * An upgrade from any older version wipes the cache: every existing store goes (whatever an old
 * version called it) and the current ones are created empty. Cached pages are disposable, so no
 * migration is worth its risk.
 */
export function upgradePlan(existingStores: readonly string[]) {
  return { remove: [...existingStores], create: STORE_SPECS };
}

function applyUpgrade(db: IDBDatabase) {
  const plan = upgradePlan(Array.from(db.objectStoreNames));
  for (const name of plan.remove) db.deleteObjectStore(name);
  for (const spec of plan.create) {
    const store = db.createObjectStore(spec.name, { keyPath: spec.keyPath });
    for (const index of spec.indexes) store.createIndex(index.name, index.keyPath);
  }
}

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function finished(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

/** The BrowserPageStorage over an open database. */
export function idbStore(db: IDBDatabase): BrowserPageStorage {
  const read = <T>(store: string, run: (s: IDBObjectStore) => IDBRequest<T>) =>
    settle(run(db.transaction(store, "readonly").objectStore(store)));
  return {
    getPage: (pageId) => read<PageRecord | undefined>(PAGES_STORE, (s) => s.get(pageId)),
    getCells: (pageId) => read<CellsRecord | undefined>(CELLS_STORE, (s) => s.get(pageId)),
    getPageIdByUri: async (uri) => {
      const key = await read(PAGES_STORE, (s) => s.index(URI_INDEX).getKey(uri));
      return typeof key === "string" ? key : undefined;
    },
    put: (page, cells) => {
      const tx = db.transaction([PAGES_STORE, CELLS_STORE], "readwrite");
      tx.objectStore(PAGES_STORE).put(page);
      tx.objectStore(CELLS_STORE).put(cells);
      return finished(tx);
    },
    setInvalidated: (pageId) => {
      const tx = db.transaction(PAGES_STORE, "readwrite");
      const store = tx.objectStore(PAGES_STORE);
      const cursor = store.openCursor(pageId ?? undefined);
      cursor.onsuccess = () => {
        const current = cursor.result;
        if (!current) return;
        current.update({ ...(current.value as PageRecord), invalidated: true });
        current.continue();
      };
      return finished(tx);
    },
    clear: () => {
      const tx = db.transaction([PAGES_STORE, CELLS_STORE], "readwrite");
      tx.objectStore(PAGES_STORE).clear();
      tx.objectStore(CELLS_STORE).clear();
      return finished(tx);
    },
  };
}

export interface OpenOptions {
  /** window.indexedDB, or undefined where there is none (private modes, old browsers). */
  factory: IDBFactory | undefined;
  /** Called when another tab blocks the upgrade (window.alert in the browser). */
  onBlocked: (message: string) => void;
  timeoutMs?: number;
}

/**
 * Opens the database at version 37. Resolves null (no caching) when there is no IndexedDB, the
 * open fails or throws, it is blocked by another tab (after telling the user), or it hangs.
 * Once open, the connection closes itself when another tab wants to upgrade, so this tab never
 * blocks a newer version.
 */
export function openIdbStore({
  factory,
  onBlocked,
  timeoutMs = OPEN_TIMEOUT_MS,
}: OpenOptions): Promise<BrowserPageStorage | null> {
  return new Promise((resolve) => {
    if (!factory) return resolve(null);
    let done = false;
    const finish = (store: BrowserPageStorage | null) => {
      if (done) return false;
      done = true;
      clearTimeout(timer);
      resolve(store);
      return true;
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(BROWSER_PAGE_STORE_DB, BROWSER_PAGE_STORE_VERSION);
    } catch {
      finish(null);
      return;
    }
    request.onupgradeneeded = () => {
      try {
        applyUpgrade(request.result);
      } catch {
        request.transaction?.abort();
      }
    };
    request.onblocked = () => {
      onBlocked(UPGRADE_BLOCKED_MESSAGE);
      finish(null);
    };
    request.onerror = (event) => {
      event?.preventDefault?.();
      finish(null);
    };
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close();
      // Too late (blocked or timed out): this tab runs without a cache; let others upgrade.
      if (!finish(idbStore(db))) db.close();
    };
  });
}
