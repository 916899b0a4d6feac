import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import type { PageResponse } from "~/contract/page";
import { openIdbStore } from "./idb-store";
import { createPageCache, noopPageCache, type CachedPage, type PageCache } from "./page-cache";

/**
 * The browser's page cache (./page-cache.ts says what it is for): one per tab, opened on first
 * use, the no-op cache on the server and where IndexedDB is unavailable.
 */
let opening: Promise<PageCache> | undefined;

function indexedDbOrUndefined(): IDBFactory | undefined {
  try {
    return typeof indexedDB === "undefined" ? undefined : indexedDB;
  } catch {
    // Some sandboxed frames throw on access.
    return undefined;
  }
}

export function getPageCache(): Promise<PageCache> {
  if (typeof window === "undefined") return Promise.resolve(noopPageCache);
  opening ??= openIdbStore({
    factory: indexedDbOrUndefined(),
    onBlocked: (message) => window.alert(message),
  }).then((store) => (store ? createPageCache(store) : noopPageCache));
  return opening;
}

/** Logout: nothing of the user's stays cached. */
export async function clearPageCache(): Promise<void> {
  await (await getPageCache()).clear();
}

/** The address a page is cached under: path plus query (the hash is not part of the page). */
export function cacheUriOf(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

/**
 * Writes the page after it has loaded. Pages without a TTL are not written (they expire at once).
 * Pass `fromCache` to skip pages that came out of the cache.
 */
export function useWritePageCache(page: PageResponse | null | undefined, fromCache = false) {
  const location = useLocation();
  const uri = cacheUriOf(location);
  useEffect(() => {
    if (!page || fromCache) return;
    void getPageCache().then((cache) => cache.put(uri, page));
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
export async function pageCacheClientLoader<T>(
  { request, serverLoader }: { request: Request; serverLoader: () => Promise<T> },
  cache: () => Promise<PageCache> = getPageCache,
  accept: (url: URL, cached: CachedPage) => boolean = () => true,
): Promise<T | PageLoaderData> {
  const url = new URL(request.url);
  if (takeHistoryTraversal(url)) {
    const cached = await (await cache()).getByUri(cacheUriOf(url));
    if (cached && accept(url, cached)) return { ...cached, fromCache: true };
  }
  return serverLoader();
}
