import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isbot } from "isbot";
import { requestContext, type RequestContext } from "../shared/request-context";
import { logger } from "../shared/logger";
import { cookiesOf, dateTimeFormatFrom, HINT_COOKIES, viewportFrom } from "./client-hints.server";
import { csrfCookieName, visitorCsrfToken } from "./csrf.server";
import { pageCache, type PageCache } from "./page-cache.server";
import type { CachedPage, DocumentSlot, StoredDocument } from "./page-cache-store.server";
import { toHeaders } from "../shared/node-headers";
import { fetchPage, type PageSource } from "./page.server";
import { mainPageUrl } from "./main-page-url.server";
import { applySecurityHeaders } from "./security-headers.server";
import { setServerTiming, type Timings } from "./timing.server";

/**
 * The document cache (docs/decisions/023-document-cache.md): a visitor's page, once rendered from a
 * fresh page-cache entry, is kept as HTML beside that entry and answered again without running
 * Remix. What is the request's own (the CSP nonce, the CSRF token, the request id, the render
 * time) is cut out when it is kept and filled in anew for every answer, with a fresh CSRF
 * cookie when the visitor has none. The HTML lives and dies with its page-cache entry: the
 * entry's TTL, an editor's invalidation (on every instance) and a refresh end it. A client
 * navigation's data answer (single fetch's turbo-stream) is kept and answered the same way
 * (docs/decisions/030), without a nonce: it holds no scripts.
 *
 * Only a visitor's GET can hit: a request with any of our cookies besides the CSRF and hint
 * cookies (session, login flow, logged-out marker, referral, OAuth state...) renders as before.
 */

/** What the render of a candidate request tells the cache (entry.server, root and page loaders). */
interface RenderFacts {
  documentKey: string;
  /** A client navigation's data request (single fetch, `.data`): turbo-stream, no nonce. */
  data: boolean;
  nonce?: string;
  csrfToken?: string;
  csrfSetCookie?: string | null;
  source?: PageSource;
  renderedAt?: number;
  expiresAt?: number;
  failed?: boolean;
}

const facts = new WeakMap<RequestContext, RenderFacts>();

/** Facts are kept only for a request the middleware made a candidate. */
function candidate(): RenderFacts | undefined {
  const context = requestContext();
  return context ? facts.get(context) : undefined;
}

export function noteDocumentNonce(nonce: string): void {
  const found = candidate();
  if (found) found.nonce = nonce;
}

export function noteDocumentCsrf(token: string, setCookie: string | null): void {
  const found = candidate();
  if (found) Object.assign(found, { csrfToken: token, csrfSetCookie: setCookie });
}

/**
 * The page loader: this visitor's page is a fresh page-cache entry, rendered at `renderedAt`,
 * for the browser's page cache to keep until `expiresAt`.
 */
export function noteDocumentSource(
  source: PageSource,
  renderedAt: number,
  expiresAt: number,
): void {
  const found = candidate();
  if (found) Object.assign(found, { source, renderedAt, expiresAt });
}

/** A render error (a cell that crashed on the server): that HTML is not kept. */
export function noteDocumentFailed(): void {
  const found = candidate();
  if (found) found.failed = true;
}

/** Our cookies start so (docs/contract.md); these four leave a visitor's page as it is. */
const OWN_COOKIE = /^(?:__Host-|__Secure-)?cl_/;
let harmless: ReadonlySet<string> | undefined;
/** Made once: the CSRF cookie's name is fixed by the parsed environment. */
function harmlessCookies(): ReadonlySet<string> {
  harmless ??= new Set([
    csrfCookieName(),
    HINT_COOKIES.viewport,
    HINT_COOKIES.terminalId,
    HINT_COOKIES.dateTimeFormat,
  ]);
  return harmless;
}

/** A client navigation's data request (Remix's single fetch): `/_root.data`, `/course/x.data`. */
function isDataRequest(url: string): boolean {
  return url.split("?", 1)[0].endsWith(".data");
}

/**
 * The page address a data request loads: "/_root.data" is "/", "/course/x.data" is "/course/x",
 * without Remix's `_routes` parameter (the loaders never see it).
 */
export function pageUrlOfData(url: URL): URL {
  const page = new URL(url);
  page.pathname = page.pathname === "/_root.data" ? "/" : page.pathname.replace(/\.data$/, "");
  page.searchParams.delete("_routes");
  return page;
}

/**
 * The document key of a request that may be answered from the cache: the address as sent (a
 * data request's `.data` address is a key of its own), the device class, crawler or not (a
 * crawler's document is rendered whole, not streamed), the date format. Undefined for anything else.
 */
export function documentKeyOf(req: IncomingMessage): string | undefined {
  if (req.method !== "GET") return undefined;
  const url = req.url ?? "/";
  const cookies = cookiesOf(req.headers.cookie);
  const harmless = harmlessCookies();
  for (const name of cookies.keys()) {
    if (OWN_COOKIE.test(name) && !harmless.has(name)) return undefined;
  }
  const userAgent = req.headers["user-agent"] ?? "";
  return JSON.stringify([
    url,
    viewportFrom(cookies, userAgent).deviceType,
    isbot(userAgent),
    dateTimeFormatFrom(cookies, req.headers["accept-language"] ?? ""),
  ]);
}

/** Which page-cache entry holds a document key's HTML; bounded, oldest forgotten first. */
const pageKeys = new Map<string, string>();
const MAX_KEYS = 20_000;

/** Answers past this size are not kept (a page is ~50 KB). */
const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;

/** Headers that are the request's own, or the web server's to set. */
const OWN_HEADERS = new Set([
  "set-cookie",
  "content-security-policy",
  "x-request-id",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "vary",
  "server-timing",
]);

/**
 * The web server's middleware, before the Remix handler: answers a stored document, or lets the
 * request render and keeps the HTML when every condition holds.
 */
export function documentCache(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const cache = pageCache();
  const context = requestContext();
  const documentKey = cache && context ? documentKeyOf(req) : undefined;
  if (!cache || !context || !documentKey) return next();
  const data = isDataRequest(req.url ?? "/");
  void answerStored(cache, { documentKey, data }, req, res, context).then(
    (answered) => {
      if (answered) return;
      facts.set(context, { documentKey, data });
      captureForStore(cache, res, context);
      next();
    },
    (error: unknown) => {
      logger.warn({ event: "document-cache-failed", err: String(error) }, "document cache failed");
      next();
    },
  );
}

/**
 * Revalidation (PAGE_CACHE=revalidate, decision 027): the page is asked of upstream as the page
 * loader would ask it; the entry holding the document stands when the answer repeats its own.
 * Otherwise (a changed answer, or the entry gone) the load is handed to this request's page
 * loader (fetchPage's handOver), which then renders without asking again: so no store read first.
 */
async function revalidatedEntry(
  pageKey: string,
  req: IncomingMessage,
  data: boolean,
  timings: Timings,
): Promise<CachedPage | undefined> {
  const asked = new URL(req.url ?? "/", "http://bff.invalid");
  const url = data ? pageUrlOfData(asked) : asked;
  const main = new Request(mainPageUrl(url), { headers: toHeaders(req.headers) });
  const load = await fetchPage(main, timings, url.pathname, { handOver: true });
  if (load.status !== "loaded" || load.source?.key !== pageKey) return undefined;
  return load.source.entry;
}

async function answerStored(
  cache: PageCache,
  { documentKey, data }: Pick<RenderFacts, "documentKey" | "data">,
  req: IncomingMessage,
  res: ServerResponse,
  context: RequestContext,
): Promise<boolean> {
  const pageKey = pageKeys.get(documentKey);
  if (!pageKey) return false;
  const timings: Timings = new Map();
  const entry = cache.revalidates
    ? await revalidatedEntry(pageKey, req, data, timings)
    : await cache.fresh(pageKey);
  const stored = entry?.documents?.get(documentKey);
  if (!entry || !stored) return false;
  // A data answer has no scripts of its own, hence no nonce and no CSP (as Remix answers it).
  const nonce = data ? "" : randomBytes(16).toString("base64");
  const csrf = await visitorCsrfToken(req.headers.cookie ?? null);
  const now = Date.now();
  const values: Record<DocumentSlot, string> = {
    nonce,
    csrfToken: csrf.token,
    requestId: context.requestId,
    renderedAt: String(now),
    // As the page loader says: the TTL from this answer (revalidated now), or from the entry's.
    expiresAt: String((cache.revalidates ? now : entry.storedAt) + entry.ttlMs),
  };
  let html = stored.parts[0];
  for (let i = 0; i < stored.slots.length; i++)
    html += values[stored.slots[i]] + stored.parts[i + 1];
  const headers = new Headers(stored.headers);
  if (!data) applySecurityHeaders(headers, nonce);
  // A document hit is a page-cache hit too (revalidation timed its own); `document`: no render.
  if (!cache.revalidates) timings.set("cache", { dur: 0, desc: "hit" });
  timings.set("document", { dur: 0, desc: "hit" });
  setServerTiming(headers, timings);
  res.statusCode = 200;
  for (const [name, value] of headers) res.setHeader(name, value);
  if (csrf.setCookie) res.setHeader("Set-Cookie", csrf.setCookie);
  res.end(html);
  return true;
}

/** Copies what the render writes, and offers it to the cache once the answer is finished. */
function captureForStore(cache: PageCache, res: ServerResponse, context: RequestContext): void {
  const chunks: Buffer[] = [];
  let size = 0;
  // Decided at the first write (headers and loaders are done by then): a stream, a resource
  // route's answer or a page that may not be kept is not copied at all.
  let copying: boolean | undefined;
  const keep = (chunk: unknown, encoding: unknown) => {
    copying ??= worthCopying(res, facts.get(context));
    if (!copying || chunk == null || size > MAX_DOCUMENT_BYTES) return;
    const buffer =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    chunks.push(buffer);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== "function") keep(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as ServerResponse["end"];
  res.once("finish", () => {
    const found = facts.get(context);
    if (!found || !copying || size > MAX_DOCUMENT_BYTES) return;
    const document = storableDocument(found, res, context, Buffer.concat(chunks).toString("utf8"));
    if (!document || !found.source) return;
    const { key, entry } = found.source;
    void cache.attachDocument(key, entry, found.documentKey, document).then((kept) => {
      if (!kept) return;
      pageKeys.delete(found.documentKey);
      pageKeys.set(found.documentKey, key);
      if (pageKeys.size > MAX_KEYS) pageKeys.delete(pageKeys.keys().next().value as string);
    });
  });
}

/** A document is HTML with a nonce; a data answer is a turbo-stream (no scripts, no nonce). */
function contentOk(found: RenderFacts, contentType: string): boolean {
  if (found.data) return contentType.startsWith("text/x-script");
  return contentType.startsWith("text/html") && Boolean(found.nonce);
}

function worthCopying(res: ServerResponse, found: RenderFacts | undefined): boolean {
  if (!found?.source || found.failed || res.statusCode !== 200) return false;
  return contentOk(found, String(res.getHeader("content-type") ?? ""));
}

/** The stored form of a finished answer, or undefined when it may not be shared. */
export function storableDocument(
  found: RenderFacts,
  res: Pick<ServerResponse, "statusCode" | "getHeaders">,
  context: Pick<RequestContext, "requestId" | "requestIdFromClient">,
  html: string,
): StoredDocument | undefined {
  const { nonce, csrfToken, source, renderedAt, expiresAt } = found;
  if (!csrfToken || !source || renderedAt === undefined || expiresAt === undefined)
    return undefined;
  if (found.failed) return undefined;
  // A client's own request id may be any text that also stands in the page.
  if (context.requestIdFromClient || res.statusCode !== 200) return undefined;
  const raw = res.getHeaders();
  const setCookies = [raw["set-cookie"] ?? []].flat().map(String);
  // The only cookie a visitor's page may set is the CSRF cookie, which is made anew per answer.
  if (setCookies.some((cookie) => cookie !== found.csrfSetCookie)) return undefined;
  if (!contentOk(found, String(raw["content-type"] ?? ""))) return undefined;
  const values: [DocumentSlot, string][] = [
    ["csrfToken", csrfToken],
    ["requestId", context.requestId],
    ["renderedAt", String(renderedAt)],
    ["expiresAt", String(expiresAt)],
  ];
  // A document has one (contentOk); a data answer has none.
  if (nonce) values.push(["nonce", nonce]);
  const cut = cutAt(html, values);
  if (!cut) return undefined;
  // The times are numbers that another field could equal by chance: then not kept.
  const count = (slot: DocumentSlot) => cut.slots.filter((one) => one === slot).length;
  if (count("renderedAt") > 1 || count("expiresAt") > 1) return undefined;
  // A document's scripts all carry the nonce: one without any is not what was rendered here.
  if (!found.data && !cut.slots.includes("nonce")) return undefined;
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(raw)) {
    if (OWN_HEADERS.has(name) || value === undefined) continue;
    headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
  }
  return { ...cut, headers, bytes: Buffer.byteLength(html) };
}

/** The HTML split at every occurrence of the values (none may be empty). */
function cutAt(
  html: string,
  values: [DocumentSlot, string][],
): Pick<StoredDocument, "parts" | "slots"> | undefined {
  if (values.some(([, value]) => value.length < 8)) return undefined;
  const slotOf = new Map(values.map(([slot, value]) => [value, slot]));
  const pattern = new RegExp(values.map(([, value]) => escapeRegExp(value)).join("|"), "g");
  const parts: string[] = [];
  const slots: DocumentSlot[] = [];
  let from = 0;
  for (const match of html.matchAll(pattern)) {
    parts.push(html.slice(from, match.index));
    slots.push(slotOf.get(match[0]) as DocumentSlot);
    from = match.index + match[0].length;
  }
  parts.push(html.slice(from));
  return { parts, slots };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
