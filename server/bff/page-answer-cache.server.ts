import type { PageResponse } from "~/contract/page";
import type { DeviceType } from "~/contract/device";
import { logger } from "../shared/logger";
import { getEnv } from "./env.server";
import { PARSED_BYTES_PER_CHAR } from "./parsed-answers.server";
import { sharedStore } from "./shared-store-instance.server";
import {
  MemoryPageAnswerStore,
  type PageAnswerEntry,
  type PageAnswerStore,
  type StoredDocument,
} from "./page-answer-store.server";

/**
 * Documents one answer may hold: its variants (server/web/document-cache: the address as sent,
 * crawler or not, the date format) are few for real traffic; past this they render each time.
 */
const MAX_DOCUMENTS_PER_PAGE = 8;

/** An entry's own objects and its place in the store's map, beside its page and documents. */
const ENTRY_OVERHEAD_BYTES = 512;

/** How often the process's cache removes the entries past their stale bound (decision 047). */
const SWEEP_MS = 30_000;

/** How long a page upstream answered 404 is answered so without asking (decision 063). */
export const NOT_FOUND_MS = 30_000;
/** Not-found addresses remembered at most (a flood of junk paths forgets the oldest). */
const MAX_NOT_FOUND = 10_000;

/**
 * What an entry of this answer holds in memory before any document: the parsed page and the page
 * route's prepared copy of it (estimated from the answer's size: parsed-answers.server.ts), the
 * key (UTF-16 at worst) and the entry itself.
 */
function heldBytes(key: string, answerBytes: number): number {
  return answerBytes * PARSED_BYTES_PER_CHAR + key.length * 2 + ENTRY_OVERHEAD_BYTES;
}

/**
 * The page-answer cache (docs/decisions/018, named by 060): visitors' upstream page answers,
 * parsed, kept for the upstream's cacheInfo.TTL and served stale-while-revalidate. This module
 * decides what is kept and whether an entry is fresh; the store (page-answer-store.server.ts)
 * only keeps.
 */

/** What Server-Timing says of a page call: `cache;desc="hit"|"miss"|"stale"`. */
type CacheOutcome = "hit" | "miss" | "stale";

/** What the upstream call brought back, as far as the cache must know. */
export interface Offer {
  page: PageResponse;
  path: string;
  headers?: Headers;
  /** The answer's size in bytes when known (Content-Length); else measured. */
  bytes?: number;
  /** The answer's digest (revalidation: the next answer is compared with it). */
  digest?: string;
}

export interface PageAnswerCacheOptions {
  now?: () => number;
  /** How long (ms) after the TTL an entry may be served stale; unset: the TTL again. */
  staleMs?: number;
  /**
   * Every this many ms, entries past their stale bound are removed without being asked for
   * (an unref'd timer: it never keeps the process alive). Unset: only when looked up.
   */
  sweepMs?: number;
  /**
   * Revalidation (PAGE_ANSWER_CACHE=revalidate, decision 027): nothing is served without asking
   * upstream; an entry stands for what was made of its answer while upstream repeats it.
   */
  revalidate?: boolean;
}

/** The key: path, the query as sent upstream (sorted), the device class. */
export function pageAnswerKey(
  path: string,
  context: Record<string, string>,
  deviceType: DeviceType,
): string {
  const query = Object.keys(context)
    .sort()
    .map((name) => [name, context[name]]);
  return JSON.stringify([path, query, deviceType]);
}

/** The not-found memory's key: the path and context, not the device class (404 is for all). */
export function missingKey(path: string, context: Record<string, string>): string {
  return pageAnswerKey(path, context, "DESKTOP");
}

export class PageAnswerCache {
  private readonly now: () => number;
  /** Keys whose refresh runs now: one refresh per stale entry, and stale served meanwhile. */
  private readonly refreshing = new Set<string>();
  /** Upstream calls under way, by key: the misses of one key wait on one call (decision 063). */
  private readonly flights = new Map<string, Promise<unknown>>();
  /** Addresses upstream answered 404 (missingKey), with their path and until when. */
  private readonly missing = new Map<string, { path: string; until: number }>();

  constructor(
    readonly store: PageAnswerStore,
    private readonly options: PageAnswerCacheOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    // Revalidation keeps an entry while upstream repeats its answer, whatever its age: only the
    // store's caps bound it.
    if (options.sweepMs && !options.revalidate) {
      setInterval(() => void this.sweep(), options.sweepMs).unref();
    }
  }

  /** Removes every entry past its TTL and stale bound (none of them may be served again). */
  sweep(): Promise<void> {
    const now = this.now();
    return this.store.deleteWhere((entry) => now - entry.storedAt >= entry.ttlMs + entry.staleMs);
  }

  /** True when every page load asks upstream (no entry is served on its TTL alone). */
  get revalidates(): boolean {
    return this.options.revalidate === true;
  }

  /**
   * Revalidation: the key's entry as it stands, whatever its age (upstream judges it anew), for
   * its answer's digest to be compared with the next answer's.
   */
  current(key: string): Promise<PageAnswerEntry | undefined> {
    return this.store.get(key);
  }

  /**
   * A cached answer for the key: "hit" while fresh; "stale" past its TTL, with `refresh` true for
   * the one caller that must refresh it; nothing once it is older than the stale bound.
   */
  async lookup(
    key: string,
  ): Promise<
    { outcome: Exclude<CacheOutcome, "miss">; entry: PageAnswerEntry; refresh: boolean } | undefined
  > {
    const entry = await this.store.get(key);
    if (!entry) return undefined;
    const age = this.now() - entry.storedAt;
    if (age < entry.ttlMs) return { outcome: "hit", entry, refresh: false };
    if (age >= entry.ttlMs + entry.staleMs) {
      await this.store.delete(key);
      return undefined;
    }
    const refresh = !this.refreshing.has(key);
    if (refresh) this.refreshing.add(key);
    return { outcome: "stale", entry, refresh };
  }

  /**
   * Keeps a 2xx answer when it may be shared: a TTL above 0, no Set-Cookie. Returns the entry
   * kept, or undefined.
   */
  async offer(key: string, offer: Offer): Promise<PageAnswerEntry | undefined> {
    const ttl = offer.page.cacheInfo?.TTL;
    if (typeof ttl !== "number" || !(ttl > 0) || offer.headers?.has("set-cookie")) {
      await this.store.delete(key);
      return undefined;
    }
    const ttlMs = ttl * 1000;
    const entry: PageAnswerEntry = {
      page: offer.page,
      path: offer.path,
      pageId: offer.page.pageId,
      storedAt: this.now(),
      ttlMs,
      staleMs: this.options.staleMs ?? ttlMs,
      bytes: heldBytes(key, offer.bytes ?? Buffer.byteLength(JSON.stringify(offer.page))),
      digest: offer.digest,
    };
    await this.store.set(key, entry);
    return entry;
  }

  /**
   * The entry of the key while it is fresh (no stale one: that is refreshed by a page load).
   * Revalidation: none is fresh without an upstream answer (the document cache asks one).
   */
  async fresh(key: string): Promise<PageAnswerEntry | undefined> {
    if (this.revalidates) return undefined;
    const entry = await this.store.get(key);
    return entry && this.now() - entry.storedAt < entry.ttlMs ? entry : undefined;
  }

  /**
   * Adds a rendered document to the entry it was rendered from, when that entry is still the
   * key's (an edit or a refresh in between made the document stale) and has room for one more.
   */
  async attachDocument(
    key: string,
    source: PageAnswerEntry,
    documentKey: string,
    document: StoredDocument,
  ): Promise<boolean> {
    if ((await this.store.get(key)) !== source) return false;
    const documents = new Map(source.documents);
    if (!documents.has(documentKey) && documents.size >= MAX_DOCUMENTS_PER_PAGE) return false;
    const previous = documents.get(documentKey)?.bytes ?? 0;
    documents.set(documentKey, document);
    await this.store.set(key, {
      ...source,
      documents,
      bytes: source.bytes - previous + document.bytes,
    });
    return true;
  }

  /**
   * The key's call under way, or `call` started as it: every miss of one key meanwhile gets the
   * same answer from one upstream call.
   */
  shared<T>(key: string, call: () => Promise<T>): Promise<T> {
    const running = this.flights.get(key);
    if (running) return running as Promise<T>;
    const flight = call().finally(() => this.flights.delete(key));
    this.flights.set(key, flight);
    return flight;
  }

  /** Whether upstream answered 404 for this address less than NOT_FOUND_MS ago. */
  isMissing(key: string): boolean {
    const known = this.missing.get(key);
    if (!known) return false;
    if (known.until > this.now()) return true;
    this.missing.delete(key);
    return false;
  }

  /** Remembers a 404 of this address for NOT_FOUND_MS (an edit of its path forgets it). */
  rememberMissing(key: string, path: string): void {
    this.missing.delete(key);
    this.missing.set(key, { path, until: this.now() + NOT_FOUND_MS });
    if (this.missing.size > MAX_NOT_FOUND) {
      this.missing.delete(this.missing.keys().next().value as string);
    }
  }

  /** Runs the refresh of a stale entry; an answer that may not be kept removes the entry. */
  async refresh(key: string, load: () => Promise<Offer | undefined>): Promise<void> {
    try {
      const offer = await load();
      if (offer) await this.offer(key, offer);
      else await this.store.delete(key);
    } catch (error) {
      logger.warn(
        { event: "page-answer-cache-refresh-failed", err: String(error) },
        "refresh failed",
      );
      await this.store.delete(key);
    } finally {
      this.refreshing.delete(key);
    }
  }

  /** An edit of a page: every entry of its path, and of its pageId when known. */
  async invalidatePage(path: string, pageId?: string): Promise<void> {
    for (const [key, known] of this.missing) if (known.path === path) this.missing.delete(key);
    await this.store.deleteByPath(path);
    if (pageId) await this.store.deleteByPageId(pageId);
  }

  clear(): Promise<void> {
    this.missing.clear();
    return this.store.clear();
  }
}

let instance: PageAnswerCache | null | undefined;

/** The shared store's channel on which every instance hears of edited pages. */
const INVALIDATIONS = "page-cache";

interface Invalidation {
  path?: string;
  pageId?: string;
  all?: boolean;
}

/** Applies an invalidation heard on the channel to this instance's cache. */
function forget(raw: string): void {
  const cache = instance ?? undefined;
  if (!cache) return;
  let message: Invalidation;
  try {
    message = JSON.parse(raw) as Invalidation;
  } catch {
    return;
  }
  const done = message.all
    ? cache.clear()
    : typeof message.path === "string"
      ? cache.invalidatePage(
          message.path,
          typeof message.pageId === "string" ? message.pageId : undefined,
        )
      : Promise.resolve();
  done.catch((error: unknown) =>
    logger.warn({ event: "page-answer-cache-forget-failed", err: String(error) }, "forget failed"),
  );
}

/** This process's page-answer cache; undefined when PAGE_ANSWER_CACHE is off. */
export function pageAnswerCache(): PageAnswerCache | undefined {
  if (instance === undefined) {
    const env = getEnv();
    instance =
      env.pageAnswerCache !== "off"
        ? new PageAnswerCache(
            new MemoryPageAnswerStore({
              maxEntries: env.PAGE_ANSWER_CACHE_MAX_ENTRIES,
              maxBytes: Math.floor(env.PAGE_ANSWER_CACHE_MAX_MB * 1024 * 1024),
            }),
            {
              staleMs:
                env.PAGE_ANSWER_CACHE_STALE_SECONDS === undefined
                  ? undefined
                  : env.PAGE_ANSWER_CACHE_STALE_SECONDS * 1000,
              revalidate: env.pageAnswerCache === "revalidate",
              sweepMs: SWEEP_MS,
            },
          )
        : null;
    // Each instance keeps its own entries (a hit costs no network); edits reach all of them
    // through the shared store's channel (Redis pub/sub with REDIS_URL, docs/decisions/021).
    if (instance) sharedStore().subscribe(INVALIDATIONS, forget);
  }
  return instance ?? undefined;
}

/** An edit of a page: every instance forgets the entries of its path (and pageId). */
export async function announcePageEdit(path: string, pageId?: string): Promise<void> {
  if (!pageAnswerCache()) return;
  await sharedStore().publish(INVALIDATIONS, JSON.stringify({ path, pageId }));
}

/** An edit that shows on pages we cannot name (a form, an activity move): every entry goes. */
export async function announceAllPagesChanged(): Promise<void> {
  if (!pageAnswerCache()) return;
  await sharedStore().publish(INVALIDATIONS, JSON.stringify({ all: true }));
}
