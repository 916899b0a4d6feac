/**
 * The one bounded body reader of the BFF and the reference platform (docs/security.md). Both
 * import it; it imports nothing of ours. A body is read chunk by chunk: past `limit` bytes it
 * stops keeping them and fails with BodyTooLargeError (memory stays flat, whatever the size or
 * the transfer encoding); a body that sends nothing for `idleTimeoutMs` fails with
 * BodyTimeoutError, so a slow client cannot hold a request open forever.
 */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`body larger than ${limit} bytes`);
  }
}

export class BodyTimeoutError extends Error {
  constructor(readonly idleTimeoutMs: number) {
    super(`no body bytes for ${idleTimeoutMs} ms`);
  }
}

export const DEFAULT_BODY_IDLE_TIMEOUT_MS = 10_000;

export interface BoundedReadOptions {
  /** Longest silence between two chunks (ms). */
  idleTimeoutMs?: number;
  /** The declared Content-Length, checked before a byte is read. */
  declaredLength?: number | null;
  /**
   * After an oversized body, keep reading (and dropping) up to this many bytes so the client,
   * still sending, reads the 413 instead of a reset connection; past it the source is cancelled.
   */
  drainUpTo?: number;
  /**
   * Leave the source open when refusing it before the end (a declared length too large, a
   * stall) instead of cancelling it: Remix's node adapter destroys the socket when a request body
   * is cancelled, and the 413 or 408 would never reach the client; node drops the unread rest.
   */
  leaveOpen?: boolean;
}

type Source = AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>;

function iteratorOf(source: Source): AsyncIterator<Uint8Array> {
  if (typeof (source as ReadableStream<Uint8Array>).getReader === "function") {
    const reader = (source as ReadableStream<Uint8Array>).getReader();
    return {
      next: () => reader.read() as Promise<IteratorResult<Uint8Array>>,
      return: async () => {
        await reader.cancel().catch(() => {});
        return { done: true, value: undefined };
      },
    };
  }
  return (source as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
}

/** The next chunk, or BodyTimeoutError after `ms` of silence. */
function nextWithin(
  iterator: AsyncIterator<Uint8Array>,
  ms: number,
): Promise<IteratorResult<Uint8Array>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BodyTimeoutError(ms)), ms);
  });
  return Promise.race([iterator.next(), timeout]).finally(() => clearTimeout(timer));
}

/** Reads a whole body of at most `limit` bytes (see the module comment). */
export async function readBounded(
  source: Source | null | undefined,
  limit: number,
  options: BoundedReadOptions = {},
): Promise<Buffer> {
  const idle = options.idleTimeoutMs ?? DEFAULT_BODY_IDLE_TIMEOUT_MS;
  const declared = options.declaredLength;
  if (!source) return Buffer.alloc(0);
  const iterator = iteratorOf(source);
  const stop = () => void iterator.return?.().catch(() => {});
  if (typeof declared === "number" && Number.isFinite(declared) && declared > limit) {
    if (!options.leaveOpen) stop();
    throw new BodyTooLargeError(limit);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const next = await nextWithin(iterator, idle);
      if (next.done) return Buffer.concat(chunks);
      size += next.value.byteLength;
      if (size > limit) {
        chunks.length = 0;
        await drain(iterator, size, options.drainUpTo ?? 0, idle);
        throw new BodyTooLargeError(limit);
      }
      chunks.push(next.value);
    }
  } catch (error) {
    if (error instanceof BodyTimeoutError && !options.leaveOpen) stop();
    throw error;
  }
}

/** Reads and drops what is left, up to `upTo` bytes in all; then cancels the source. */
async function drain(
  iterator: AsyncIterator<Uint8Array>,
  seen: number,
  upTo: number,
  idle: number,
): Promise<void> {
  let total = seen;
  try {
    while (total <= upTo) {
      const next = await nextWithin(iterator, idle);
      if (next.done) return;
      total += next.value.byteLength;
    }
  } catch {
    // a silent or broken client: nothing more to drain
  }
  await iterator.return?.().catch(() => {});
}

/**
 * A stream of the same bytes that errors with BodyTooLargeError once more than `limit` passed
 * through; the rest of the source is then read and dropped (up to `drainUpTo` bytes, as in
 * readBounded) rather than cancelled, so the client can still read the answer.
 */
export function boundedStream(
  body: ReadableStream<Uint8Array>,
  limit: number,
  drainUpTo = 0,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  const iterator: AsyncIterator<Uint8Array> = {
    next: () => reader.read() as Promise<IteratorResult<Uint8Array>>,
    return: async () => {
      await reader.cancel().catch(() => {});
      return { done: true, value: undefined };
    },
  };
  let size = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await reader.read();
      if (next.done) return controller.close();
      size += next.value.byteLength;
      if (size > limit) {
        controller.error(new BodyTooLargeError(limit));
        void drain(iterator, size, drainUpTo, DEFAULT_BODY_IDLE_TIMEOUT_MS);
        return;
      }
      controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
