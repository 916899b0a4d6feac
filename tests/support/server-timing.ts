/**
 * What the BFF's Server-Timing header (SERVER_TIMING=true) says of a page answer: the page
 * cache's outcome (decision 018) and whether the document cache answered (decision 023).
 */
type TimingSource = Response | string | null | undefined;

function headerOf(source: TimingSource): string {
  return (
    (typeof source === "object" && source ? source.headers.get("server-timing") : source) ?? ""
  );
}

/** A document-cache hit: the page was answered without a render. */
export const DOCUMENT_HIT = /(?:^|, )document;dur=[\d.]+;desc="hit"/;

/** The page-answer cache's outcome: hit, miss, stale, not-found, or undefined (not looked up). */
export function cacheOf(source: TimingSource): string | undefined {
  return /(?:^|, )cache;dur=[\d.]+;desc="([\w-]+)"/.exec(headerOf(source))?.[1];
}

export function fromDocument(source: TimingSource): boolean {
  return DOCUMENT_HIT.test(headerOf(source));
}
