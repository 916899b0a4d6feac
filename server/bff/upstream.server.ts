import { createHash } from "node:crypto";
import { BodyTooLargeError, readBounded } from "../shared/bounded-body";
import { toHeaders } from "../shared/node-headers";
import { requestContext } from "../shared/request-context";
import { tracingOn } from "../shared/tracing";
import { request as undiciRequest } from "undici";
import type { z } from "zod";
import type { UpstreamHost } from "~/contract/calls";
import { getEnv } from "./env.server";
import { normaliseHttpError, transportError, type UpstreamError } from "./upstream-error.server";
import { upstreamAgent, upstreamStreamAgent } from "./upstream-pools.server";
import { countFailure, traceparentOf, upstreamSeconds } from "./upstream-telemetry.server";

/** Answers larger than this are refused rather than buffered (a page is a few hundred KB). */
const MAX_RESPONSE_BYTES = 5 * 1024 * 1024;
/** Downloads (certificates, documents) are streamed, never buffered; this bounds one transfer. */
const MAX_DOWNLOAD_BYTES = 50 * 1024 * 1024;

export type UpstreamResult<T> =
  | {
      ok: true;
      status: number;
      data: T;
      headers: Headers;
      /** The answer's digest, when the call asked with `known`. */
      digest?: string;
      /** The answer's length in characters, beside its digest. */
      length?: number;
    }
  | { ok: false; error: UpstreamError; headers?: Headers };

export interface UpstreamCall<S extends z.ZodTypeAny> {
  path: string;
  /** The catalogue entry's name (upstream-client.server.ts), for the metrics; "described" else. */
  entry?: string;
  /** The catalogue entry's host: "code" calls go to CODE_UPSTREAM_URL (default: the page host). */
  host?: UpstreamHost;
  method?: "GET" | "POST";
  /** Sent as JSON; a FormData is sent as multipart/form-data instead (uploads, spec 01 section 7.1). */
  body?: unknown;
  headers: Record<string, string>;
  /** The schema of a successful answer; an answer that fails it is a "parse" failure. */
  schema: S;
  /** The browser's request signal: a client that goes away cancels the upstream call. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Calls that may answer 204 or an empty 2xx body (spec 02: "no response"): the schema then
   * sees `undefined` instead of the answer failing as "parse".
   */
  allowEmpty?: boolean;
  /**
   * Error bodies of the action endpoints are `{message, errors}` (docs/contract.md): their
   * `message` is the error message when errorMessage, statusMessage and error are absent.
   */
  readMessageField?: boolean;
  /**
   * A parse already made of an answer (the page-answer cache's revalidation, decision 027):
   * asked with this 2xx answer's digest before it is parsed; what it returns is the data,
   * unparsed again.
   */
  known?: (digest: string) => z.output<S> | undefined;
}

/** A successful answer whose body is handed on as a stream (DOWNLOAD), never buffered. */
export type UpstreamStreamResult =
  | { ok: true; status: number; headers: Headers; body: ReadableStream<Uint8Array> }
  | { ok: false; error: UpstreamError; headers?: Headers };

/** An answer's text through the shared bounded reader; null when it is larger than `limit`. */
async function readLimited(body: AsyncIterable<Uint8Array>, limit: number): Promise<string | null> {
  try {
    // Silence is undici's to time out (the call's own time-out); the reader only bounds size.
    const bytes = await readBounded(body, limit, {
      idleTimeoutMs: 2 * getEnv().UPSTREAM_TIMEOUT_MS,
    });
    return bytes.toString("utf8");
  } catch (error) {
    if (error instanceof BodyTooLargeError) return null;
    throw error;
  }
}

const UNDICI_TIMEOUTS = new Set([
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/** The call's browser signal joined with the web server's "client gone" (request-context.ts). */
function withClientGone(signal: AbortSignal | undefined): AbortSignal | undefined {
  const gone = requestContext()?.clientGone;
  if (!gone) return signal;
  return signal ? AbortSignal.any([signal, gone]) : gone;
}

function failureKind(error: unknown, browser: AbortSignal | undefined, timeout: AbortSignal) {
  if (browser?.aborted) return "aborted" as const;
  const code = (error as { code?: string } | null)?.code;
  if (timeout.aborted || (code && UNDICI_TIMEOUTS.has(code))) return "timeout" as const;
  return "network" as const;
}

interface EncodedBody {
  body: string | Buffer | undefined;
  contentType?: string;
}

/** JSON, or for a FormData the multipart encoding (with its boundary) of the platform's fetch. */
async function encodeBody(body: unknown): Promise<EncodedBody> {
  if (body === undefined) return { body: undefined };
  if (body instanceof FormData) {
    const encoded = new Response(body);
    return {
      body: Buffer.from(await encoded.arrayBuffer()),
      contentType: encoded.headers.get("content-type") ?? undefined,
    };
  }
  return { body: JSON.stringify(body) };
}

type Sent =
  | {
      ok: true;
      response: Awaited<ReturnType<typeof undiciRequest>>;
      timeout: AbortSignal;
      /** The browser's signal (with the web server's), when the call has one. */
      browser?: AbortSignal;
    }
  | { ok: false; error: UpstreamError };

/** A stream's time limits: silence between chunks, and the whole transfer. */
export interface StreamLimits {
  stallMs: number;
  maxMs: number;
}

/**
 * Sends one call through the pool, with the time-out and the browser's signal. A stream is timed
 * differently: its answer must start within the time-out, then may last `maxMs` as long as it is
 * never silent for `stallMs`.
 */
async function send(
  call: Omit<UpstreamCall<z.ZodTypeAny>, "schema">,
  stream?: StreamLimits,
): Promise<Sent> {
  const env = getEnv();
  const timeoutMs = call.timeoutMs ?? env.UPSTREAM_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(stream ? stream.maxMs : timeoutMs);
  // The web server's own "client gone" too: Remix's request.signal can lose its link to it
  // (request-context.ts), and a call for a browser that left must not run on.
  const browser = withClientGone(call.signal);
  const signal = browser ? AbortSignal.any([browser, timeout]) : timeout;
  const encoded = await encodeBody(call.body);
  const headers: Record<string, string> = { ...call.headers };
  // With OpenTelemetry on, the undici instrumentation sends the call's own span as `traceparent`
  // (decision 054); without it, the hand-made one keeps the request id's trace id (decision 050).
  if (!tracingOn()) {
    headers.traceparent = traceparentOf(
      requestContext()?.requestId ?? call.headers["x-request-id"],
    );
  }
  if (encoded.contentType) headers["content-type"] = encoded.contentType;
  const started = performance.now();
  try {
    const base = call.host === "code" ? env.CODE_UPSTREAM_URL : env.UPSTREAM_URL;
    const response = await undiciRequest(`${base}${call.path}`, {
      method: call.method ?? "POST",
      headers,
      body: encoded.body,
      dispatcher: stream ? upstreamStreamAgent() : upstreamAgent(),
      signal,
      headersTimeout: timeoutMs,
      bodyTimeout: stream ? stream.stallMs : timeoutMs,
    });
    const labels = { entry: call.entry ?? "described", host: call.host ?? "page" };
    upstreamSeconds.observe(labels, (performance.now() - started) / 1000);
    if (response.statusCode >= 500) countFailure(call.entry, "http_5xx");
    return { ok: true, response, timeout, browser };
  } catch (error) {
    const kind = failureKind(error, browser, timeout);
    countFailure(call.entry, kind);
    return { ok: false, error: transportError(kind) };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** normaliseHttpError, plus the `message` field for calls that ask for it. */
function httpError(status: number, text: string, readMessageField: boolean | undefined) {
  const error = normaliseHttpError(status, text);
  if (error.message || !readMessageField) return error;
  try {
    const body: unknown = JSON.parse(text);
    if (isRecord(body) && typeof body.message === "string" && body.message.trim()) {
      return { ...error, message: body.message };
    }
  } catch {
    // not JSON: the empty message stays
  }
  return error;
}

/**
 * Every upstream call goes through here: pooled connection, a time-out, cancellation with the
 * browser's request, bounded body, and errors normalised as the spec's error catalogue says.
 */
export async function callUpstream<S extends z.ZodTypeAny>(
  call: UpstreamCall<S>,
): Promise<UpstreamResult<z.output<S>>> {
  const sent = await send(call);
  if (!sent.ok) return { ok: false, error: sent.error };
  const { response, timeout } = sent;
  const headers = toHeaders(response.headers);
  let text: string | null;
  try {
    text = await readLimited(response.body, MAX_RESPONSE_BYTES);
  } catch (error) {
    response.body.destroy();
    return { ok: false, error: transportError(failureKind(error, sent.browser, timeout)), headers };
  }
  if (text === null) {
    response.body.destroy();
    return { ok: false, error: transportError("parse"), headers };
  }
  if (response.statusCode < 200 || response.statusCode >= 300) {
    return {
      ok: false,
      error: httpError(response.statusCode, text, call.readMessageField),
      headers,
    };
  }
  const digest = call.known && answerDigest(text);
  const known = digest ? call.known?.(digest) : undefined;
  if (known !== undefined) {
    return {
      ok: true,
      status: response.statusCode,
      data: known,
      headers,
      digest,
      length: text.length,
    };
  }
  let json: unknown;
  if (call.allowEmpty && text.trim() === "") {
    json = undefined;
  } else {
    try {
      json = JSON.parse(text);
    } catch {
      countFailure(call.entry, "parse");
      return { ok: false, error: transportError("parse"), headers };
    }
  }
  const parsed = call.schema.safeParse(json);
  if (!parsed.success) {
    countFailure(call.entry, "parse");
    return { ok: false, error: transportError("parse"), headers };
  }
  const length = digest ? text.length : undefined;
  return { ok: true, status: response.statusCode, data: parsed.data, headers, digest, length };
}

/** Two answers with one digest are the same text (SHA-256: no collision is to be expected). */
function answerDigest(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}

/** A stream that passes at most `limit` bytes on, then fails (the download is cut, not stored). */
function limitedStream(
  body: AsyncIterable<Uint8Array> & { destroy(error?: Error): unknown },
  limit: number,
): ReadableStream<Uint8Array> {
  const iterator = body[Symbol.asyncIterator]();
  let size = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) return controller.close();
        size += next.value.byteLength;
        if (size > limit) {
          body.destroy();
          return controller.error(new Error("upstream answer too large"));
        }
        controller.enqueue(next.value);
      } catch (error) {
        controller.error(error);
      }
    },
    cancel() {
      body.destroy();
    },
  });
}

/**
 * The same call for a binary answer (spec 02 section 7: "Download action: POST with a binary
 * response"): the same pool, time-out (it also bounds the transfer) and signal; an error answer
 * is read and normalised like any other; a success is handed on as a stream of at most
 * `maxBytes`, so a large file never sits in memory.
 */
export async function callUpstreamStream(
  call: Omit<UpstreamCall<z.ZodTypeAny>, "schema" | "allowEmpty"> & { maxBytes?: number },
): Promise<UpstreamStreamResult> {
  const sent = await send(call);
  if (!sent.ok) return { ok: false, error: sent.error };
  const { response } = sent;
  const headers = toHeaders(response.headers);
  if (response.statusCode >= 200 && response.statusCode < 300) {
    return {
      ok: true,
      status: response.statusCode,
      headers,
      body: limitedStream(response.body, call.maxBytes ?? MAX_DOWNLOAD_BYTES),
    };
  }
  return { ok: false, error: await errorAnswer(sent, call), headers };
}

/** A non-2xx answer of a streamed call, read (bounded) and normalised. */
async function errorAnswer(
  { response, timeout, browser }: Extract<Sent, { ok: true }>,
  call: Pick<UpstreamCall<z.ZodTypeAny>, "readMessageField">,
): Promise<UpstreamError> {
  let text: string | null;
  try {
    text = await readLimited(response.body, MAX_RESPONSE_BYTES);
  } catch (error) {
    response.body.destroy();
    return transportError(failureKind(error, browser, timeout));
  }
  if (text === null) {
    response.body.destroy();
    return transportError("parse");
  }
  return httpError(response.statusCode, text, call.readMessageField);
}

/** An answer that is being streamed: its body is read by the caller, which must destroy it. */
export type UpstreamEventStream =
  | {
      ok: true;
      status: number;
      headers: Headers;
      body: AsyncIterable<Uint8Array> & { destroy(error?: Error): unknown };
      /** Why reading the body failed: the browser left, a time limit, or the network. */
      failureOf(error: unknown): "aborted" | "timeout" | "network";
    }
  | { ok: false; error: UpstreamError; headers?: Headers };

/**
 * A call whose answer is an event stream (the AI assistant): the same pool, headers and signal,
 * with stream time limits; a 2xx answer is handed over unread (its content type is the caller's
 * to check), an error answer is read and normalised like any other.
 */
export async function openUpstreamEventStream(
  call: Omit<UpstreamCall<z.ZodTypeAny>, "schema" | "allowEmpty">,
  limits: StreamLimits,
): Promise<UpstreamEventStream> {
  const sent = await send(call, limits);
  if (!sent.ok) return { ok: false, error: sent.error };
  const { response, timeout } = sent;
  // Destroying the body (the browser left, a refusal) makes undici emit "error": with nobody
  // listening, that would end the process (remix-run/remix#3971). Readers see errors through
  // their own iteration.
  response.body.on("error", () => {});
  const headers = toHeaders(response.headers);
  if (response.statusCode >= 200 && response.statusCode < 300) {
    return {
      ok: true,
      status: response.statusCode,
      headers,
      body: response.body,
      failureOf: (error) => failureKind(error, sent.browser, timeout),
    };
  }
  return { ok: false, error: await errorAnswer(sent, call), headers };
}
