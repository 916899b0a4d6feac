import { ASSISTANT_TEXTS, ASSISTANT_TIMING } from "~/contract/assistant-values";
import { getEnv } from "../env.server";
import { sharedStore } from "../shared-store-instance.server";
import { storeKeyPart } from "../store-keys.server";

/** A stream's slot is held at most this long (the relay ends a reply at maxStreamMs anyway). */
const SLOT_TTL_MS = ASSISTANT_TIMING.maxStreamMs + 60_000;
const MINUTE_MS = 60_000;

export type Admission =
  { ok: true; release: () => void } | { ok: false; status: 429; message: string };

/**
 * The assistant relay's entry (issue 30, docs/decisions/036): each stream may be a paid model
 * call, so a user holds at most ASSISTANT_STREAMS_PER_USER open streams and starts at most
 * ASSISTANT_STARTS_PER_MINUTE in any minute, counted in the shared store so the limits hold
 * across BFF instances (Redis). The open streams are checked first: a start refused for them
 * does not use up the minute's starts. `release` (idempotent) gives the slot back when the
 * stream ends, however it ends.
 */
export async function admitStream(userId: string): Promise<Admission> {
  const env = getEnv();
  const store = sharedStore();
  const user = storeKeyPart(userId);
  const key = `assistant:streams:${user}`;
  const lease = await store.acquire(key, env.ASSISTANT_STREAMS_PER_USER, SLOT_TTL_MS);
  if (!lease) return { ok: false, status: 429, message: ASSISTANT_TEXTS.tooManyStreams };
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    void store.release(key, lease);
  };
  const started = await store.hitAll([
    {
      key: `assistant:starts:${user}`,
      limit: env.ASSISTANT_STARTS_PER_MINUTE,
      windowMs: MINUTE_MS,
    },
  ]);
  if (!started) {
    release();
    return { ok: false, status: 429, message: ASSISTANT_TEXTS.tooManyStarts };
  }
  return { ok: true, release };
}

/**
 * The relayed body, giving the slot back once it ends: read to its end, failed, or cancelled
 * (the browser went away). The relay's own handling of the stream is untouched.
 */
export function releasingAtEnd(
  body: ReadableStream<Uint8Array>,
  release: () => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    cancel(reason) {
      release();
      return reader.cancel(reason);
    },
  });
}
