import { describe, expect, it } from "vitest";
import {
  PANE_SIZE_PREFIX,
  readPaneSize,
  writePaneSize,
  type SizeStorage,
} from "~/practice/workspace/pane-sizes";

/** A storage in memory, as localStorage behaves. */
function memory(): SizeStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe("the workspace's pane sizes", () => {
  it("gives the fallback until a size is remembered, then the size", () => {
    const storage = memory();
    expect(readPaneSize("problem", "0", 34, storage)).toBe(34);
    writePaneSize("problem", "0", 45, storage);
    expect(readPaneSize("problem", "0", 34, storage)).toBe(45);
    expect(storage.items.get(`${PANE_SIZE_PREFIX}problem:0`)).toBe("45");
  });

  it("keeps each workspace and separator apart", () => {
    const storage = memory();
    writePaneSize("problem", "0", 30, storage);
    writePaneSize("problem", "1", 70, storage);
    writePaneSize("compiler", "0", 55, storage);
    expect(readPaneSize("problem", "0", 50, storage)).toBe(30);
    expect(readPaneSize("problem", "1", 50, storage)).toBe(70);
    expect(readPaneSize("compiler", "0", 50, storage)).toBe(55);
    expect(readPaneSize("compiler", "1", 50, storage)).toBe(50);
  });

  it("brings sizes into the separator's bounds and rounds them", () => {
    const storage = memory();
    writePaneSize("problem", "0", 3, storage);
    expect(storage.items.get(`${PANE_SIZE_PREFIX}problem:0`)).toBe("20");
    storage.items.set(`${PANE_SIZE_PREFIX}problem:1`, "99.4");
    expect(readPaneSize("problem", "1", 50, storage)).toBe(80);
    storage.items.set(`${PANE_SIZE_PREFIX}problem:1`, "61.6");
    expect(readPaneSize("problem", "1", 50, storage)).toBe(62);
  });

  it("ignores what is not a number", () => {
    const storage = memory();
    for (const bad of ["", "wide", "NaN", "Infinity"]) {
      storage.items.set(`${PANE_SIZE_PREFIX}problem:0`, bad);
      expect(readPaneSize("problem", "0", 34, storage)).toBe(34);
    }
  });

  it("survives a storage that refuses (private mode, full, turned off) or is missing", () => {
    const refusing: SizeStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(readPaneSize("problem", "0", 34, refusing)).toBe(34);
    expect(() => writePaneSize("problem", "0", 40, refusing)).not.toThrow();
    expect(readPaneSize("problem", "0", 34, undefined)).toBe(34);
    expect(() => writePaneSize("problem", "0", 40, undefined)).not.toThrow();
  });
});
