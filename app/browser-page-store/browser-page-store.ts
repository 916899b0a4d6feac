import type { Cell, PageResponse } from "~/contract/page";
import { pageExpiry } from "~/contract/values";

/**
 * Spec 01 section 9: the browser page store. What it is for, and what it is not:
 * - the server render is the source of truth: the first paint of every document, every push
 *   navigation and every revalidation come from the server;
 * - after a page has loaded, it is written here (useWriteBrowserPageStore) with its expiry, now plus the
 *   page's TTL in seconds, else now (so pages without a TTL, e.g. personal pages, are never kept);
 *   the first page of a visit is written when the cache first opens (the first client navigation
 *   or use), as this code and IndexedDB's are not part of the first load (./browser-page-store-client.ts);
 * - on browser back/forward the page route's clientLoader shows a cached page at once, only when
 *   it is not expired and not invalidated; anything else goes to the server;
 * - invalidation (one page or all), logout and a schema upgrade take entries out of play.
 * The logic lives here, against a tiny storage interface; ./idb-store.ts is IndexedDB.
 */

/** The page with its cells left empty; cells live in their own store, keyed by the same page id. */
export type StoredPage = PageResponse;

export interface PageRecord {
  pageId: string;
  /** The address it was loaded for: path plus query. */
  uri: string;
  page: StoredPage;
  /** Epoch milliseconds. */
  expiresAt: number;
  invalidated: boolean;
  storedAt: number;
}

export interface CellsRecord {
  pageId: string;
  cells: Cell[];
}

/** What a storage must do; IndexedDB in the browser, a Map in the tests. */
export interface BrowserPageStorage {
  getPage(pageId: string): Promise<PageRecord | undefined>;
  /** The page id last stored for an address, if any. */
  getPageIdByUri(uri: string): Promise<string | undefined>;
  getCells(pageId: string): Promise<CellsRecord | undefined>;
  /** Writes both records at once (one transaction). */
  put(page: PageRecord, cells: CellsRecord): Promise<void>;
  /** Flags one page, or every page (null), as invalidated. */
  setInvalidated(pageId: string | null): Promise<void>;
  clear(): Promise<void>;
}

export interface CachedPage {
  page: PageResponse;
  expiresAt: number;
}

export interface BrowserPageStore {
  /** True when backed by a storage; false for the no-op cache. */
  readonly enabled: boolean;
  get(pageId: string): Promise<CachedPage | undefined>;
  getByUri(uri: string): Promise<CachedPage | undefined>;
  put(uri: string, page: PageResponse, expiresAt?: number): Promise<void>;
  invalidate(pageId: string): Promise<void>;
  invalidateAll(): Promise<void>;
  clear(): Promise<void>;
}

/** Usable: not expired and not flagged invalidated. */
export function isUsable(record: Pick<PageRecord, "expiresAt" | "invalidated">, now: number) {
  return !record.invalidated && record.expiresAt > now;
}

function warn(operation: string, error: unknown) {
  console.warn(`browser page store: ${operation} failed`, error);
}

/** A storage failure (quota, a closed database) means "not cached", never a broken page. */
async function quietly<T>(operation: string, run: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    warn(operation, error);
    return fallback;
  }
}

/**
 * Every component cell carries the widget the server resolved for it (schemas.server.ts). A page
 * stored by an older build lacks it and could not render: it counts as not cached.
 */
export function cellsResolved(cells: readonly Cell[]): boolean {
  return cells.every((cell) => cell.cellType !== "CELL_COMPONENT" || cell.widget !== undefined);
}

export function createBrowserPageStore(
  store: BrowserPageStorage,
  now: () => number = Date.now,
): BrowserPageStore {
  async function read(pageId: string): Promise<CachedPage | undefined> {
    const record = await store.getPage(pageId);
    if (!record || !isUsable(record, now())) return undefined;
    const cells = await store.getCells(pageId);
    if (!cells || !cellsResolved(cells.cells)) return undefined;
    return { page: { ...record.page, cells: cells.cells }, expiresAt: record.expiresAt };
  }

  return {
    enabled: true,
    get: (pageId) => quietly("get", () => read(pageId), undefined),
    getByUri: (uri) =>
      quietly(
        "get",
        async () => {
          const pageId = await store.getPageIdByUri(uri);
          if (pageId === undefined) return undefined;
          const record = await store.getPage(pageId);
          // The id may since have been stored for another address (query variants).
          return record?.uri === uri ? read(pageId) : undefined;
        },
        undefined,
      ),
    put: (uri, page, expiresAt) =>
      quietly(
        "put",
        async () => {
          const at = now();
          const expiry = expiresAt ?? pageExpiry(page, at);
          // Expired on arrival (no TTL): there is nothing it could ever be used for.
          if (expiry <= at) return;
          await store.put(
            {
              pageId: page.pageId,
              uri,
              page: { ...page, cells: [] },
              expiresAt: expiry,
              invalidated: false,
              storedAt: at,
            },
            { pageId: page.pageId, cells: page.cells },
          );
        },
        undefined,
      ),
    invalidate: (pageId) => quietly("invalidate", () => store.setInvalidated(pageId), undefined),
    invalidateAll: () => quietly("invalidateAll", () => store.setInvalidated(null), undefined),
    clear: () => quietly("clear", () => store.clear(), undefined),
  };
}
