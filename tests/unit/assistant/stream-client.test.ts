import { afterEach, describe, expect, it, vi } from "vitest";
import { ASSISTANT_TEXTS } from "~/contract/assistant-values";
import { readAssistantStream } from "~/assistant/stream-client";

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

function answer(parts: string[], init: ResponseInit = {}) {
  return new Response(streamOf(parts), {
    headers: { "content-type": "text/event-stream; charset=utf-8" },
    ...init,
  });
}

async function read(response: Response, signal = new AbortController().signal) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => response),
  );
  const seen: string[] = [];
  await readAssistantStream("/resources/assistant", new FormData(), signal, {
    onDelta: (text) => seen.push(`delta:${text}`),
    onDone: (data) => seen.push(`done:${JSON.stringify(data)}`),
    onError: (message, { partial, login }) =>
      seen.push(`error:${message}:${partial}${login ? ":login" : ""}`),
  });
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe("readAssistantStream (the browser's side of the relay)", () => {
  it("hands on deltas across chunk borders, then done", async () => {
    const seen = await read(
      answer([
        'event: delta\ndata: {"te',
        'xt":"Hel"}\n\nevent: del',
        'ta\ndata: {"text":"lo"}\n\n',
        "event: done\ndata: {}\n\n",
      ]),
    );
    expect(seen).toEqual(["delta:Hel", "delta:lo", "done:{}"]);
  });

  it("an error event ends it with its message, saying whether a reply was kept", async () => {
    const seen = await read(
      answer([
        'event: delta\ndata: {"text":"Part"}\n\n',
        `event: error\ndata: ${JSON.stringify({ message: ASSISTANT_TEXTS.stoppedEarly, partial: true })}\n\n`,
      ]),
    );
    expect(seen).toEqual(["delta:Part", `error:${ASSISTANT_TEXTS.stoppedEarly}:true`]);
  });

  it("a stream that ends without done or error stopped early", async () => {
    expect(await read(answer(['event: delta\ndata: {"text":"Pa"}\n\n']))).toEqual([
      "delta:Pa",
      `error:${ASSISTANT_TEXTS.stoppedEarly}:true`,
    ]);
  });

  it("a JSON refusal gives its message (and the login flag)", async () => {
    const refusal = new Response(JSON.stringify({ message: "Log in first", login: true }), {
      status: 401,
      headers: { "content-type": "application/json" },
    });
    expect(await read(refusal)).toEqual(["error:Log in first:false:login"]);
  });

  it("an answer that is not an event stream is the spec's text", async () => {
    const html = new Response("<html></html>", { headers: { "content-type": "text/html" } });
    expect(await read(html)).toEqual([`error:${ASSISTANT_TEXTS.notEventStream}:false`]);
  });

  it("a Stop (the signal) ends it quietly", async () => {
    const abort = new AbortController();
    abort.abort();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new DOMException("aborted", "AbortError");
      }),
    );
    const seen: string[] = [];
    await readAssistantStream("/x", new FormData(), abort.signal, {
      onDelta: () => seen.push("delta"),
      onDone: () => seen.push("done"),
      onError: () => seen.push("error"),
    });
    expect(seen).toEqual([]);
  });
});
