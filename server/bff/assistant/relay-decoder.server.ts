import { createParser } from "eventsource-parser";
import { ASSISTANT_LIMITS, ASSISTANT_TEXTS, UPSTREAM_STREAM } from "~/contract/assistant-values";

/** What the relay sends the browser (RELAY_EVENTS), before it is written as SSE. */
export type RelayEvent =
  | { kind: "delta"; text: string }
  | { kind: "audio"; mime: string; data: string }
  | { kind: "done"; data: Record<string, unknown> }
  | { kind: "error"; message: string; partial: boolean };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const AUDIO_MIME = /^audio\/[\w.+-]{1,40}$/;

/** An audio event's data (the interview's spoken turn), when it is one; else undefined. */
export function audioOf(value: unknown): { mime: string; data: string } | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { mime, data } = value as { mime?: unknown; data?: unknown };
  if (typeof mime !== "string" || !AUDIO_MIME.test(mime)) return undefined;
  if (typeof data !== "string" || !BASE64.test(data)) return undefined;
  return { mime, data };
}
/** The base64 of an event's bytes is 4/3 their size, plus field names and line ends. */
const MAX_EVENT_CHARS = Math.ceil((ASSISTANT_LIMITS.eventBytes * 4) / 3) + 1024;

function doneData(text: string): Record<string, unknown> {
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Turns the upstream's event stream (spec 02 section 4: each message base64 text, decoded and
 * appended) into relay events. Bytes are decoded as one UTF-8 stream, so a character split
 * between two messages (or two network chunks) comes out whole. Bounded: one event at most
 * ASSISTANT_LIMITS.eventBytes, a reply at most replyBytes; past either, an error ends it.
 */
export function createRelayDecoder(emit: (event: RelayEvent) => void) {
  const network = new TextDecoder("utf-8");
  const reply = new TextDecoder("utf-8");
  let replyBytes = 0;
  let sent = false;
  let ended = false;

  const end = (event: RelayEvent) => {
    if (ended) return;
    ended = true;
    if (event.kind === "delta") return;
    // Whatever the reply decoder still holds is an incomplete character: dropped, not guessed.
    emit(event);
  };
  const fail = (message: string) => end({ kind: "error", message, partial: sent });

  const parser = createParser({
    maxBufferSize: MAX_EVENT_CHARS,
    onError(error) {
      if (error.type === "max-buffer-size-exceeded") fail(ASSISTANT_TEXTS.notEventStream);
    },
    onEvent(message) {
      if (ended) return;
      if (message.event === UPSTREAM_STREAM.doneEvent) {
        const tail = reply.decode();
        if (tail) emit({ kind: "delta", text: tail });
        end({ kind: "done", data: doneData(message.data) });
        return;
      }
      if (message.event === UPSTREAM_STREAM.audioEvent) {
        let value: unknown;
        try {
          value = JSON.parse(message.data);
        } catch {
          return;
        }
        // Audio that is not audio is dropped: the words of the turn still arrive.
        const audio = audioOf(value);
        if (audio) emit({ kind: "audio", ...audio });
        return;
      }
      if (message.event !== undefined && message.event !== "message") return;
      const data = message.data.replace(/\s+/g, "");
      if (!BASE64.test(data)) return fail(ASSISTANT_TEXTS.notEventStream);
      const bytes = Buffer.from(data, "base64");
      if (bytes.byteLength > ASSISTANT_LIMITS.eventBytes) {
        return fail(ASSISTANT_TEXTS.notEventStream);
      }
      replyBytes += bytes.byteLength;
      if (replyBytes > ASSISTANT_LIMITS.replyBytes) return fail(ASSISTANT_TEXTS.stoppedEarly);
      const text = reply.decode(bytes, { stream: true });
      if (text) {
        sent = true;
        emit({ kind: "delta", text });
      }
    },
  });

  return {
    /** The next bytes of the upstream's body. */
    push(chunk: Uint8Array) {
      if (ended) return;
      try {
        parser.feed(network.decode(chunk, { stream: true }));
      } catch {
        fail(ASSISTANT_TEXTS.notEventStream);
      }
    },
    /** The upstream closed: without its done event the reply was cut short. */
    close() {
      if (ended) return;
      try {
        parser.feed(network.decode());
      } catch {
        // a truncated last line: the reply is still cut short, below
      }
      if (!ended) fail(sent ? ASSISTANT_TEXTS.stoppedEarly : ASSISTANT_TEXTS.notEventStream);
    },
    /** Reading the upstream failed (a stall, the network). */
    fail,
    get ended() {
      return ended;
    },
  };
}
