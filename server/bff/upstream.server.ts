import { Agent, request as undiciRequest } from "undici";
import type { z } from "zod";
import { getEnv } from "./env.server";
import { normaliseHttpError, transportError, type UpstreamError } from "./upstream-error.server";

/** Answers larger than this are refused rather than buffered (a page is a few hundred KB). */
const MAX_RESPONSE_BYTES = 5 * 1024 * 1024;

let agent: Agent | undefined;

/** One keep-alive pool for every upstream call of this process. */
function upstreamAgent(): Agent {
  agent ??= new Agent({
    connections: getEnv().UPSTREAM_CONNECTIONS,
    keepAliveTimeout: 10_000,
    keepAliveMaxTimeout: 60_000,
    pipelining: 1,
  });
  return agent;
}

export type UpstreamResult<T> =
  | { ok: true; status: number; data: T; headers: Headers }
  | { ok: false; error: UpstreamError; headers?: Headers };

export interface UpstreamCall<S extends z.ZodTypeAny> {
  path: string;
  method?: "GET" | "POST";
  body?: unknown;
  headers: Record<string, string>;
  /** The schema of a successful answer; an answer that fails it is a "parse" failure. */
  schema: S;
  /** The browser's request signal: a client that goes away cancels the upstream call. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

async function readLimited(body: AsyncIterable<Uint8Array>, limit: number): Promise<string | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const UNDICI_TIMEOUTS = new Set([
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "UND_ERR_CONNECT_TIMEOUT",
]);

function failureKind(error: unknown, browser: AbortSignal | undefined, timeout: AbortSignal) {
  if (browser?.aborted) return "aborted" as const;
  const code = (error as { code?: string } | null)?.code;
  if (timeout.aborted || (code && UNDICI_TIMEOUTS.has(code))) return "timeout" as const;
  return "network" as const;
}

function toHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

/**
 * Every upstream call goes through here: pooled connection, a time-out, cancellation with the
 * browser's request, bounded body, and errors normalised as the spec's error catalogue says.
 */
export async function callUpstream<S extends z.ZodTypeAny>(
  call: UpstreamCall<S>,
): Promise<UpstreamResult<z.output<S>>> {
  const env = getEnv();
  const timeoutMs = call.timeoutMs ?? env.UPSTREAM_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
  let response;
  try {
    response = await undiciRequest(`${env.UPSTREAM_URL}${call.path}`, {
      method: call.method ?? "POST",
      headers: call.headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      dispatcher: upstreamAgent(),
      signal,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
  } catch (error) {
    return { ok: false, error: transportError(failureKind(error, call.signal, timeout)) };
  }
  const headers = toHeaders(response.headers);
  let text: string | null;
  try {
    text = await readLimited(response.body, MAX_RESPONSE_BYTES);
  } catch (error) {
    response.body.destroy();
    return { ok: false, error: transportError(failureKind(error, call.signal, timeout)), headers };
  }
  if (text === null) {
    response.body.destroy();
    return { ok: false, error: transportError("parse"), headers };
  }
  if (response.statusCode < 200 || response.statusCode >= 300) {
    return { ok: false, error: normaliseHttpError(response.statusCode, text), headers };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: transportError("parse"), headers };
  }
  const parsed = call.schema.safeParse(json);
  if (!parsed.success) return { ok: false, error: transportError("parse"), headers };
  return { ok: true, status: response.statusCode, data: parsed.data, headers };
}
