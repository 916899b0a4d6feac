import type { DocumentSlot, StoredDocument } from "../../bff/page-answer-store.server";

/** Answers past this size are not kept (a page is ~50 KB). */
export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;

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
 * What the request that rendered an answer knows of it: its own values, each from the context
 * (the nonce it made, the CSRF token it handed out, its id) or the page loader's declaration.
 */
export interface RenderedAnswer {
  /** A client navigation's data answer (single fetch, `.data`): turbo-stream, no nonce. */
  data: boolean;
  status: number;
  headers: Headers;
  /** The body as it went out (UTF-8); a string is encoded once. */
  body: Uint8Array | string;
  /** The request's own values, by the slot they fill in a later answer. */
  values: Partial<Record<DocumentSlot, string>>;
}

/** A document is HTML with a nonce; a data answer is a turbo-stream (no scripts, no nonce). */
export function contentOk(data: boolean, contentType: string): boolean {
  return contentType.startsWith(data ? "text/x-script" : "text/html");
}

/**
 * The stored form of a finished answer, or undefined when it may not be shared: not a 200, a
 * Set-Cookie of a loader (the context's own cookies are written after the cache), a value
 * missing or too short to be found only where it was written.
 */
export function storableDocument(answer: RenderedAnswer): StoredDocument | undefined {
  const { data, status, headers, body, values } = answer;
  if (status !== 200 || headers.getSetCookie().length > 0) return undefined;
  if (!contentOk(data, headers.get("content-type") ?? "")) return undefined;
  const slots: [DocumentSlot, string][] = [];
  for (const slot of ["csrfToken", "requestId", "renderedAt", "expiresAt"] as const) {
    const value = values[slot];
    if (value === undefined) return undefined;
    slots.push([slot, value]);
  }
  // A document's scripts carry the nonce; a data answer has none.
  if (!data) {
    if (!values.nonce) return undefined;
    slots.push(["nonce", values.nonce]);
  }
  const bytes =
    typeof body === "string"
      ? Buffer.from(body)
      : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const cut = cutAt(bytes, slots);
  if (!cut) return undefined;
  // The times are numbers that another field could equal by chance: then not kept.
  const count = (slot: DocumentSlot) => cut.slots.filter((one) => one === slot).length;
  if (count("renderedAt") > 1 || count("expiresAt") > 1) return undefined;
  // A document's scripts all carry the nonce: one without any is not what was rendered here.
  if (!data && !cut.slots.includes("nonce")) return undefined;
  const kept: [string, string][] = [];
  for (const [name, value] of headers) if (!OWN_HEADERS.has(name)) kept.push([name, value]);
  return { ...cut, headers: kept, bytes: heldBy(bytes, kept) };
}

/**
 * What a stored document holds in memory: its body's bytes (outside V8's heap; the parts are
 * views of that one buffer) and its headers, as the strings they are.
 */
function heldBy(body: Buffer, headers: [string, string][]): number {
  let bytes = body.byteLength;
  for (const [name, value] of headers) bytes += (name.length + value.length) * 2;
  return bytes;
}

/**
 * The body split at every occurrence of the request's own values, found as the exact strings
 * the context holds (none may be shorter than 8 characters, nor one contain another). The parts
 * are views of the body's bytes: stored as UTF-8, a page is half the size of the string V8 keeps
 * once one character is not Latin-1, and a hit is written without being encoded again.
 */
function cutAt(
  body: Buffer,
  values: [DocumentSlot, string][],
): Pick<StoredDocument, "parts" | "slots"> | undefined {
  if (values.some(([, value]) => value.length < 8)) return undefined;
  const encoded = values.map(([slot, value]) => [slot, Buffer.from(value)] as const);
  const parts: Buffer[] = [];
  const slots: DocumentSlot[] = [];
  let from = 0;
  for (;;) {
    let next: { at: number; slot: DocumentSlot; length: number } | undefined;
    for (const [slot, value] of encoded) {
      const at = body.indexOf(value, from);
      if (at >= 0 && (!next || at < next.at)) next = { at, slot, length: value.byteLength };
    }
    if (!next) break;
    parts.push(body.subarray(from, next.at));
    slots.push(next.slot);
    from = next.at + next.length;
  }
  parts.push(body.subarray(from));
  return { parts, slots };
}

/** A stored document with this request's values in its slots, as the bytes to send. */
export function filledDocument(
  stored: StoredDocument,
  values: Record<DocumentSlot, string>,
): Buffer<ArrayBuffer> {
  const pieces: Buffer[] = [stored.parts[0]];
  for (let i = 0; i < stored.slots.length; i++)
    pieces.push(Buffer.from(values[stored.slots[i]]), stored.parts[i + 1]);
  return Buffer.concat(pieces);
}
