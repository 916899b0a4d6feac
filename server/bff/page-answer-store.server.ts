import type { PageResponse } from "~/contract/page";

/**
 * One cached page answer: the parsed page (the contract schema's output, so a hit parses
 * nothing), the page it belongs to (for invalidation) and its clock.
 */
export interface PageAnswerEntry {
  page: PageResponse;
  /** The page's path as asked for (pageUriOf): an edit of that path removes the entry. */
  path: string;
  /** The upstream's pageId, when it sent one: an edit reached through an alias removes it too. */
  pageId?: string;
  /** When the answer arrived (ms since the epoch, the cache's clock). */
  storedAt: number;
  /** cacheInfo.TTL in ms: fresh until storedAt + ttlMs. */
  ttlMs: number;
  /** How long after the TTL the entry may still be served stale (once, while it is refreshed). */
  staleMs: number;
  /**
   * What the entry holds in memory, estimated, for the size cap (decision 047): the parsed page
   * and its prepared copy (the answer's size times PARSED_BYTES_PER_CHAR), its key, and its stored
   * documents as the strings they are.
   */
  bytes: number;
  /** The answer's digest, kept under PAGE_ANSWER_CACHE=revalidate (decision 027). */
  digest?: string;
  /**
   * Server-rendered HTML of this answer for visitors, by document key (server/web/document-cache):
   * it lives and dies with the entry, so an edit or a refresh drops it too.
   */
  documents?: ReadonlyMap<string, StoredDocument>;
}

/** What differs per request in a stored document: filled in for each answer. */
export type DocumentSlot = "nonce" | "csrfToken" | "requestId" | "renderedAt" | "expiresAt";

/**
 * A page's HTML cut at the request's own values: parts[0] slot[0] parts[1] ... parts[n], each
 * part a view of the one UTF-8 body (outside V8's heap).
 */
export interface StoredDocument {
  parts: Buffer[];
  slots: DocumentSlot[];
  /** The answer's headers that hold for every visitor (no Set-Cookie, no CSP, no request id). */
  headers: [string, string][];
  bytes: number;
}

/**
 * Where cached pages live: in each instance (MemoryPageAnswerStore), with or without REDIS_URL,
 * which carries only the invalidations between instances (decision 021). A store shared by
 * several instances would implement the same calls; every call is asynchronous for that reason. Expired entries are the caller's to judge; a store
 * may drop an entry at any time (its size cap).
 */
export interface PageAnswerStore {
  get(key: string): Promise<PageAnswerEntry | undefined>;
  set(key: string, entry: PageAnswerEntry): Promise<void>;
  delete(key: string): Promise<void>;
  /** Removes every entry of this path (all queries, device classes). */
  deleteByPath(path: string): Promise<void>;
  /** Removes every entry whose answer carried this pageId. */
  deleteByPageId(pageId: string): Promise<void>;
  /** Removes every entry that `match` picks (the cache's sweep of expired entries). */
  deleteWhere(match: (entry: PageAnswerEntry) => boolean): Promise<void>;
  clear(): Promise<void>;
}

export interface MemoryStoreLimits {
  maxEntries: number;
  maxBytes: number;
}

/**
 * An LRU map in process: a Map keeps insertion order, so a read moves its entry to the end and
 * the first entries are the least recently used; the size cap counts entries and bytes. An entry
 * larger than the byte cap on its own is not kept.
 */
export class MemoryPageAnswerStore implements PageAnswerStore {
  private readonly entries = new Map<string, PageAnswerEntry>();
  private bytes = 0;

  constructor(private readonly limits: MemoryStoreLimits) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): Promise<PageAnswerEntry | undefined> {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return Promise.resolve(entry);
  }

  set(key: string, entry: PageAnswerEntry): Promise<void> {
    this.remove(key);
    if (entry.bytes <= this.limits.maxBytes) {
      this.entries.set(key, entry);
      this.bytes += entry.bytes;
      this.evict();
    }
    return Promise.resolve();
  }

  delete(key: string): Promise<void> {
    this.remove(key);
    return Promise.resolve();
  }

  deleteByPath(path: string): Promise<void> {
    return this.deleteWhere((entry) => entry.path === path);
  }

  deleteByPageId(pageId: string): Promise<void> {
    return this.deleteWhere((entry) => entry.pageId === pageId);
  }

  clear(): Promise<void> {
    this.entries.clear();
    this.bytes = 0;
    return Promise.resolve();
  }

  deleteWhere(match: (entry: PageAnswerEntry) => boolean): Promise<void> {
    for (const [key, entry] of this.entries) if (match(entry)) this.remove(key);
    return Promise.resolve();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) return;
      this.remove(key);
    }
  }
}
