import { afterEach, describe, expect, it, vi } from "vitest";
import type { PageResponse } from "~/contract/page";
import { noopBrowserPageStore } from "~/browser-page-store/noop-browser-page-store";
import {
  createBrowserPageStore,
  isUsable,
  type BrowserPageStorage,
} from "~/browser-page-store/browser-page-store";
import {
  browserPageStoreClientLoader,
  simulateHistoryTraversal,
  takeHistoryTraversal,
} from "~/browser-page-store/browser-page-store-client";
import { memoryStore } from "./memory-store";

const T0 = 1_700_000_000_000;

function page(pageId: string, ttl?: number): PageResponse {
  return {
    pageId,
    cells: [
      {
        id: "c1",
        cellType: "CELL_COMPONENT",
        componentType: "TEXT",
        widget: { status: "ok", data: {} },
      },
    ],
    pageData: { title: pageId },
    cacheInfo: ttl === undefined ? undefined : { TTL: ttl },
  } as PageResponse;
}

function setup() {
  let now = T0;
  const memory = memoryStore();
  const cache = createBrowserPageStore(memory.store, () => now);
  return { cache, memory, advance: (ms: number) => (now += ms) };
}

describe("browser page store (spec 01 section 9)", () => {
  it("keeps a page until now + TTL seconds, with its cells in their own store", async () => {
    const { cache, memory, advance } = setup();
    await cache.put("/course/a", page("course-a", 300));
    expect(memory.pages.get("course-a")).toMatchObject({
      uri: "/course/a",
      expiresAt: T0 + 300_000,
      invalidated: false,
      page: { cells: [] },
    });
    expect(memory.cells.get("course-a")?.cells).toHaveLength(1);
    const hit = await cache.get("course-a");
    expect(hit?.page.cells).toHaveLength(1);
    expect(hit?.page.pageData.title).toBe("course-a");
    expect(await cache.getByUri("/course/a")).toEqual(hit);
    advance(299_999);
    expect(await cache.get("course-a")).toBeDefined();
    advance(1);
    expect(await cache.get("course-a")).toBeUndefined();
    expect(await cache.getByUri("/course/a")).toBeUndefined();
  });

  it("takes a stored page whose component cells the server did not resolve as not cached", async () => {
    const { cache } = setup();
    const old = page("old-build", 300);
    old.cells = [{ id: "c1", cellType: "CELL_COMPONENT", componentType: "TEXT" }];
    await cache.put("/old", old);
    expect(await cache.get("old-build")).toBeUndefined();
    await cache.put("/new", page("new-build", 300));
    expect(await cache.get("new-build")).toBeDefined();
  });

  it("never keeps a page without a TTL (its expiry is now)", async () => {
    const { cache, memory } = setup();
    await cache.put("/orders", page("orders"));
    await cache.put("/my-courses", page("my-courses", 0));
    expect(memory.pages.size).toBe(0);
  });

  it("takes an explicit expiry when given", async () => {
    const { cache } = setup();
    await cache.put("/x", page("x"), T0 + 5000);
    expect((await cache.get("x"))?.expiresAt).toBe(T0 + 5000);
  });

  it("misses an invalidated page; invalidateAll flags every page", async () => {
    const { cache } = setup();
    await cache.put("/a", page("a", 60));
    await cache.put("/b", page("b", 60));
    await cache.invalidate("a");
    expect(await cache.get("a")).toBeUndefined();
    expect(await cache.get("b")).toBeDefined();
    await cache.invalidateAll();
    expect(await cache.get("b")).toBeUndefined();
    // Writing the page again (after it loaded) makes it usable again.
    await cache.put("/a", page("a", 60));
    expect(await cache.get("a")).toBeDefined();
  });

  it("finds a page by its address only for the address it was stored under", async () => {
    const { cache } = setup();
    await cache.put("/search?q=1", page("search", 60));
    await cache.put("/search?q=2", page("search", 60));
    expect(await cache.getByUri("/search?q=1")).toBeUndefined();
    expect(await cache.getByUri("/search?q=2")).toBeDefined();
    expect(await cache.getByUri("/nowhere")).toBeUndefined();
  });

  it("clear() (logout) empties both stores", async () => {
    const { cache, memory } = setup();
    await cache.put("/a", page("a", 60));
    await cache.clear();
    expect(memory.pages.size + memory.cells.size).toBe(0);
    expect(await cache.get("a")).toBeUndefined();
  });

  it("a failing storage means 'not cached', never an error", async () => {
    const failing: BrowserPageStorage = {
      getPage: () => Promise.reject(new Error("closed")),
      getCells: () => Promise.reject(new Error("closed")),
      getPageIdByUri: () => Promise.reject(new Error("closed")),
      put: () => Promise.reject(new Error("quota")),
      setInvalidated: () => Promise.reject(new Error("closed")),
      clear: () => Promise.reject(new Error("closed")),
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const cache = createBrowserPageStore(failing, () => T0);
    await expect(cache.put("/a", page("a", 60))).resolves.toBeUndefined();
    await expect(cache.get("a")).resolves.toBeUndefined();
    await expect(cache.getByUri("/a")).resolves.toBeUndefined();
    await expect(cache.invalidateAll()).resolves.toBeUndefined();
    await expect(cache.clear()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("usable means neither expired nor invalidated", () => {
    expect(isUsable({ expiresAt: T0 + 1, invalidated: false }, T0)).toBe(true);
    expect(isUsable({ expiresAt: T0, invalidated: false }, T0)).toBe(false);
    expect(isUsable({ expiresAt: T0 + 1, invalidated: true }, T0)).toBe(false);
  });

  it("the no-op cache (storage unavailable) stores nothing", async () => {
    expect(noopBrowserPageStore.enabled).toBe(false);
    await noopBrowserPageStore.put("/a", page("a", 60));
    expect(await noopBrowserPageStore.get("a")).toBeUndefined();
  });
});

describe("the page route's clientLoader: cache only on back/forward", () => {
  afterEach(() => simulateHistoryTraversal(null));

  async function cacheWith(uri: string, p: PageResponse) {
    const { cache } = setup();
    await cache.put(uri, p);
    return () => Promise.resolve(cache);
  }
  const request = (path: string) => new Request(`http://app.test${path}`);

  it("serves a usable cached page on back/forward, without calling the server", async () => {
    const cache = await cacheWith("/course/a?x=1", page("course-a", 60));
    simulateHistoryTraversal("/course/a?x=1");
    const serverLoader = vi.fn(async () => ({ page: page("server"), expiresAt: 0 }));
    const data = await browserPageStoreClientLoader(
      { request: request("/course/a?x=1"), serverLoader },
      cache,
    );
    expect(serverLoader).not.toHaveBeenCalled();
    expect(data).toMatchObject({ fromCache: true, page: { pageId: "course-a" } });
  });

  it("asks the server on push, revalidation and cache misses", async () => {
    const cache = await cacheWith("/course/a", page("course-a", 60));
    const serverLoader = vi.fn(async () => ({ page: page("server"), expiresAt: 0 }));
    // Push: no traversal.
    await browserPageStoreClientLoader({ request: request("/course/a"), serverLoader }, cache);
    // Traversal to another address than the load.
    simulateHistoryTraversal("/other");
    await browserPageStoreClientLoader({ request: request("/course/a"), serverLoader }, cache);
    // Traversal, but nothing cached there.
    simulateHistoryTraversal("/course/b");
    await browserPageStoreClientLoader({ request: request("/course/b"), serverLoader }, cache);
    expect(serverLoader).toHaveBeenCalledTimes(3);
  });

  it("a traversal is used once", () => {
    simulateHistoryTraversal("/a");
    expect(takeHistoryTraversal(new URL("http://app.test/a"))).toBe(true);
    expect(takeHistoryTraversal(new URL("http://app.test/a"))).toBe(false);
  });
});
