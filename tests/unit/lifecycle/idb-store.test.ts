import { afterEach, describe, expect, it, vi } from "vitest";
import {
  openIdbStore,
  BROWSER_PAGE_STORE_DB,
  BROWSER_PAGE_STORE_VERSION,
  UPGRADE_BLOCKED_MESSAGE,
  upgradePlan,
} from "~/browser-page-store/idb-store";

/** Just enough of IDBDatabase for the upgrade and the open paths. */
function fakeDb(existing: string[]) {
  const stores = new Set(existing);
  const created: { name: string; keyPath: unknown; indexes: [string, string][] }[] = [];
  const db = {
    objectStoreNames: { [Symbol.iterator]: () => [...stores][Symbol.iterator](), length: 0 },
    deleteObjectStore: vi.fn((name: string) => stores.delete(name)),
    createObjectStore: vi.fn((name: string, options: { keyPath: string }) => {
      stores.add(name);
      const entry = { name, keyPath: options.keyPath, indexes: [] as [string, string][] };
      created.push(entry);
      return {
        createIndex: (index: string, keyPath: string) => entry.indexes.push([index, keyPath]),
      };
    }),
    close: vi.fn(),
    onversionchange: null as null | (() => void),
  };
  return { db, stores, created };
}

function fakeFactory() {
  const request: Record<string, unknown> & {
    result?: unknown;
    onupgradeneeded?: () => void;
    onblocked?: () => void;
    onerror?: (e: { preventDefault(): void }) => void;
    onsuccess?: () => void;
  } = {};
  const open = vi.fn(() => request);
  return { factory: { open } as unknown as IDBFactory, open, request };
}

afterEach(() => vi.useRealTimers());

describe("IndexedDB browser page store database", () => {
  it("an upgrade from any older version drops every store and creates pages and cells", () => {
    const plan = upgradePlan(["pages", "cells", "legacyThing"]);
    expect(plan.remove).toEqual(["pages", "cells", "legacyThing"]);
    expect(plan.create.map((s) => [s.name, s.keyPath])).toEqual([
      ["pages", "pageId"],
      ["cells", "pageId"],
    ]);
  });

  it("opens career-learning-pages at version 37 and wipes on upgrade", async () => {
    const { factory, open, request } = fakeFactory();
    const { db, stores, created } = fakeDb(["pages", "oldCells"]);
    const opening = openIdbStore({ factory, onBlocked: vi.fn() });
    expect(open).toHaveBeenCalledWith(BROWSER_PAGE_STORE_DB, BROWSER_PAGE_STORE_VERSION);
    expect([BROWSER_PAGE_STORE_DB, BROWSER_PAGE_STORE_VERSION]).toEqual([
      "career-learning-pages",
      37,
    ]);
    request.result = db;
    request.onupgradeneeded?.();
    expect(db.deleteObjectStore).toHaveBeenCalledTimes(2);
    expect([...stores]).toEqual(["pages", "cells"]);
    expect(created[0].indexes).toEqual([["uri", "uri"]]);
    request.onsuccess?.();
    const store = await opening;
    expect(store).not.toBeNull();
    // This tab never blocks another tab's upgrade.
    db.onversionchange?.();
    expect(db.close).toHaveBeenCalled();
  });

  it("blocked by another tab: tells the user and runs without a cache", async () => {
    const { factory, request } = fakeFactory();
    const onBlocked = vi.fn();
    const opening = openIdbStore({ factory, onBlocked });
    request.onblocked?.();
    expect(onBlocked).toHaveBeenCalledWith("Refresh all the open tabs of the product");
    expect(UPGRADE_BLOCKED_MESSAGE).toBe("Refresh all the open tabs of the product");
    expect(await opening).toBeNull();
    // A late success is closed at once.
    const { db } = fakeDb([]);
    request.result = db;
    request.onsuccess?.();
    expect(db.close).toHaveBeenCalled();
  });

  it("no IndexedDB, a throwing open, an error or a hang: no caching", async () => {
    expect(await openIdbStore({ factory: undefined, onBlocked: vi.fn() })).toBeNull();
    const throwing = {
      open: () => {
        throw new Error("SecurityError");
      },
    } as unknown as IDBFactory;
    expect(await openIdbStore({ factory: throwing, onBlocked: vi.fn() })).toBeNull();
    const failing = fakeFactory();
    const failed = openIdbStore({ factory: failing.factory, onBlocked: vi.fn() });
    const preventDefault = vi.fn();
    failing.request.onerror?.({ preventDefault });
    expect(await failed).toBeNull();
    expect(preventDefault).toHaveBeenCalled();
    vi.useFakeTimers();
    const hanging = fakeFactory();
    const hung = openIdbStore({ factory: hanging.factory, onBlocked: vi.fn(), timeoutMs: 3000 });
    vi.advanceTimersByTime(3000);
    expect(await hung).toBeNull();
  });
});
