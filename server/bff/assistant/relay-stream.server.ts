import { ASSISTANT_TEXTS, RELAY_EVENTS } from "~/contract/assistant-values";
import { onShutdown } from "../shutdown.server";
import type { UpstreamEventStream } from "../upstream.server";
import { createRelayDecoder, type RelayEvent } from "./relay-decoder.server";
import { gauge } from "../../shared/metrics";

/** Event streams relayed to browsers now (METRICS_PORT, decision 050). */
const openStreams = gauge({
  name: "bff_open_streams",
  help: "Assistant event streams being relayed",
});

type OpenStream = Extract<UpstreamEventStream, { ok: true }>;

const encoder = new TextEncoder();

export function sseFrame(event: RelayEvent): Uint8Array {
  const { kind, ...data } = event;
  const payload = kind === "done" ? event.data : data;
  return encoder.encode(`event: ${RELAY_EVENTS[kind]}\ndata: ${JSON.stringify(payload)}\n\n`);
}

const HEARTBEAT = encoder.encode(": heartbeat\n\n");

/** The response headers of a relayed stream: never buffered by a proxy, never stored. */
export function relayHeaders(): Headers {
  return new Headers({
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-store, no-transform",
    "X-Accel-Buffering": "no",
  });
}

/**
 * Reads the upstream's event stream and writes clean events for the browser (relay-decoder).
 * Abort-safe (remix-run/remix#3971): the browser leaving (its request's signal, or the stream
 * cancelled) destroys the upstream body at once; nothing is enqueued after close; a stall or a
 * broken connection ends with the error event and the partial reply kept. A comment line goes
 * out whenever the upstream has been silent for `heartbeatMs`. When the server shuts down
 * (shutdown.server.ts) the stream ends with the error event in ASSISTANT_TEXTS.serverRestarting.
 */
export function relayToBrowser(
  upstream: OpenStream,
  options: { signal: AbortSignal; heartbeatMs: number },
): ReadableStream<Uint8Array> {
  let closed = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let lastActivity = Date.now();
  let untrack = () => {};

  let counted = false;
  const stop = () => {
    if (counted) openStreams.dec();
    counted = false;
    untrack();
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = undefined;
    options.signal.removeEventListener("abort", leave);
    upstream.body.destroy();
  };
  /** The browser went away: nothing more is written, the upstream body is let go. */
  const leave = () => {
    closed = true;
    stop();
  };

  return new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (bytes: Uint8Array) => {
        if (closed) return;
        try {
          controller.enqueue(bytes);
        } catch {
          closed = true;
        }
      };
      const close = () => {
        stop();
        if (closed) return;
        closed = true;
        try {
          controller.close();
        } catch {
          // already closed by a cancel
        }
      };
      const decoder = createRelayDecoder((event) => write(sseFrame(event)));

      if (options.signal.aborted) return leave();
      openStreams.inc();
      counted = true;
      options.signal.addEventListener("abort", leave, { once: true });
      heartbeat = setInterval(
        () => {
          if (Date.now() - lastActivity >= options.heartbeatMs) {
            lastActivity = Date.now();
            write(HEARTBEAT);
          }
        },
        Math.max(10, Math.floor(options.heartbeatMs / 2)),
      );
      heartbeat.unref?.();
      // The server is stopping: the browser hears it as the last event, then the stream ends.
      untrack = onShutdown((message) => {
        decoder.fail(message);
        close();
      });

      void (async () => {
        try {
          for await (const chunk of upstream.body) {
            lastActivity = Date.now();
            decoder.push(chunk);
            if (decoder.ended || closed) break;
          }
          if (!closed) decoder.close();
        } catch (error) {
          if (!closed) {
            const kind = upstream.failureOf(error);
            if (kind !== "aborted") {
              decoder.fail(
                kind === "timeout" ? ASSISTANT_TEXTS.notEventStream : ASSISTANT_TEXTS.stoppedEarly,
              );
            }
          }
        }
        close();
      })();
    },
    cancel: leave,
  });
}

/** The whole reply, for a browser without JavaScript: the same events, gathered. */
export async function gatherReply(
  upstream: OpenStream,
  signal: AbortSignal,
): Promise<{ text: string; error?: string; done?: Record<string, unknown> }> {
  let text = "";
  let error: string | undefined;
  let done: Record<string, unknown> | undefined;
  const decoder = createRelayDecoder((event) => {
    if (event.kind === "delta") text += event.text;
    else if (event.kind === "done") done = event.data;
    else if (event.kind === "error") error = event.message;
  });
  // The server is stopping: the reply so far, with the restart text as its error.
  const untrack = onShutdown((message) => {
    decoder.fail(message);
    upstream.body.destroy();
  });
  try {
    for await (const chunk of upstream.body) {
      decoder.push(chunk);
      if (decoder.ended || signal.aborted) break;
    }
    decoder.close();
  } catch (thrown) {
    const kind = upstream.failureOf(thrown);
    decoder.fail(
      kind === "timeout" ? ASSISTANT_TEXTS.notEventStream : ASSISTANT_TEXTS.stoppedEarly,
    );
  } finally {
    untrack();
    upstream.body.destroy();
  }
  return { text, error, done };
}
