import { describe, expect, it } from "vitest";
import { pageExpiry, pageResponseSchema } from "~/contract";

const minimal = { pageId: 7, cells: [], pageData: { title: "Home" } };

describe("pageResponseSchema", () => {
  it("parses a page and keeps unknown fields", () => {
    const page = pageResponseSchema.parse({ ...minimal, futureField: { x: 1 } });
    expect(page.pageId).toBe("7");
    expect((page as Record<string, unknown>).futureField).toEqual({ x: 1 });
  });

  it("tolerates unknown enum values and null where a value is optional", () => {
    const page = pageResponseSchema.parse({
      pageId: "p",
      pageData: null,
      cells: [
        { id: 1, cellType: "CELL_HOLOGRAM", parentId: null, span: null },
        {
          id: 2,
          cellType: "CELL_COMPONENT",
          componentType: "NEW_KIND",
          componentData: { viewType: "SOMETHING_NEW" },
        },
      ],
    });
    expect(page.pageData).toEqual({});
    expect(page.cells.map((c) => c.cellType)).toEqual(["CELL_HOLOGRAM", "CELL_COMPONENT"]);
    expect(page.cells[0].parentId).toBeUndefined();
  });

  it("drops the cells that are malformed and keeps the rest", () => {
    const page = pageResponseSchema.parse({
      ...minimal,
      cells: [
        null,
        42,
        "x",
        { cellType: "CELL_SECTION" },
        { id: "ok", cellType: "CELL_SECTION" },
        { id: {}, cellType: 1 },
      ],
    });
    expect(page.cells.map((c) => c.id)).toEqual(["ok"]);
  });

  it("rejects what is not a page at all", () => {
    for (const bad of [null, [], "page", 12, {}, { cells: [] }, { pageId: null }]) {
      expect(pageResponseSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("keeps hostile strings as inert data (rendering escapes them)", () => {
    const page = pageResponseSchema.parse({
      ...minimal,
      pageData: { title: "<img src=x onerror=alert(1)>", __proto__: { polluted: true } },
    });
    expect(page.pageData.title).toBe("<img src=x onerror=alert(1)>");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("computes expiry as now plus TTL seconds, else now", () => {
    expect(pageExpiry({ cacheInfo: { TTL: 60 } }, 1000)).toBe(61_000);
    expect(pageExpiry({ cacheInfo: undefined }, 1000)).toBe(1000);
    expect(pageExpiry({ cacheInfo: { TTL: -5 } }, 1000)).toBe(1000);
  });
});
