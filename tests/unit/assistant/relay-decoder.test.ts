import { describe, expect, it } from "vitest";
import { ASSISTANT_LIMITS, ASSISTANT_TEXTS } from "~/contract/assistant-values";
import { createRelayDecoder, type RelayEvent } from "~server/bff/assistant/relay-decoder.server";

const b64 = (bytes: Uint8Array | string) =>
  Buffer.from(typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes).toString("base64");
const message = (data: string) => `data: ${data}\n\n`;
const DONE = "event: done\ndata: {}\n\n";

/** Feeds `wire` to a decoder cut into pieces of `size` bytes; answers what it emitted. */
function decode(wire: string | Uint8Array, size = Infinity, close = true): RelayEvent[] {
  const events: RelayEvent[] = [];
  const decoder = createRelayDecoder((event) => events.push(event));
  const bytes = typeof wire === "string" ? new TextEncoder().encode(wire) : wire;
  for (let at = 0; at < bytes.length; at += Math.min(size, bytes.length)) {
    decoder.push(bytes.subarray(at, at + size));
  }
  if (close) decoder.close();
  return events;
}

const textOf = (events: RelayEvent[]) =>
  events.map((event) => (event.kind === "delta" ? event.text : "")).join("");

describe("the assistant relay decoder", () => {
  it("decodes each message's base64 and appends it, then ends on done", () => {
    const events = decode(message(b64("Hello, ")) + message(b64("world")) + DONE);
    expect(textOf(events)).toBe("Hello, world");
    expect(events.at(-1)).toEqual({ kind: "done", data: {} });
  });

  it("keeps the done event's data", () => {
    const events = decode(message(b64("Bye")) + 'event: done\ndata: {"finished":true}\n\n');
    expect(events.at(-1)).toEqual({ kind: "done", data: { finished: true } });
  });

  it.each([1, 2, 3, 5, 7, 64])(
    "gives the same text whatever the network chunk size (%i bytes)",
    (size) => {
      const text = "Plain ascii, accents: héllo, CJK: 你好, emoji: 🎉🚀, end.";
      const wire = [...text].map((char) => message(b64(char))).join("") + DONE;
      expect(textOf(decode(wire, size))).toBe(text);
    },
  );

  it("joins a multi-byte character split between two messages", () => {
    const bytes = Buffer.from("a🎉b", "utf8"); // the emoji is 4 bytes
    const wire = message(b64(bytes.subarray(0, 3))) + message(b64(bytes.subarray(3))) + DONE;
    const events = decode(wire);
    expect(textOf(events)).toBe("a🎉b");
    expect(events.some((event) => event.kind === "delta" && event.text.includes("\uFFFD"))).toBe(
      false,
    );
  });

  it("reads CRLF line ends and ignores comments and other event names", () => {
    const wire = `: ping\r\ndata: ${b64("x")}\r\n\r\nevent: progress\r\ndata: 50\r\n\r\n${DONE}`;
    expect(textOf(decode(wire))).toBe("x");
  });

  it("a stream that closes without done keeps the reply and says it stopped early", () => {
    const events = decode(message(b64("Half an answ")));
    expect(textOf(events)).toBe("Half an answ");
    expect(events.at(-1)).toEqual({
      kind: "error",
      message: ASSISTANT_TEXTS.stoppedEarly,
      partial: true,
    });
  });

  it("a stream that closes with nothing is the spec's could-not-fetch text", () => {
    expect(decode("")).toEqual([
      { kind: "error", message: ASSISTANT_TEXTS.notEventStream, partial: false },
    ]);
  });

  it("data that is not base64 ends the stream with an error", () => {
    const events = decode(message(b64("ok")) + message("<html>not base64</html>") + DONE);
    expect(events.at(-1)).toMatchObject({ kind: "error", partial: true });
    expect(events.filter((event) => event.kind === "done")).toHaveLength(0);
  });

  it("an event larger than the limit ends the stream with an error", () => {
    const big = b64(new Uint8Array(ASSISTANT_LIMITS.eventBytes + 1));
    const events = decode(message(b64("start ")) + message(big) + DONE, 8192);
    expect(events.at(-1)).toEqual({
      kind: "error",
      message: ASSISTANT_TEXTS.notEventStream,
      partial: true,
    });
  });

  it("an unterminated line growing past the limit ends it too (the parser's buffer is bounded)", () => {
    const events = decode(`data: ${"A".repeat(ASSISTANT_LIMITS.eventBytes * 2)}`, 4096, false);
    expect(events).toEqual([
      { kind: "error", message: ASSISTANT_TEXTS.notEventStream, partial: false },
    ]);
  });

  it("a reply longer than the limit stops with the part received", () => {
    const piece = b64("x".repeat(32 * 1024));
    const count = Math.ceil(ASSISTANT_LIMITS.replyBytes / (32 * 1024)) + 1;
    const events = decode(message(piece).repeat(count) + DONE);
    expect(textOf(events).length).toBe(ASSISTANT_LIMITS.replyBytes);
    expect(events.at(-1)).toMatchObject({ kind: "error", partial: true });
  });

  it("emits nothing after it ended", () => {
    const events = decode(DONE + message(b64("late")) + DONE);
    expect(events).toEqual([{ kind: "done", data: {} }]);
  });

  it("passes the interview's audio on (useServerTTS), and drops audio that is not audio", () => {
    const wav = b64("RIFF....WAVE");
    const events = decode(
      message(b64("Hi")) +
        `event: audio\ndata: ${JSON.stringify({ mime: "audio/wav", data: wav })}\n\n` +
        `event: audio\ndata: ${JSON.stringify({ mime: "text/html", data: wav })}\n\n` +
        `event: audio\ndata: ${JSON.stringify({ mime: "audio/wav", data: "<script>" })}\n\n` +
        DONE,
    );
    expect(events).toEqual([
      { kind: "delta", text: "Hi" },
      { kind: "audio", mime: "audio/wav", data: wav },
      { kind: "done", data: {} },
    ]);
  });
});
