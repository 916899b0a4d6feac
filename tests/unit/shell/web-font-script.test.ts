import { describe, expect, it, vi } from "vitest";
import { WEB_FONT_ATTRIBUTE, WEB_FONT_SEEN_KEY, webFontScript } from "~/shell/web-font-script";

/** Runs the inline script against a stand-in document, with the given font loading result. */
function run({ seen, loads }: { seen: boolean; loads: "face" | "none" | "fails" | "no-api" }) {
  const attributes = new Map<string, string>();
  const stored = new Map<string, string>(seen ? [[WEB_FONT_SEEN_KEY, "1"]] : []);
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const load = vi.fn(() =>
    loads === "fails"
      ? Promise.reject(new Error("network"))
      : Promise.resolve(loads === "face" ? [{ family: "Lexend Variable" }] : []),
  );
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    fonts: loads === "no-api" ? undefined : { load },
  };
  const window = {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    },
  };
  new Function("document", "window", "requestAnimationFrame", "setTimeout", webFontScript)(
    document,
    window,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
  );
  return {
    attributes,
    stored,
    load,
    /** The first frame, then the task after it: the first paint has happened. */
    afterFirstPaint: async () => {
      frames.splice(0).forEach((callback) => callback());
      timers.splice(0).forEach((callback) => callback());
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe("the web-font script (decision 069)", () => {
  it("uses Lexend from the first paint in a browser that has loaded it before", () => {
    const page = run({ seen: true, loads: "face" });
    expect(page.attributes.has(WEB_FONT_ATTRIBUTE)).toBe(true);
    expect(page.load).not.toHaveBeenCalled();
  });

  it("on a first visit, fetches Lexend only after the first paint and then swaps it in", async () => {
    const page = run({ seen: false, loads: "face" });
    expect(page.load).not.toHaveBeenCalled();
    expect(page.attributes.has(WEB_FONT_ATTRIBUTE)).toBe(false);
    await page.afterFirstPaint();
    expect(page.load).toHaveBeenCalledWith('1em "Lexend Variable"');
    expect(page.attributes.has(WEB_FONT_ATTRIBUTE)).toBe(true);
    expect(page.stored.get(WEB_FONT_SEEN_KEY)).toBe("1");
  });

  it("stays in the fallback when the font cannot be loaded", async () => {
    for (const loads of ["none", "fails", "no-api"] as const) {
      const page = run({ seen: false, loads });
      await page.afterFirstPaint();
      expect(page.attributes.has(WEB_FONT_ATTRIBUTE)).toBe(false);
      expect(page.stored.has(WEB_FONT_SEEN_KEY)).toBe(false);
    }
  });
});
