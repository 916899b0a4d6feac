import { describe, expect, it } from "vitest";
import { EMBED_MAX_HEIGHT, embedHeightOf } from "~/sandbox/embed-height";

const frameWindow = {};
const frame = { origin: "https://learn.example", window: frameWindow };
const message = (data: unknown, origin = frame.origin, source: unknown = frameWindow) =>
  ({ data, origin, source }) as unknown as MessageEvent;

describe("the embed's height report, as the framing page reads it", () => {
  it("takes the height of its own frame, within bounds", () => {
    expect(
      embedHeightOf(message({ type: "sandbox-height", sandboxId: "s", height: 812.2 }), frame, 300),
    ).toBe(813);
    expect(embedHeightOf(message({ type: "sandbox-height", height: 10 }), frame, 300)).toBe(300);
    expect(embedHeightOf(message({ type: "sandbox-height", height: 1e9 }), frame, 300)).toBe(
      EMBED_MAX_HEIGHT,
    );
  });

  it("ignores other origins, other frames, other messages and non-numbers", () => {
    const ok = { type: "sandbox-height", height: 500 };
    expect(embedHeightOf(message(ok, "https://evil.example"), frame, 300)).toBeUndefined();
    expect(embedHeightOf(message(ok, frame.origin, {}), frame, 300)).toBeUndefined();
    expect(embedHeightOf(message({ type: "other", height: 500 }), frame, 300)).toBeUndefined();
    expect(
      embedHeightOf(message({ type: "sandbox-height", height: "500" }), frame, 300),
    ).toBeUndefined();
    expect(
      embedHeightOf(message({ type: "sandbox-height", height: NaN }), frame, 300),
    ).toBeUndefined();
    expect(embedHeightOf(message(null), frame, 300)).toBeUndefined();
  });
});
