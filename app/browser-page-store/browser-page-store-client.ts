import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import type { PageResponse } from "~/contract/page";
import { pageExpiry } from "~/contract/values";
import { noopBrowserPageStore } from "./noop-browser-page-store";
import type { CachedPage, BrowserPageStore } from "./browser-page-store";

/**
 * The browser page store (./browser-page-store.ts says what it is for): one per tab, opened on first
 * use, the no-op cache on the server and where IndexedDB is unavailable. Its code and IndexedDB's
 * are chunks of their own, loaded when the cache is first used: the first client navigation
 * (browserPageStoreClientLoader), an invalidation, a logout. The first page's write waits for it.
 */
let opening: Promise<BrowserPageStore> | undefined;
let deferredWrites: { uri: string; page: PageResponse; expiresAt: number }[] = [];

function indexedDbOrUndefined(): IDBFactory | undefined {
  try {
    return typeof indexedDB === "undefined" ? undefined : indexedDB;
  } catch {
    // Some sandboxed frames throw on access.
    return undefined;
  }
}

async function openBrowserPageStore(): Promise<BrowserPageStore> {
  try {
    const [{ openIdbStore }, { createBrowserPageStore }] = await Promise.all([
      import("./idb-store"),
      import("./browser-page-store"),
    ]);
    const store = await openIdbStore({
      factory: indexedDbOrUndefined(),
      onBlocked: (message) => window.alert(message),
    });
    const cache = store ? createBrowserPageStore(store) : noopBrowserPageStore;
    // The pages written before the cache was open, with the expiry they had then.
    const writes = deferredWrites;
    deferredWrites = [];
    await Promise.all(writes.map((write) => cache.put(write.uri, write.page, write.expiresAt)));
    return cache;
  } catch (error) {
    // Its chunk failed to load: no caching, the pages come from the server.
    console.warn("the browser page store could not be loaded", error);
    return noopBrowserPageStore;
  }
}

export function getBrowserPageStore(): Promise<BrowserPageStore> {
  if (typeof window === "undefined") return Promise.resolve(noopBrowserPageStore);
  opening ??= openBrowserPageStore();
  return opening;
}

/** Logout: nothing of the user's stays cached. */
export async function clearBrowserPageStore(): Promise<void> {
  await (await getBrowserPageStore()).clear();
}

/** The address a page is cached under: path plus query (the hash is not part of the page). */
export function cacheUriOf(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

/**
 * Writes the page after it has loaded. Pages without a TTL are not written (they expire at once).
 * Pass `fromCache` to skip pages that came out of the cache. Before the cache is open (the first
 * page of a visit), the write waits for its opening, with the expiry it has now.
 */
export function useWriteBrowserPageStore(page: PageResponse | null | undefined, fromCache = false) {
  const location = useLocation();
  const uri = cacheUriOf(location);
  useEffect(() => {
    if (!page || fromCache) return;
    if (opening) void opening.then((cache) => cache.put(uri, page));
    else deferredWrites.push({ uri, page, expiresAt: pageExpiry(page, Date.now()) });
  }, [page, uri, fromCache]);
}

// Back/forward detection: the address a popstate went to, consumed by the next clientLoader.
// Capture phase, so it runs before the router's own popstate listener starts the navigation.
let traversalTarget: string | null = null;
if (typeof window !== "undefined") {
  window.addEventListener(
    "popstate",
    () => {
      traversalTarget = cacheUriOf(window.location);
    },
    { capture: true },
  );
}

/** True once for a load of `url` that a browser back/forward started. */
export function takeHistoryTraversal(url: URL): boolean {
  const target = traversalTarget;
  traversalTarget = null;
  return target !== null && target === cacheUriOf(url);
}

/** For tests: as if the browser had just gone back or forward to `uri`. */
export function simulateHistoryTraversal(uri: string | null) {
  traversalTarget = uri;
}

export interface PageLoaderData {
  page: PageResponse;
  expiresAt: number;
  /** The page came from the client cache (back/forward), not from the server. */
  fromCache?: boolean;
}

/**
 * The page route's clientLoader core: on back/forward a usable cached page that `accept` takes
 * shows at once; every other load (push, replace, revalidation, a miss, an expired or invalidated
 * entry) asks the server. Not used for the first paint (no `hydrate` flag): the server render
 * stays the source of truth. app/page/PageRoute.tsx wraps it.
 */
export async function browserPageStoreClientLoader<T>(
  { request, serverLoader }: { request: Request; serverLoader: () => Promise<T> },
  cache: () => Promise<BrowserPageStore> = getBrowserPageStore,
  accept: (url: URL, cached: CachedPage) => boolean = () => true,
): Promise<T | PageLoaderData> {
  const url = new URL(request.url);
  // The first client navigation opens the cache (and writes the first page, useWriteBrowserPageStore).
  const opened = cache();
  if (takeHistoryTraversal(url)) {
    const cached = await (await opened).getByUri(cacheUriOf(url));
    if (cached && accept(url, cached)) return { ...cached, fromCache: true };
  }
  return serverLoader();
}
