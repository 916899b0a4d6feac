import { describe, expect, it } from "vitest";
import type { Cell } from "~/contract";
import { resolveWidgetsIn } from "~/widgets/schemas.server";

/** A page shown (not edited) sends a parsed cell's data once: in its widget (issue 17). */
const title: Cell = {
  id: "t",
  cellType: "CELL_COMPONENT",
  position: 0,
  componentType: "PAGE_TITLE",
  componentData: {
    type: "PAGE_TITLE",
    viewType: "DEFAULT",
    title: "Move into product roles",
    headerData: { textData: { text: "Header" } },
  },
} as Cell;
const broken: Cell = {
  id: "b",
  cellType: "CELL_COMPONENT",
  position: 1,
  componentType: "STATS",
  componentData: { type: "STATS", items: "not a list" },
} as unknown as Cell;

describe("resolveWidgetsIn with slim", () => {
  it("keeps of a parsed cell's componentData only what the browser reads beside the widget", () => {
    const { cells } = resolveWidgetsIn({ cells: [title, broken] }, { slim: true });
    expect(cells[0].widget?.status).toBe("ok");
    expect(cells[0].componentData).toEqual({
      type: "PAGE_TITLE",
      viewType: "DEFAULT",
      headerData: { textData: { text: "Header" } },
    });
    expect(cells[0].widget).toMatchObject({ data: { title: "Move into product roles" } });
    // A cell that did not parse keeps its data as it came.
    expect(cells[1].widget?.status).toBe("invalid");
    expect(cells[1].componentData).toEqual(broken.componentData);
  });

  it("leaves whole cells without it (the page editor, the edit API)", () => {
    const { cells } = resolveWidgetsIn({ cells: [title] });
    expect(cells[0].componentData).toEqual(title.componentData);
  });
});
