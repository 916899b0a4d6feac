import { EventSourceParserStream } from "eventsource-parser/stream";
import { ASSISTANT_TEXTS, RELAY_EVENTS } from "~/contract/assistant-values";

export interface StreamHandlers {
  onDelta(text: string): void;
  /** The interview's spoken turn (useServerTTS), before its done. */
  onAudio?(mime: string, data: string): void;
  onDone(data: Record<string, unknown>): void;
  onError(message: string, options: { partial: boolean; login?: boolean }): void;
}

function parse(data: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Posts a form to a relay route and reads its event stream (EventSource cannot POST): fetch, a
 * text decoder and eventsource-parser's stream. Every way it can end calls exactly one of
 * onDone / onError; a Stop (the signal) ends it quietly.
 */
export async function readAssistantStream(
  url: string,
  body: FormData,
  signal: AbortSignal,
  handlers: StreamHandlers,
): Promise<void> {
  let partial = false;
  let settled = false;
  const settle = (end: () => void) => {
    if (settled) return;
    settled = true;
    end();
  };
  try {
    const response = await fetch(url, {
      method: "POST",
      body,
      signal,
      headers: { Accept: "text/event-stream" },
      credentials: "same-origin",
    });
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok || !type.startsWith("text/event-stream") || !response.body) {
      const answer = parse(await response.text().catch(() => ""));
      const message =
        typeof answer.message === "string" && answer.message.trim()
          ? answer.message
          : ASSISTANT_TEXTS.notEventStream;
      return settle(() => handlers.onError(message, { partial, login: answer.login === true }));
    }
    const events = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream());
    const reader = events.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const data = parse(value.data);
      if (value.event === RELAY_EVENTS.delta && typeof data.text === "string") {
        partial = true;
        handlers.onDelta(data.text);
      } else if (value.event === RELAY_EVENTS.audio && typeof data.mime === "string") {
        handlers.onAudio?.(data.mime, typeof data.data === "string" ? data.data : "");
      } else if (value.event === RELAY_EVENTS.done) {
        settle(() => handlers.onDone(data));
      } else if (value.event === RELAY_EVENTS.error) {
        const message =
          typeof data.message === "string" ? data.message : ASSISTANT_TEXTS.notEventStream;
        settle(() => handlers.onError(message, { partial }));
      }
    }
    settle(() =>
      handlers.onError(partial ? ASSISTANT_TEXTS.stoppedEarly : ASSISTANT_TEXTS.notEventStream, {
        partial,
      }),
    );
  } catch (error) {
    if (signal.aborted) return settle(() => undefined);
    settle(() =>
      handlers.onError(partial ? ASSISTANT_TEXTS.stoppedEarly : ASSISTANT_TEXTS.notEventStream, {
        partial,
      }),
    );
    void error;
  }
}
