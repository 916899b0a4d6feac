import type { z } from "zod";
import { callPath, UPSTREAM_CALLS, type UpstreamCallName } from "~/contract/calls";
import { isForwardableActionPath, isSafeUpstreamPath } from "~/contract/forwarding";
import {
  callUpstream,
  callUpstreamStream,
  openUpstreamEventStream,
  type StreamLimits,
  type UpstreamEventStream,
  type UpstreamResult,
  type UpstreamStreamResult,
} from "./upstream.server";

/**
 * The BFF's typed upstream client (docs/decisions/041): a call is named by its catalogue entry,
 * which gives the path, method, host, login need, the request body's type and the answer's
 * schema; the caller gives the body and nothing it could copy wrong.
 */
type Entry<N extends UpstreamCallName> = (typeof UPSTREAM_CALLS)[N];

/** What the caller sends for a call: the input type of the entry's request schema. */
export type CallBody<N extends UpstreamCallName> = z.input<Entry<N>["request"]>;
/** What a successful call answers: the output type of the entry's answer schema. */
export type CallAnswer<N extends UpstreamCallName> = z.output<Entry<N>["answer"]>;

/** The per-request parts of every call (made once per request by upstreamFor). */
export interface UpstreamClientOptions {
  /** The allow-listed headers of this request (headers.server.ts), auth-header included. */
  headers: Record<string, string>;
  /** The browser's request signal: a client that goes away cancels its upstream calls. */
  signal?: AbortSignal;
}

interface CallSettings<A> {
  /** Extra headers of this one call (an `accept` of a download). */
  headers?: Record<string, string>;
  /** For a call nobody waits for: its own signal instead of the request's. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The answer may be 204 or empty (spec 02: "no response"): the schema then sees undefined. */
  allowEmpty?: boolean;
  /** Error bodies are `{message, errors}` (the action endpoints). */
  readMessageField?: boolean;
  /** A parse already made of an answer with this digest (the page-answer cache, decision 027). */
  known?: (digest: string) => A | undefined;
}

/** The body is required unless the entry's request schema takes none. */
type BodyOption<N extends UpstreamCallName> =
  undefined extends CallBody<N> ? { body?: CallBody<N> } : { body: CallBody<N> };

export type CallOptions<N extends UpstreamCallName> = CallSettings<CallAnswer<N>> &
  BodyOption<N> & {
    /** Values of the path's `:name` segments. */
    params?: Record<string, string>;
    /** Wraps the entry's answer schema with a check of the caller's (token-guard.server.ts). */
    guard?: (answer: Entry<N>["answer"]) => z.ZodType<CallAnswer<N>, z.ZodTypeDef, unknown>;
  };

/**
 * A call whose path an upstream answer named (a signed action description, `reachedBy:
 * "action"`): only a safe path outside the forbidden prefixes (sign-in, editors, test endpoints)
 * is sent, whatever the caller checked before; the body is the action's requestObject.
 */
export interface DescribedCall<S extends z.ZodTypeAny> extends CallSettings<z.output<S>> {
  body?: Record<string, unknown> | FormData;
  answer: S;
}

export interface UpstreamClient {
  call<N extends UpstreamCallName>(
    name: N,
    options: CallOptions<N>,
  ): Promise<UpstreamResult<CallAnswer<N>>>;
  /**
   * A call whose name is chosen at run time (an intent's table): its body, typed by a schema of
   * the BFF's own, is checked against the entry's request schema before it is sent.
   */
  checkedCall<N extends UpstreamCallName>(
    name: N,
    options: Omit<CallOptions<N>, "body" | "guard"> & { body: unknown },
  ): Promise<UpstreamResult<CallAnswer<N>>>;
  /** A binary answer handed on as a stream (a download, the health probe). */
  stream<N extends UpstreamCallName>(
    name: N,
    options: Omit<CallOptions<N>, "guard" | "known" | "allowEmpty"> & { maxBytes?: number },
  ): Promise<UpstreamStreamResult>;
  /** An event-stream answer (the assistant), with stream time limits. */
  eventStream<N extends UpstreamCallName>(
    name: N,
    options: Omit<CallOptions<N>, "guard" | "known" | "allowEmpty">,
    limits: StreamLimits,
  ): Promise<UpstreamEventStream>;
  described<S extends z.ZodTypeAny>(
    path: string,
    options: DescribedCall<S>,
  ): Promise<UpstreamResult<z.output<S>>>;
  describedEventStream(
    path: string,
    options: Omit<DescribedCall<z.ZodTypeAny>, "answer" | "known" | "allowEmpty">,
    limits: StreamLimits,
  ): Promise<UpstreamEventStream>;
  describedStream(
    path: string,
    options: Omit<DescribedCall<z.ZodTypeAny>, "answer" | "known" | "allowEmpty"> & {
      maxBytes?: number;
    },
  ): Promise<UpstreamStreamResult>;
}

/** A path an upstream answer named that the BFF must not call: a bug upstream of the caller. */
export class UndescribablePathError extends Error {
  constructor(path: string) {
    super(`not an action path: ${path}`);
  }
}

/** A body the BFF built that its catalogue entry does not take: a bug of the BFF, not the user. */
export class RequestBodyError extends Error {
  constructor(name: UpstreamCallName, issues: string) {
    super(`${name}: the body does not match the catalogue's request (${issues})`);
  }
}

/** An entry's headers: a call whose entry needs no login never carries the user's token. */
function headersFor(
  name: UpstreamCallName,
  base: Record<string, string>,
  extra: Record<string, string> | undefined,
): Record<string, string> {
  const headers = { ...base, ...extra };
  if (UPSTREAM_CALLS[name].login === "none") delete headers["auth-header"];
  return headers;
}

/** Where, how and with what one named call goes (the transport's part of an entry). */
function route(
  name: UpstreamCallName,
  options: { body?: unknown; params?: Record<string, string> },
) {
  const entry: (typeof UPSTREAM_CALLS)[UpstreamCallName] = UPSTREAM_CALLS[name];
  return {
    entry: name,
    path: callPath(name, options.params),
    host: entry.host,
    method: entry.method,
    // A GET carries no body; a POST without one sends {} as the platform expects JSON.
    body: entry.method === "GET" ? undefined : (options.body ?? {}),
  };
}

function checkedPath(path: string): string {
  if (!isSafeUpstreamPath(path) || !isForwardableActionPath(path))
    throw new UndescribablePathError(path);
  return path;
}

export function createUpstreamClient({ headers, signal }: UpstreamClientOptions): UpstreamClient {
  const client: UpstreamClient = {
    call(name, given) {
      const entry = UPSTREAM_CALLS[name];
      const answer = given.guard ? given.guard(entry.answer) : entry.answer;
      return callUpstream({
        ...route(name, given),
        headers: headersFor(name, headers, given.headers),
        schema: answer as z.ZodType<CallAnswer<typeof name>>,
        signal: given.signal ?? signal,
        timeoutMs: given.timeoutMs,
        allowEmpty: given.allowEmpty,
        readMessageField: given.readMessageField,
        known: given.known,
      });
    },
    checkedCall(name, options) {
      const checked = UPSTREAM_CALLS[name].request.safeParse(options.body);
      if (!checked.success) throw new RequestBodyError(name, checked.error.message);
      // The body goes as built: the check must not change what is sent.
      return client.call(name, options as CallOptions<typeof name>);
    },
    stream(name, options) {
      return callUpstreamStream({
        ...route(name, options),
        headers: headersFor(name, headers, options.headers),
        signal: options.signal ?? signal,
        timeoutMs: options.timeoutMs,
        readMessageField: options.readMessageField,
        maxBytes: options.maxBytes,
      });
    },
    eventStream(name, options, limits) {
      return openUpstreamEventStream(
        {
          ...route(name, options),
          headers: headersFor(name, headers, options.headers),
          signal: options.signal ?? signal,
          timeoutMs: options.timeoutMs,
          readMessageField: options.readMessageField,
        },
        limits,
      );
    },
    described(path, options) {
      return callUpstream({
        path: checkedPath(path),
        method: "POST",
        body: options.body,
        headers: { ...headers, ...options.headers },
        schema: options.answer,
        signal: options.signal ?? signal,
        timeoutMs: options.timeoutMs,
        allowEmpty: options.allowEmpty,
        readMessageField: options.readMessageField,
        known: options.known,
      });
    },
    describedEventStream(path, options, limits) {
      return openUpstreamEventStream(
        {
          path: checkedPath(path),
          method: "POST",
          body: options.body,
          headers: { ...headers, ...options.headers },
          signal: options.signal ?? signal,
          timeoutMs: options.timeoutMs,
          readMessageField: options.readMessageField,
        },
        limits,
      );
    },
    describedStream(path, options) {
      return callUpstreamStream({
        path: checkedPath(path),
        method: "POST",
        body: options.body,
        headers: { ...headers, ...options.headers },
        signal: options.signal ?? signal,
        timeoutMs: options.timeoutMs,
        readMessageField: options.readMessageField,
        maxBytes: options.maxBytes,
      });
    },
  };
  return client;
}
