import { describe, expect, it } from "vitest";
import type { Cell } from "~/contract";
import {
  cancelMove,
  cellLabel,
  dropMove,
  moveSlotsFor,
  pickUp,
  positionOfZone,
  stepMove,
  zoneIndexOf,
} from "~/editor/keyboard-move";
import { buildCellTree } from "~/page/cell-tree";

const component = (id: string, parentId: string, position: number, kind = "RICH_TEXT"): Cell => ({
  id,
  parentId,
  position,
  cellType: "CELL_COMPONENT",
  componentType: kind,
  componentData: {},
});

// overview: [title, faq, row(container: [a, b]), cta]; details: [text]
const cells: Cell[] = [
  { id: "overview", cellType: "CELL_SECTION", position: 0 },
  component("title", "overview", 0, "PAGE_TITLE"),
  component("faq", "overview", 1, "FAQ"),
  { id: "row", cellType: "CELL_CONTAINER", parentId: "overview", position: 2 },
  component("a", "row", 0),
  component("b", "row", 1),
  component("cta", "overview", 3, "BUTTON_LIST"),
  { id: "details", cellType: "CELL_SECTION", position: 1 },
  component("text", "details", 0),
];
const roots = buildCellTree(cells);

describe("the places a cell may go", () => {
  it("names cells as the announcements say them", () => {
    expect(cellLabel(cells[2])).toBe("FAQ cell");
    expect(cellLabel(cells[6])).toBe("Button list cell");
    expect(cellLabel(cells[0])).toBe("section overview");
    expect(cellLabel(cells[3])).toBe("container in row");
  });

  it("lists every place in page order, the containers' places between their parent's", () => {
    const slots = moveSlotsFor(roots, "faq").map((s) => `${s.parentId}:${s.position}/${s.count}`);
    expect(slots).toEqual([
      "overview:0/4",
      "overview:1/4",
      "row:0/3",
      "row:1/3",
      "row:2/3",
      "overview:2/4",
      "overview:3/4",
      "details:0/2",
      "details:1/2",
    ]);
  });

  it("never offers a place inside the moving cell itself", () => {
    const parents = new Set(moveSlotsFor(roots, "row").map((slot) => slot.parentId));
    expect(parents).toEqual(new Set(["overview", "details"]));
  });
});

describe("moving a cell with the keyboard", () => {
  it("picks up, walks, drops, and says each step", () => {
    const picked = pickUp(roots, "faq");
    if (!picked) throw new Error("the FAQ cell can move");
    expect(picked.announcement).toMatch(
      /^Picked up FAQ cell\. Position 2 of 4 in section overview\. Press Enter or Space/,
    );
    const up = stepMove(picked.move, -1);
    expect(up.announcement).toBe("FAQ cell. Position 1 of 4 in section overview.");
    const edge = stepMove(up.move, -1);
    expect(edge.announcement).toBe(
      "FAQ cell is already in the first place. Position 1 of 4 in section overview.",
    );
    expect(edge.move.current).toBe(up.move.current);
    const dropped = dropMove(up.move);
    expect(dropped.target).toEqual({ cellId: "faq", parentId: "overview", position: 0 });
    expect(dropped.announcement).toBe("Dropped FAQ cell. Position 1 of 4 in section overview.");
  });

  it("goes into a container and to another section", () => {
    let move = pickUp(roots, "faq")!.move;
    move = stepMove(move, 1).move;
    const inRow = stepMove(move, 1);
    expect(inRow.announcement).toBe("FAQ cell. Position 2 of 3 in container in row.");
    let last = inRow.move;
    for (let i = 0; i < 10; i += 1) last = stepMove(last, 1).move;
    expect(dropMove(last).target).toEqual({ cellId: "faq", parentId: "details", position: 1 });
  });

  it("drops where it was without a move, and Escape puts it back", () => {
    const picked = pickUp(roots, "faq")!;
    expect(dropMove(picked.move)).toEqual({
      announcement: "FAQ cell dropped where it was. Position 2 of 4 in section overview.",
    });
    const moved = stepMove(stepMove(picked.move, 1).move, 1).move;
    expect(cancelMove(moved)).toBe(
      "Move cancelled. FAQ cell is back at position 2 of 4 in section overview.",
    );
  });

  it("cannot pick up a root section (a move needs a parent)", () => {
    expect(pickUp(roots, "overview")).toBeUndefined();
    expect(pickUp(roots, "missing")).toBeUndefined();
  });
});

describe("drop zones between the cells on screen", () => {
  it("maps places to the gaps around the moving cell and back", () => {
    // faq stands at index 1 of overview: place 2 ("after the container") is gap 3 on screen.
    const place = { parentId: "overview", parentLabel: "section overview", position: 2, count: 4 };
    expect(zoneIndexOf(place, "overview", 1)).toBe(3);
    expect(positionOfZone("overview", 3, "overview", 1)).toBe(2);
    expect(positionOfZone("overview", 0, "overview", 1)).toBe(0);
    expect(positionOfZone("row", 2, "overview", 1)).toBe(2);
    const own = { ...place, position: 1 };
    expect(zoneIndexOf(own, "overview", 1)).toBe(1);
  });
});
