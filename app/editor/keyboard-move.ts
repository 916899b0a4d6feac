import type { Cell } from "~/contract";
import { kindTitle } from "~/contract/editor-texts";
import type { CellNode } from "~/page/cell-tree";

/**
 * Moving a cell with the keyboard (spec 02 section 7, "Page editor"): a cell's move handle picks
 * it up (Enter or Space), the arrow keys walk the places it may go in page order, Enter drops it
 * there (a move-cell edit) and Escape puts it back. Every step has words for the live region.
 * Pure: the editor keeps the state, the tests drive it without a browser.
 */

/** A place a cell may go: `position` among `parentId`'s children once the cell left its place. */
export interface MoveSlot {
  parentId: string;
  parentLabel: string;
  position: number;
  /** How many places the parent offers (its children without the moving cell, plus one). */
  count: number;
}

export interface KeyboardMove {
  cellId: string;
  label: string;
  slots: MoveSlot[];
  /** The slot the cell started in, and the one it is over now. */
  origin: number;
  current: number;
}

export interface MoveTarget {
  cellId: string;
  parentId: string;
  position: number;
}

/** The id of the move handles' instructions (the edit bar renders them once). */
export const MOVE_HELP_ID = "page-editor-move-help";

export const MOVE_TEXTS = {
  instructions:
    "Press Enter or Space to pick the cell up, the arrow keys to choose its place, Enter to drop it and Escape to cancel.",
} as const;

/** "FAQ", "Card list": a componentType in words. */
export function kindLabel(kind: string | undefined): string {
  return kindTitle(kind);
}

/**
 * A cell id as words: "our-story-0-0" → "our story". Generated ids end in position numbers,
 * which say nothing to a reader (the id itself stays in data-edit-cell).
 */
function readableId(id: string): string {
  const words = id
    .replace(/(?:[-_]\d+)+$/, "")
    .replace(/[-_]+/g, " ")
    .trim();
  return words || id;
}

/** "FAQ cell", "section overview", "container in our story": how the editor names a cell. */
export function cellLabel(cell: Cell): string {
  if (cell.cellType === "CELL_SECTION") return `section ${readableId(cell.id)}`;
  if (cell.cellType === "CELL_CONTAINER") return `container in ${readableId(cell.id)}`;
  return `${kindLabel(cell.componentType ?? cell.componentData?.type)} cell`;
}

function findPath(nodes: readonly CellNode[], cellId: string): CellNode[] | undefined {
  for (const node of nodes) {
    if (node.cell.id === cellId) return [node];
    const inner = findPath(node.children, cellId);
    if (inner) return [node, ...inner];
  }
  return undefined;
}

/** Where a cell stands: its parent (none at the root), its siblings in page order, its index. */
export interface CellPlace {
  parent: Cell | undefined;
  siblings: Cell[];
  index: number;
}

/** Every cell's place in the tree, by id. */
export function placesOf(roots: readonly CellNode[]): Map<string, CellPlace> {
  const places = new Map<string, CellPlace>();
  const visit = (nodes: readonly CellNode[], parent: Cell | undefined) => {
    const siblings = nodes.map((node) => node.cell);
    nodes.forEach((node, index) => {
      places.set(node.cell.id, { parent, siblings, index });
      visit(node.children, node.cell);
    });
  };
  visit(roots, undefined);
  return places;
}

/** The node of a cell and its parent (undefined at the root). */
export function locateCell(
  roots: readonly CellNode[],
  cellId: string,
): { node: CellNode; parent: CellNode | undefined } | undefined {
  const path = findPath(roots, cellId);
  if (!path) return undefined;
  return { node: path[path.length - 1], parent: path[path.length - 2] };
}

/**
 * Every place the cell may go, in page order: the places of a section or container come in turn
 * with the places inside the containers between them. A cell never goes inside itself; the
 * page's root has no parent to name, so a cell cannot move there.
 */
export function moveSlotsFor(roots: readonly CellNode[], cellId: string): MoveSlot[] {
  const slots: MoveSlot[] = [];
  const visit = (parent: CellNode) => {
    if (parent.cell.cellType === "CELL_COMPONENT" || parent.cell.id === cellId) return;
    const kids = parent.children.filter((child) => child.cell.id !== cellId);
    const parentLabel = cellLabel(parent.cell);
    for (let position = 0; position <= kids.length; position += 1) {
      slots.push({ parentId: parent.cell.id, parentLabel, position, count: kids.length + 1 });
      if (position < kids.length) visit(kids[position]);
    }
  };
  roots.forEach(visit);
  return slots;
}

/** "Position 2 of 4 in section overview". */
export function slotText(slot: MoveSlot): string {
  return `Position ${slot.position + 1} of ${slot.count} in ${slot.parentLabel}`;
}

/** Picks a cell up; undefined when it cannot move (not found, or a root cell). */
export function pickUp(
  roots: readonly CellNode[],
  cellId: string,
): { move: KeyboardMove; announcement: string } | undefined {
  const found = locateCell(roots, cellId);
  if (!found?.parent) return undefined;
  const slots = moveSlotsFor(roots, cellId);
  const position = found.parent.children.findIndex((child) => child.cell.id === cellId);
  const origin = slots.findIndex(
    (slot) => slot.parentId === found.parent?.cell.id && slot.position === position,
  );
  if (origin < 0) return undefined;
  const label = cellLabel(found.node.cell);
  const move = { cellId, label, slots, origin, current: origin };
  return {
    move,
    announcement: `Picked up ${label}. ${slotText(slots[origin])}. ${MOVE_TEXTS.instructions}`,
  };
}

/** One place up (-1) or down (+1); at either end the cell stays and says so. */
export function stepMove(
  move: KeyboardMove,
  delta: -1 | 1,
): { move: KeyboardMove; announcement: string } {
  const next = move.current + delta;
  if (next < 0 || next >= move.slots.length) {
    const edge = next < 0 ? "first" : "last";
    return {
      move,
      announcement: `${capitalised(move.label)} is already in the ${edge} place. ${slotText(move.slots[move.current])}.`,
    };
  }
  const moved = { ...move, current: next };
  return {
    move: moved,
    announcement: `${capitalised(move.label)}. ${slotText(move.slots[next])}.`,
  };
}

/** Drops the cell where it is: the move to make, or none when it is back where it started. */
export function dropMove(move: KeyboardMove): { target?: MoveTarget; announcement: string } {
  const slot = move.slots[move.current];
  if (move.current === move.origin) {
    return { announcement: `${capitalised(move.label)} dropped where it was. ${slotText(slot)}.` };
  }
  return {
    target: { cellId: move.cellId, parentId: slot.parentId, position: slot.position },
    announcement: `Dropped ${move.label}. ${slotText(slot)}.`,
  };
}

export function cancelMove(move: KeyboardMove): string {
  return `Move cancelled. ${capitalised(move.label)} is back at ${lowerFirst(slotText(move.slots[move.origin]))}.`;
}

/**
 * Where a slot shows between the cells on screen: the gap before the parent's child at
 * `zoneIndex` (its length: after the last). The moving cell still stands in its own parent, so
 * the places after it are one further on screen, and its own place is the gap before it.
 */
export function zoneIndexOf(slot: MoveSlot, movingParentId: string, movingIndex: number): number {
  return slot.parentId === movingParentId && slot.position > movingIndex
    ? slot.position + 1
    : slot.position;
}

/** The reverse: a gap on screen (a drop zone) as the move's position. */
export function positionOfZone(
  parentId: string,
  zoneIndex: number,
  movingParentId: string,
  movingIndex: number,
): number {
  return parentId === movingParentId && zoneIndex > movingIndex ? zoneIndex - 1 : zoneIndex;
}

export function capitalised(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

function lowerFirst(text: string): string {
  return text ? text[0].toLowerCase() + text.slice(1) : text;
}
