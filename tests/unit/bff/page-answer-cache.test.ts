import { describe, expect, it } from "vitest";
import type { PageResponse } from "~/contract/page";
import {
  NOT_FOUND_MS,
  PageAnswerCache,
  pageAnswerKey,
  type Offer,
} from "~server/bff/page-answer-cache.server";
import { MemoryPageAnswerStore, type PageAnswerEntry } from "~server/bff/page-answer-store.server";
import { PARSED_BYTES_PER_CHAR } from "~server/bff/parsed-answers.server";

/** A clock the test moves by hand: no sleeps, no timing assertions. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function page(pageId: string, ttl?: number): PageResponse {
  return {
    pageId,
    cells: [],
    pageData: {},
    ...(ttl === undefined ? {} : { cacheInfo: { TTL: ttl } }),
  } as PageResponse;
}

function offer(pageId: string, ttl?: number, extra: Partial<Offer> = {}): Offer {
  return { page: page(pageId, ttl), path: `/${pageId}`, bytes: 100, ...extra };
}

function entry(path: string, bytes = 100): PageAnswerEntry {
  return { page: page(path), path, storedAt: 0, ttlMs: 1000, staleMs: 1000, bytes };
}

describe("pageAnswerKey", () => {
  it("sorts the query, and tells device classes apart", () => {
    const a = pageAnswerKey("/x", { b: "2", a: "1" }, "DESKTOP");
    expect(pageAnswerKey("/x", { a: "1", b: "2" }, "DESKTOP")).toBe(a);
    expect(pageAnswerKey("/x", { a: "1", b: "2" }, "MOBILE")).not.toBe(a);
    expect(pageAnswerKey("/x", { a: "1" }, "DESKTOP")).not.toBe(a);
    // No way to forge one key from another's parts.
    expect(pageAnswerKey("/x", { "a=1&b": "2" }, "DESKTOP")).not.toBe(a);
  });
});

describe("MemoryPageAnswerStore (LRU)", () => {
  it("drops the least recently used entry beyond its entry cap", async () => {
    const store = new MemoryPageAnswerStore({ maxEntries: 2, maxBytes: 10_000 });
    await store.set("a", entry("/a"));
    await store.set("b", entry("/b"));
    await store.get("a");
    await store.set("c", entry("/c"));
    expect(await store.get("b")).toBeUndefined();
    expect(await store.get("a")).toBeDefined();
    expect(await store.get("c")).toBeDefined();
    expect(store.size).toBe(2);
  });

  it("holds its byte cap, counts a replaced entry once, and refuses one larger than the cap", async () => {
    const store = new MemoryPageAnswerStore({ maxEntries: 100, maxBytes: 250 });
    await store.set("a", entry("/a", 100));
    await store.set("a", entry("/a", 120));
    expect(store.totalBytes).toBe(120);
    await store.set("b", entry("/b", 100));
    await store.set("c", entry("/c", 100));
    expect(await store.get("a")).toBeUndefined();
    expect(store.totalBytes).toBe(200);
    await store.set("huge", entry("/huge", 251));
    expect(await store.get("huge")).toBeUndefined();
    expect(store.size).toBe(2);
  });

  it("deletes by path, by pageId, and clears", async () => {
    const store = new MemoryPageAnswerStore({ maxEntries: 100, maxBytes: 10_000 });
    await store.set("a1", entry("/a"));
    await store.set("a2", entry("/a"));
    await store.set("b", { ...entry("/b"), pageId: "page-b" });
    await store.set("c", entry("/c"));
    await store.deleteByPath("/a");
    expect(store.size).toBe(2);
    await store.deleteByPageId("page-b");
    expect(await store.get("b")).toBeUndefined();
    await store.clear();
    expect(store.size).toBe(0);
    expect(store.totalBytes).toBe(0);
  });
});

describe("PageAnswerCache (TTL and stale-while-revalidate)", () => {
  function cache(staleMs?: number) {
    const time = clock();
    const store = new MemoryPageAnswerStore({ maxEntries: 100, maxBytes: 1_000_000 });
    return { time, store, cache: new PageAnswerCache(store, { now: time.now, staleMs }) };
  }

  it("is a hit until the TTL, stale (one refresh) until twice the TTL, then gone", async () => {
    const { time, cache: c } = cache();
    expect(await c.offer("k", offer("p", 10))).toBeDefined();
    time.advance(9_999);
    expect(await c.lookup("k")).toMatchObject({ outcome: "hit", refresh: false });
    time.advance(1);
    expect(await c.lookup("k")).toMatchObject({ outcome: "stale", refresh: true });
    // A refresh is already running: served stale, no second refresh.
    expect(await c.lookup("k")).toMatchObject({ outcome: "stale", refresh: false });
    time.advance(10_000);
    expect(await c.lookup("k")).toBeUndefined();
    expect(await c.store.get("k")).toBeUndefined();
  });

  it("removes entries past their stale bound without their being looked up", async () => {
    const { time, cache: c, store } = cache();
    await c.offer("old", offer("old", 10));
    time.advance(15_000);
    await c.offer("new", offer("new", 10));
    await c.sweep();
    // Stale but within its bound: still there (a lookup would serve and refresh it).
    expect(store.size).toBe(2);
    time.advance(5_000);
    await c.sweep();
    expect(store.size).toBe(1);
    expect(await store.get("new")).toBeDefined();
  });

  it("counts what an entry holds: the parsed page, not the answer's bytes alone", async () => {
    const { cache: c, store } = cache();
    const kept = await c.offer("k", offer("p", 10, { bytes: 1000 }));
    expect(kept?.bytes).toBeGreaterThanOrEqual(1000 * PARSED_BYTES_PER_CHAR);
    expect(store.totalBytes).toBe(kept?.bytes);
  });

  it("keeps nothing with a TTL of 0 or none, nor an answer that sets a cookie", async () => {
    const { cache: c, store } = cache();
    expect(await c.offer("zero", offer("p", 0))).toBeUndefined();
    expect(await c.offer("none", offer("p"))).toBeUndefined();
    const cookie = new Headers({ "set-cookie": "a=b" });
    expect(await c.offer("cookie", offer("p", 60, { headers: cookie }))).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it("a refresh replaces the entry, and the next stale one may refresh again", async () => {
    const { time, cache: c } = cache();
    await c.offer("k", offer("old", 10));
    time.advance(10_000);
    expect((await c.lookup("k"))?.refresh).toBe(true);
    await c.refresh("k", () => Promise.resolve(offer("new", 10)));
    const found = await c.lookup("k");
    expect(found).toMatchObject({ outcome: "hit" });
    expect(found?.entry.page.pageId).toBe("new");
    time.advance(10_000);
    expect((await c.lookup("k"))?.refresh).toBe(true);
  });

  it("a refresh that fails, or brings an answer not to keep, removes the entry", async () => {
    const { time, cache: c, store } = cache();
    await c.offer("k", offer("p", 10));
    time.advance(10_000);
    await c.lookup("k");
    await c.refresh("k", () => Promise.resolve(undefined));
    expect(await store.get("k")).toBeUndefined();

    await c.offer("k", offer("p", 10));
    time.advance(10_000);
    await c.lookup("k");
    await c.refresh("k", () => Promise.reject(new Error("upstream down")));
    expect(await store.get("k")).toBeUndefined();

    await c.offer("k", offer("p", 10));
    time.advance(10_000);
    await c.lookup("k");
    await c.refresh("k", () => Promise.resolve(offer("p", 0)));
    expect(await store.get("k")).toBeUndefined();
  });

  it("honours a stale bound of its own", async () => {
    const { time, cache: c } = cache(2_000);
    await c.offer("k", offer("p", 10));
    time.advance(11_999);
    expect((await c.lookup("k"))?.outcome).toBe("stale");
    time.advance(1);
    expect(await c.lookup("k")).toBeUndefined();
  });

  it("invalidates a page by its path and its pageId (an alias)", async () => {
    const { cache: c, store } = cache();
    await c.offer("a", offer("p", 60, { path: "/p" }));
    await c.offer("b", offer("p", 60, { path: "/alias-of-p" }));
    await c.offer("c", offer("q", 60, { path: "/q" }));
    await c.invalidatePage("/p", "p");
    expect(store.size).toBe(1);
    expect(await store.get("c")).toBeDefined();
    await c.clear();
    expect(store.size).toBe(0);
  });
});

describe("PageAnswerCache under revalidation (decision 027)", () => {
  it("serves nothing on its TTL alone, and keeps the answer's digest for the next answer", async () => {
    const time = clock();
    const store = new MemoryPageAnswerStore({ maxEntries: 100, maxBytes: 1_000_000 });
    const c = new PageAnswerCache(store, { now: time.now, revalidate: true });
    expect(c.revalidates).toBe(true);
    const kept = await c.offer("k", offer("p", 60, { digest: "d1" }));
    expect(kept?.digest).toBe("d1");
    // Never fresh without asking upstream, however young.
    expect(await c.fresh("k")).toBeUndefined();
    // Judged anew by upstream at any age: the entry as it stands.
    time.advance(3_600_000);
    expect(await c.current("k")).toBe(kept);
    // The same rules of what may be kept.
    expect(await c.offer("z", offer("p", 0, { digest: "d2" }))).toBeUndefined();
    expect(new PageAnswerCache(store).revalidates).toBe(false);
  });
});

describe("PageAnswerCache: one call per key, and unknown pages remembered (decision 063)", () => {
  it("gives every concurrent miss of one key the one call under way", async () => {
    const cache = new PageAnswerCache(
      new MemoryPageAnswerStore({ maxEntries: 10, maxBytes: 10_000 }),
    );
    let calls = 0;
    let release: (value: string) => void = () => {};
    const call = () => {
      calls++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const waiting = [cache.shared("k", call), cache.shared("k", call), cache.shared("k", call)];
    const other = cache.shared("other", () => Promise.resolve("own"));
    release("answer");
    expect(await Promise.all(waiting)).toEqual(["answer", "answer", "answer"]);
    expect(await other).toBe("own");
    expect(calls).toBe(1);
    // Once it has answered, the next miss calls again.
    await cache.shared("k", async () => (calls++, "next"));
    expect(calls).toBe(2);
  });

  it("answers a 404 from memory for a while; an edit of its path forgets it", async () => {
    const time = clock();
    const cache = new PageAnswerCache(
      new MemoryPageAnswerStore({ maxEntries: 10, maxBytes: 10_000 }),
      {
        now: time.now,
      },
    );
    cache.rememberMissing("gone", "/gone");
    expect(cache.isMissing("gone")).toBe(true);
    time.advance(NOT_FOUND_MS);
    expect(cache.isMissing("gone")).toBe(false);
    cache.rememberMissing("gone", "/gone");
    await cache.invalidatePage("/gone");
    expect(cache.isMissing("gone")).toBe(false);
    cache.rememberMissing("gone", "/gone");
    await cache.clear();
    expect(cache.isMissing("gone")).toBe(false);
  });
});
