import type {
  CellsRecord,
  BrowserPageStorage,
  PageRecord,
} from "~/browser-page-store/browser-page-store";

/** The browser page store's storage interface over two Maps, as IndexedDB behaves (copies, not refs). */
export function memoryStore() {
  const pages = new Map<string, PageRecord>();
  const cells = new Map<string, CellsRecord>();
  const copy = <T>(value: T | undefined): T | undefined =>
    value === undefined ? undefined : structuredClone(value);
  const store: BrowserPageStorage = {
    getPage: async (pageId) => copy(pages.get(pageId)),
    getCells: async (pageId) => copy(cells.get(pageId)),
    getPageIdByUri: async (uri) => [...pages.values()].find((p) => p.uri === uri)?.pageId,
    put: async (page, cellRecord) => {
      pages.set(page.pageId, structuredClone(page));
      cells.set(cellRecord.pageId, structuredClone(cellRecord));
    },
    setInvalidated: async (pageId) => {
      for (const [id, record] of pages) {
        if (pageId === null || id === pageId) pages.set(id, { ...record, invalidated: true });
      }
    },
    clear: async () => {
      pages.clear();
      cells.clear();
    },
  };
  return { store, pages, cells };
}
