/**
 * Parsed upstream answers by the exact bytes they were parsed from (issue 33, decision 047): the
 * same answer text parses to the same value, so a page answer that upstream repeats (for any
 * user: a learner's page is the same text for every request of that learner, and often for many
 * learners) is zod-parsed once, not per request. Keyed by the answer's SHA-256 digest
 * (upstream.server.ts computes it when a call passes `known`), never by user, address or token,
 * so reuse cannot carry one user's answer to another: a different answer is a different key.
 *
 * The values are shared: read only, as the page-answer cache's are (decision 018). An LRU
 * bounded by entries and by an estimate of what the parsed values hold in memory.
 */

/**
 * Heap held by a parsed answer per character of its text: JSON.parse's objects measured at about
 * 1.6 bytes a character on the seeded pages, zod's output copy as much again, and the page route's
 * prepared copy beside it (page-route.server.ts). Rounded up: the cap errs towards fewer entries.
 */
export const PARSED_BYTES_PER_CHAR = 6;

export interface ParsedAnswerLimits {
  maxEntries: number;
  maxBytes: number;
}

export class ParsedAnswers<T> {
  private readonly entries = new Map<string, { value: T; bytes: number }>();
  private bytes = 0;

  constructor(private readonly limits: ParsedAnswerLimits) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** The value parsed from the answer with this digest, if kept (and now the most recent). */
  get(digest: string): T | undefined {
    const entry = this.entries.get(digest);
    if (!entry) return undefined;
    this.entries.delete(digest);
    this.entries.set(digest, entry);
    return entry.value;
  }

  /** Keeps the value parsed from an answer of `length` characters with this digest. */
  set(digest: string, value: T, length: number): void {
    const bytes = length * PARSED_BYTES_PER_CHAR;
    if (bytes > this.limits.maxBytes) return;
    const previous = this.entries.get(digest);
    if (previous) {
      this.entries.delete(digest);
      this.bytes -= previous.bytes;
    }
    this.entries.set(digest, { value, bytes });
    this.bytes += bytes;
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}
