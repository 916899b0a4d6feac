import { randomBytes } from "node:crypto";
import type { z } from "zod";
import type {
  addCellRequestSchema,
  deleteCellRequestSchema,
  moveCellRequestSchema,
  swapCellRequestSchema,
  updateCellRequestSchema,
} from "~/contract/editor";
import { EDITOR_TEXTS } from "~/contract/editor-values";
import type { CellJson } from "../db/pages";
import { invalidEdit, notFound, refused } from "./cms-error";
import { checkedComponentData } from "./widget-check";

/**
 * The page editor's edits of a page's cell tree (docs/contract.md, "Admin editors"), as pure
 * functions of the flat cell list. Each runs in two steps so the service can keep the contract's
 * order of refusals: finding the cells (404) happens first, then the service checks the version
 * (409), then `commit` checks the edit itself (400) and gives the new cells and the summary.
 */

export interface PageEditOutcome {
  cells: CellJson[];
  /** What changed, in words, for the history. */
  summary: string;
}

/** An edit whose cells were found; `commit` checks it and applies it. */
export interface LocatedEdit<T> {
  commit(): T;
}

export type PageEdit = (cells: readonly CellJson[]) => LocatedEdit<PageEditOutcome>;

const PARENT_KINDS = new Set(["CELL_SECTION", "CELL_CONTAINER"]);
const NOT_A_PARENT = "Cells go inside a section or a container";
const NOT_A_COMPONENT = "Only a widget cell has componentData";
const NOTHING_TO_CHANGE = "Send componentData, layout, header or span";

function find(cells: readonly CellJson[], id: string): CellJson {
  const cell = cells.find((candidate) => candidate.id === id);
  if (!cell) throw notFound(EDITOR_TEXTS.cellNotFound);
  return cell;
}

/** "FAQ cell faq-1", "section modules". */
function describe(cell: CellJson): string {
  if (cell.cellType === "CELL_COMPONENT") return `${String(cell.componentType)} cell ${cell.id}`;
  return `${cell.cellType === "CELL_SECTION" ? "section" : "container"} ${cell.id}`;
}

/** The children of a parent (undefined: the top level) in their order. */
function childrenOf(cells: readonly CellJson[], parentId: string | undefined): CellJson[] {
  return cells.filter((cell) => cell.parentId === parentId).sort((a, b) => a.position - b.position);
}

/** The cell and everything inside it. */
function subtreeOf(cells: readonly CellJson[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const cell of cells) {
      if (cell.parentId !== undefined && ids.has(cell.parentId) && !ids.has(cell.id)) {
        ids.add(cell.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** The cells with `ordered` (one parent's children) at positions 0, 1, 2 ... */
function withOrder(
  cells: readonly CellJson[],
  parentId: string | undefined,
  ordered: readonly CellJson[],
): CellJson[] {
  const placed = new Map(ordered.map((cell, position) => [cell.id, { ...cell, position }]));
  const others = cells.filter((cell) => !placed.has(cell.id) && cell.parentId !== parentId);
  return [...others, ...placed.values()];
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/** A readable id no cell of the page has: `faq-k3v9qa`. */
function newCellId(cells: readonly CellJson[], kind: string): string {
  const stem =
    kind
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "cell";
  const taken = new Set(cells.map((cell) => cell.id));
  for (;;) {
    const suffix = randomBytes(4).readUInt32BE(0).toString(36).padStart(6, "0").slice(-6);
    const id = `${stem}-${suffix}`;
    if (!taken.has(id)) return id;
  }
}

export function updateCell(request: z.output<typeof updateCellRequestSchema>): PageEdit {
  return (cells) => {
    const cell = find(cells, request.cellId);
    return {
      commit() {
        const { componentData, layout, header, span } = request;
        if (!componentData && !layout && !header && span === undefined) {
          throw invalidEdit({ "(root)": NOTHING_TO_CHANGE });
        }
        const next: CellJson = { ...cell };
        if (componentData) {
          if (cell.cellType !== "CELL_COMPONENT")
            throw invalidEdit({ componentData: NOT_A_COMPONENT });
          next.componentData = checkedComponentData(String(cell.componentType), componentData);
        }
        if (layout) next.layout = layout;
        if (header) next.header = header;
        if (span !== undefined) next.span = span;
        return {
          cells: cells.map((candidate) => (candidate.id === cell.id ? next : candidate)),
          summary: `Updated ${describe(cell)}`,
        };
      },
    };
  };
}

export function addCell(request: z.output<typeof addCellRequestSchema>): PageEdit {
  return (cells) => {
    const parent = find(cells, request.parentId);
    return {
      commit() {
        if (!PARENT_KINDS.has(parent.cellType)) throw invalidEdit({ parentId: NOT_A_PARENT });
        const componentData = checkedComponentData(request.componentType, request.componentData);
        const siblings = childrenOf(cells, parent.id);
        const position = clamp(request.position, siblings.length);
        const cell: CellJson = {
          id: newCellId(cells, request.componentType),
          parentId: parent.id,
          cellType: "CELL_COMPONENT",
          position,
          componentType: request.componentType,
          componentData,
        };
        siblings.splice(position, 0, cell);
        return {
          cells: withOrder(cells, parent.id, siblings),
          summary: `Added ${describe(cell)} to ${describe(parent)} at position ${position + 1}`,
        };
      },
    };
  };
}

export function deleteCell(request: z.output<typeof deleteCellRequestSchema>): PageEdit {
  return (cells) => {
    const cell = find(cells, request.cellId);
    return {
      commit() {
        const gone = subtreeOf(cells, cell.id);
        const left = cells.filter((candidate) => !gone.has(candidate.id));
        const inside = gone.size - 1;
        return {
          cells: withOrder(left, cell.parentId, childrenOf(left, cell.parentId)),
          summary: `Deleted ${describe(cell)}${inside ? ` and the ${inside} cells inside it` : ""}`,
        };
      },
    };
  };
}

export function swapCells(request: z.output<typeof swapCellRequestSchema>): PageEdit {
  return (cells) => {
    const cell = find(cells, request.cellId);
    const other = find(cells, request.otherCellId);
    return {
      commit() {
        if (cell.id === other.id || cell.parentId !== other.parentId) {
          throw refused(EDITOR_TEXTS.notNeighbours, "otherCellId");
        }
        const siblings = childrenOf(cells, cell.parentId);
        const a = siblings.findIndex((candidate) => candidate.id === cell.id);
        const b = siblings.findIndex((candidate) => candidate.id === other.id);
        [siblings[a], siblings[b]] = [siblings[b], siblings[a]];
        return {
          cells: withOrder(cells, cell.parentId, siblings),
          summary: `Swapped ${describe(cell)} and ${describe(other)}`,
        };
      },
    };
  };
}

export function moveCell(request: z.output<typeof moveCellRequestSchema>): PageEdit {
  return (cells) => {
    const cell = find(cells, request.cellId);
    const parent = find(cells, request.parentId);
    return {
      commit() {
        if (subtreeOf(cells, cell.id).has(parent.id)) {
          throw refused(EDITOR_TEXTS.moveIntoItself, "parentId");
        }
        if (!PARENT_KINDS.has(parent.cellType)) throw invalidEdit({ parentId: NOT_A_PARENT });
        const leftBehind = childrenOf(cells, cell.parentId).filter((c) => c.id !== cell.id);
        const afterLeaving = withOrder(cells, cell.parentId, leftBehind).filter(
          (candidate) => candidate.id !== cell.id,
        );
        const siblings = childrenOf(afterLeaving, parent.id);
        const position = clamp(request.position, siblings.length);
        siblings.splice(position, 0, { ...cell, parentId: parent.id });
        return {
          cells: withOrder(afterLeaving, parent.id, siblings),
          summary: `Moved ${describe(cell)} to ${describe(parent)} at position ${position + 1}`,
        };
      },
    };
  };
}
