import { describe, expect, it } from "vitest";
import {
  BodyTimeoutError,
  BodyTooLargeError,
  boundedStream,
  readBounded,
} from "~server/shared/bounded-body";

async function* chunks(...parts: (string | number)[]): AsyncIterable<Uint8Array> {
  for (const part of parts) {
    yield typeof part === "number" ? new Uint8Array(part) : new TextEncoder().encode(part);
  }
}

function stream(...parts: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });
}

describe("readBounded", () => {
  it("reads a body up to the limit exactly, from an iterable or a web stream", async () => {
    expect((await readBounded(chunks("ab", "cd"), 4)).toString()).toBe("abcd");
    expect((await readBounded(stream("a", "bc"), 3)).toString()).toBe("abc");
    expect((await readBounded(null, 3)).length).toBe(0);
  });

  it("fails one byte past the limit, also across a chunk border", async () => {
    await expect(readBounded(chunks("ab", "cde"), 4)).rejects.toBeInstanceOf(BodyTooLargeError);
    await expect(readBounded(stream("abcde"), 4)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it("believes a declared length that is too large without reading a byte", async () => {
    let pulled = false;
    const body = new ReadableStream<Uint8Array>({
      pull() {
        pulled = true;
      },
    });
    await expect(readBounded(body, 10, { declaredLength: 11 })).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
    expect(pulled).toBe(false);
  });

  it("does not believe a declared length that is too small: the bytes count", async () => {
    await expect(readBounded(chunks(8, 8), 10, { declaredLength: 4 })).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
  });

  it("drains an oversized body up to drainUpTo without keeping it, then stops", async () => {
    let produced = 0;
    async function* endless(): AsyncIterable<Uint8Array> {
      for (;;) {
        produced += 1024;
        yield new Uint8Array(1024);
      }
    }
    await expect(readBounded(endless(), 2048, { drainUpTo: 10 * 1024 })).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
    expect(produced).toBeGreaterThan(10 * 1024);
    expect(produced).toBeLessThan(20 * 1024);
  });

  it("fails a body that goes silent", async () => {
    const silent = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(3));
      },
    });
    await expect(readBounded(silent, 100, { idleTimeoutMs: 20 })).rejects.toBeInstanceOf(
      BodyTimeoutError,
    );
  });
});

describe("boundedStream", () => {
  it("passes a small body and errors past the limit", async () => {
    expect(await new Response(boundedStream(stream("ab", "c"), 3)).text()).toBe("abc");
    await expect(new Response(boundedStream(stream("ab", "cd"), 3)).text()).rejects.toThrow();
  });
});
