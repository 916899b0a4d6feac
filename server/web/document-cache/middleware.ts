import type { AppLoadContext } from "@remix-run/node";
import { logger } from "../../shared/logger";
import { mainPageUrl } from "../../bff/main-page-url.server";
import { pageAnswerCache, type PageAnswerCache } from "../../bff/page-answer-cache.server";
import type { PageAnswerEntry, DocumentSlot } from "../../bff/page-answer-store.server";
import { fetchPage } from "../../bff/page.server";
import { applySecurityHeaders } from "../../bff/security-headers.server";
import { setServerTiming, type Timings } from "../../bff/timing.server";
import type { AnswerStep } from "../remix-handler";
import { canonicalRequest, documentKeyOf, isDataRequest, pageUrlOfData } from "./document-key";
import { contentOk, filledDocument, MAX_DOCUMENT_BYTES, storableDocument } from "./stored-document";

/**
 * The document cache (docs/decisions/040): a visitor's page whose loader declared it may be
 * kept (`context.cache.keep`) is stored beside its entry in the page-answer cache and answered
 * again without running Remix. The request's own values (CSP nonce, CSRF token, request id,
 * render time and expiry) are the context's: the stored copy has marked slots where they stood,
 * filled from the context of each later request. Run by the web server around Remix's answer,
 * before the session and CSRF cookies are written (remix-handler.ts), so a cookie in the answer
 * is a loader's and the answer is not kept.
 */
export const documentCache: AnswerStep = async (received, context, answer) => {
  const cache = pageAnswerCache();
  const eligible = cache ? documentKeyOf(received) : undefined;
  if (!cache || !eligible) return answer();
  // What the page does not read is dropped before the key and the render (decision 063).
  const request = canonicalRequest(received);
  const documentKey = request === received ? eligible : documentKeyOf(request);
  if (!documentKey) return answer();
  const data = isDataRequest(new URL(request.url));
  try {
    const stored = await answerStored(cache, { documentKey, data }, request, context);
    if (stored) return stored;
  } catch (error) {
    logger.warn({ event: "document-cache-failed", err: String(error) }, "document cache failed");
  }
  const response = await answer(request);
  // Its page's declaration was first heard in this render: what it rendered holds parameters
  // that later requests drop, so it is not kept (the next one of its address is).
  if (canonicalRequest(request) !== request) return response;
  return keptWhenComplete(cache, { documentKey, data }, response, context);
};

interface Candidate {
  documentKey: string;
  data: boolean;
}

/** Which page-answer-cache entry holds a document key's HTML; bounded, oldest forgotten first. */
const pageKeys = new Map<string, string>();
const MAX_KEYS = 20_000;

/**
 * Revalidation (PAGE_ANSWER_CACHE=revalidate, decision 027): the page is asked of upstream as
 * the page loader would ask it; the entry holding the document stands when the answer repeats
 * its own. Either way the load is declared in the context for this request's page loader: when
 * the page renders after all, it does not ask again.
 */
async function revalidatedEntry(
  pageKey: string,
  request: Request,
  data: boolean,
  timings: Timings,
  context: AppLoadContext,
): Promise<PageAnswerEntry | undefined> {
  const asked = new URL(request.url);
  const url = data ? pageUrlOfData(asked) : asked;
  const main = new Request(mainPageUrl(url), { headers: request.headers });
  const load = await fetchPage(main, timings, url.pathname, {
    upstream: context.upstream,
    signedIn: false,
    pageRoute: true,
    onRevalidated: (ahead) => context.cache.setLoadedAhead(ahead),
  });
  if (load.status !== "loaded" || load.source?.key !== pageKey) return undefined;
  return load.source.entry;
}

async function answerStored(
  cache: PageAnswerCache,
  { documentKey, data }: Candidate,
  request: Request,
  context: AppLoadContext,
): Promise<Response | undefined> {
  const pageKey = pageKeys.get(documentKey);
  if (!pageKey) return undefined;
  const timings: Timings = new Map();
  const entry = cache.revalidates
    ? await revalidatedEntry(pageKey, request, data, timings, context)
    : await cache.fresh(pageKey);
  const stored = entry?.documents?.get(documentKey);
  if (!entry || !stored) return undefined;
  // A data answer has no scripts of its own, hence no nonce and no CSP (as Remix answers it).
  const nonce = data ? "" : context.nonce;
  const now = Date.now();
  const values: Record<DocumentSlot, string> = {
    nonce,
    // Handed out here, so the end of the request writes its cookie when the visitor has none.
    csrfToken: context.csrf.token(context.session.auth),
    requestId: context.requestId,
    renderedAt: String(now),
    // As the page loader says: the TTL from this answer (revalidated now), or from the entry's.
    expiresAt: String((cache.revalidates ? now : entry.storedAt) + entry.ttlMs),
  };
  const headers = new Headers(stored.headers);
  if (!data) applySecurityHeaders(headers, nonce);
  // A document hit is a page-answer hit too (revalidation timed its own); `document`: no render.
  if (!cache.revalidates) timings.set("cache", { dur: 0, desc: "hit" });
  timings.set("document", { dur: 0, desc: "hit" });
  setServerTiming(headers, timings);
  return new Response(filledDocument(stored, values), { status: 200, headers });
}

/**
 * An answer whose page loader declared it may be kept is sent on while a copy of its body is
 * read beside it; once complete (and still declared: a render error refuses it), it is stored.
 */
function keptWhenComplete(
  cache: PageAnswerCache,
  { documentKey, data }: Candidate,
  response: Response,
  context: AppLoadContext,
): Response {
  const contentType = response.headers.get("content-type") ?? "";
  // A client's own request id may be any text that also stands in the page.
  if (!response.body || response.status !== 200 || context.requestIdFromClient) return response;
  if (!context.cache.kept || !contentOk(data, contentType)) return response;
  const headers = new Headers(response.headers);
  const values = {
    nonce: data ? undefined : context.nonce,
    csrfToken: context.csrf.token(context.session.auth),
    requestId: context.requestId,
  };
  const [toClient, toCache] = response.body.tee();
  void bodyOf(toCache)
    .then((body) => {
      const declared = context.cache.kept;
      if (body === undefined || !declared) return;
      const document = storableDocument({
        data,
        status: response.status,
        headers,
        body,
        values: {
          ...values,
          renderedAt: String(declared.renderedAt),
          expiresAt: String(declared.expiresAt),
        },
      });
      if (!document) return;
      const { key, entry } = declared.page;
      return cache.attachDocument(key, entry, documentKey, document).then((kept) => {
        if (!kept) return;
        pageKeys.delete(documentKey);
        pageKeys.set(documentKey, key);
        if (pageKeys.size > MAX_KEYS) pageKeys.delete(pageKeys.keys().next().value as string);
      });
    })
    .catch((error: unknown) => {
      logger.warn({ event: "document-cache-failed", err: String(error) }, "document cache failed");
    });
  return new Response(toClient, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** The whole body's bytes, or undefined past the size cap or when the stream fails. */
async function bodyOf(stream: ReadableStream<Uint8Array>): Promise<Buffer | undefined> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_DOCUMENT_BYTES) {
        await reader.cancel();
        return undefined;
      }
      chunks.push(value);
    }
  } catch {
    return undefined;
  }
  return Buffer.concat(chunks);
}
