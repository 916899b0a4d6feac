import { describe, expect, it } from "vitest";
import type { Cell } from "~/contract";
import {
  buildCellTree,
  defaultChildSpan,
  elementIdOf,
  gapOf,
  MAX_CELL_DEPTH,
  spanOf,
} from "~/page/cell-tree";

const c = (id: string, extra: Partial<Cell> = {}): Cell => ({
  id,
  cellType: "CELL_COMPONENT",
  ...extra,
});

describe("buildCellTree", () => {
  it("nests by parentId and orders siblings by position, then list order", () => {
    const tree = buildCellTree([
      c("b", { parentId: "s", position: 2 }),
      c("s", { cellType: "CELL_SECTION", position: 1 }),
      c("a", { parentId: "s", position: 1 }),
      c("x", { parentId: "s" }),
      c("top", { cellType: "CELL_SECTION", position: 0 }),
    ]);
    expect(tree.map((n) => n.cell.id)).toEqual(["top", "s"]);
    expect(tree[1].children.map((n) => n.cell.id)).toEqual(["a", "b", "x"]);
  });

  it("drops orphans, cycles and duplicate ids instead of looping or repeating", () => {
    const tree = buildCellTree([
      c("root", { cellType: "CELL_SECTION" }),
      c("orphan", { parentId: "missing" }),
      c("loop1", { cellType: "CELL_CONTAINER", parentId: "loop2" }),
      c("loop2", { cellType: "CELL_CONTAINER", parentId: "loop1" }),
      c("self", { cellType: "CELL_CONTAINER", parentId: "self" }),
      c("root", { cellType: "CELL_COMPONENT" }),
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0].cell.cellType).toBe("CELL_SECTION");
    expect(tree[0].children).toHaveLength(0);
  });

  it("gives components no children and cuts hostile depth", () => {
    const cells: Cell[] = [c("d0", { cellType: "CELL_CONTAINER", parentId: undefined })];
    for (let i = 1; i < 40; i++) {
      cells.push(c(`d${i}`, { cellType: "CELL_CONTAINER", parentId: `d${i - 1}` }));
    }
    let depth = 0;
    let node = buildCellTree(cells)[0];
    while (node) {
      depth++;
      node = node.children[0];
    }
    expect(depth).toBe(MAX_CELL_DEPTH);
    const withKid = buildCellTree([c("comp"), c("kid", { parentId: "comp" })]);
    expect(withKid[0].children).toEqual([]);
  });
});

describe("spans, gaps and ids", () => {
  it("treats span 0 or missing as 12 and clamps the rest", () => {
    expect(spanOf(c("a"))).toBe(12);
    expect(spanOf(c("a", { span: 0 }))).toBe(12);
    expect(spanOf(c("a", { span: 4 }))).toBe(4);
    expect(spanOf(c("a", { span: 99 }))).toBe(12);
    expect(spanOf(c("a", { span: -3 }))).toBe(1);
  });

  it("shares a container's row by numColumns and defaults the gap to 24", () => {
    expect(defaultChildSpan(c("k", { numColumns: 3 }))).toBe(4);
    expect(defaultChildSpan(c("k", { numColumns: 5 }))).toBe(2);
    expect(defaultChildSpan(c("k"))).toBe(12);
    expect(gapOf(c("k"))).toBe(24);
    expect(gapOf(c("k", { gap: 8 }))).toBe(8);
    expect(gapOf(c("k", { gap: -1 }))).toBe(24);
  });

  it("uses safe cell ids as element ids", () => {
    expect(elementIdOf(c("curriculum"))).toBe("curriculum");
    expect(elementIdOf(c('42"><script>'))).toBe("cell-42script");
  });
});
