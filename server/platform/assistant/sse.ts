import type { ServerResponse } from "node:http";
import { UPSTREAM_STREAM } from "~/contract/assistant-values";

/**
 * The upstream's assistant stream (docs/contract.md, "AI assistant"): `text/event-stream`, each
 * message's data the base64 of a UTF-8 piece of the reply, then `event: done` and the close. One
 * writer for the tutor, the model relay and the interview, so all three stop the same way when
 * the client goes away.
 */

/** Between tokens when no fixed delay is configured: 20-40 ms, the same for every run. */
export function tokenDelayMs(index: number, fixedMs?: number): number {
  return fixedMs ?? 20 + ((index * 7) % 21);
}

/** How many words each successive token holds: 1-4, a fixed cycle so replies stream alike. */
const WORDS_PER_TOKEN = [2, 1, 3, 2, 4, 1, 2, 3];

/** The reply as tokens of 1-4 words with their trailing whitespace; joined, they are the text. */
export function splitTokens(text: string): string[] {
  const words = text.match(/^\s+|\S+\s*/g) ?? [];
  const tokens: string[] = [];
  let i = 0;
  while (i < words.length) {
    const size = WORDS_PER_TOKEN[tokens.length % WORDS_PER_TOKEN.length] ?? 1;
    tokens.push(words.slice(i, i + size).join(""));
    i += size;
  }
  return tokens;
}

/** One message: base64 keeps newlines and any character out of the SSE framing. */
export function dataEvent(piece: string | Uint8Array): string {
  const bytes = typeof piece === "string" ? Buffer.from(piece, "utf8") : Buffer.from(piece);
  return `data: ${bytes.toString("base64")}\n\n`;
}

export function doneEvent(data: Record<string, unknown> = {}): string {
  return `event: ${UPSTREAM_STREAM.doneEvent}\ndata: ${JSON.stringify(data)}\n\n`;
}

const stats = { open: 0, started: 0, closedEarly: 0 };

/** Streams opened so far in this process; `open` counts responses not yet closed (leak check). */
export function assistantStreamStats(): { open: number; started: number; closedEarly: number } {
  return { ...stats };
}

/** Where a streamed reply goes: an SSE response, or the interview's live connection. */
export interface TokenSink {
  /** The client went away or the stream ended: nothing more may be written. */
  readonly closed: boolean;
  /** The next piece of the reply (ignored once closed). */
  write(piece: string): void;
  /** A named event with JSON data (the interview's audio). */
  event(name: string, data: Record<string, unknown>): void;
  /** The end of the reply, with its data. */
  done(data?: Record<string, unknown>): void;
  /** Runs once when the client's connection closes, whoever closed it. */
  onClose(listener: () => void): void;
}

export interface SseStream extends TokenSink {
  /** Ends without `done`: the reader knows the reply was cut short. */
  cut(): void;
  /** A comment line: no event for the reader, but the connection is not silent. */
  comment(text: string): void;
}

/** Answers 200 text/event-stream now and returns the writer. */
export function openSseStream(res: ServerResponse): SseStream {
  res.writeHead(200, {
    "Content-Type": `${UPSTREAM_STREAM.contentType}; charset=utf-8`,
    "Cache-Control": "no-store",
    // Proxies (nginx) would otherwise hold the tokens back until the reply is complete.
    "X-Accel-Buffering": "no",
  });
  res.flushHeaders();
  stats.started += 1;
  stats.open += 1;
  let closed = false;
  let finished = false;
  res.once("close", () => {
    closed = true;
    stats.open -= 1;
    if (!finished) stats.closedEarly += 1;
  });
  const isClosed = () => closed || res.destroyed || res.writableEnded;
  return {
    get closed() {
      return isClosed();
    },
    write(piece) {
      if (!isClosed() && piece) res.write(dataEvent(piece));
    },
    event(name, data) {
      if (!isClosed()) res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    done(data = {}) {
      if (isClosed()) return;
      finished = true;
      res.end(doneEvent(data));
    },
    cut() {
      if (!isClosed()) res.end();
    },
    comment(text) {
      if (!isClosed()) res.write(`: ${text.replace(/[\r\n]/g, " ")}\n\n`);
    },
    onClose(listener) {
      if (closed) listener();
      else res.once("close", listener);
    },
  };
}

/**
 * Writes a whole text token by token, one every tokenDelayMs, then `done`. Resolves when it is
 * written or the client went away (the pending timer is cleared then: nothing is written after).
 */
export function streamText(
  stream: TokenSink,
  text: string,
  options: {
    fixedDelayMs?: number;
    doneData?: Record<string, unknown>;
    /** Written after the last token, before `done` (the interview's audio). */
    beforeDone?: (stream: TokenSink) => void;
  } = {},
): Promise<void> {
  const tokens = splitTokens(text);
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    let index = 0;
    stream.onClose(() => {
      clearTimeout(timer);
      resolve();
    });
    const next = () => {
      if (stream.closed) return resolve();
      if (index >= tokens.length) {
        options.beforeDone?.(stream);
        stream.done(options.doneData);
        return resolve();
      }
      stream.write(tokens[index] ?? "");
      index += 1;
      timer = setTimeout(next, tokenDelayMs(index, options.fixedDelayMs));
    };
    timer = setTimeout(next, tokenDelayMs(0, options.fixedDelayMs));
  });
}
