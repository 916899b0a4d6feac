import { describe, expect, it } from "vitest";
import { dataEvent, doneEvent, splitTokens, tokenDelayMs } from "~server/platform/assistant/sse";

/** The stream's framing: tokens that join back to the text, base64 of UTF-8, the done event. */

const decodePieces = (events: string[]) =>
  Buffer.concat(
    events.map((event) => Buffer.from(/^data: (.*)\n\n$/.exec(event)![1]!, "base64")),
  ).toString("utf8");

describe("splitTokens", () => {
  it("makes tokens of 1-4 words that join back to the exact text", () => {
    const text = "  ## Title\n\nOne two three four five six seven eight nine ten.\n- a\n- b\n";
    const tokens = splitTokens(text);
    expect(tokens.join("")).toBe(text);
    for (const token of tokens) {
      expect(token.trim().split(/\s+/).length).toBeLessThanOrEqual(4);
    }
    expect(tokens.length).toBeGreaterThan(5);
    expect(splitTokens(text)).toEqual(tokens);
    expect(splitTokens("")).toEqual([]);
  });
});

describe("data events", () => {
  it("carry base64 of UTF-8: multi-byte text round-trips token by token", () => {
    const text = "héllo — 你好 🎉 and more words here";
    const events = splitTokens(text).map((token) => dataEvent(token));
    for (const event of events) expect(event).toMatch(/^data: [A-Za-z0-9+/=]+\n\n$/);
    expect(decodePieces(events)).toBe(text);
  });

  it("round-trips pieces that split a character, when the bytes are joined before decoding", () => {
    const bytes = Buffer.from("héllo — 你好 🎉", "utf8");
    const events = [];
    for (let i = 0; i < bytes.length; i += 3) events.push(dataEvent(bytes.subarray(i, i + 3)));
    expect(decodePieces(events)).toBe("héllo — 你好 🎉");
  });

  it("ends with the named done event and its JSON data", () => {
    expect(doneEvent()).toBe("event: done\ndata: {}\n\n");
    expect(doneEvent({ finished: true })).toBe('event: done\ndata: {"finished":true}\n\n');
  });
});

describe("tokenDelayMs", () => {
  it("follows a fixed 20-40 ms pattern, or the configured value (0 allowed)", () => {
    const delays = Array.from({ length: 50 }, (_, i) => tokenDelayMs(i));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...delays)).toBeLessThanOrEqual(40);
    expect(Array.from({ length: 50 }, (_, i) => tokenDelayMs(i))).toEqual(delays);
    expect(tokenDelayMs(7, 0)).toBe(0);
    expect(tokenDelayMs(7, 15)).toBe(15);
  });
});
