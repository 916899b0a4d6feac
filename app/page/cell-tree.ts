import type { Cell } from "~/contract";

export interface CellNode {
  cell: Cell;
  children: CellNode[];
}

/** Deeper trees than this are cut: no real page nests this far, a hostile one could. */
export const MAX_CELL_DEPTH = 12;

function byPosition(a: { cell: Cell; index: number }, b: { cell: Cell; index: number }): number {
  const pa = a.cell.position ?? Number.MAX_SAFE_INTEGER;
  const pb = b.cell.position ?? Number.MAX_SAFE_INTEGER;
  return pa !== pb ? pa - pb : a.index - b.index;
}

/**
 * The flat cell list -> a tree by parentId, siblings ordered by position (then by list order).
 * Cells whose parent is missing, that sit in a cycle, or that repeat an id are left out: only
 * what hangs from a root is shown, so upstream mistakes cannot loop or duplicate content.
 */
export function buildCellTree(cells: readonly Cell[]): CellNode[] {
  const seen = new Set<string>();
  const unique: { cell: Cell; index: number }[] = [];
  cells.forEach((cell, index) => {
    if (seen.has(cell.id)) return;
    seen.add(cell.id);
    unique.push({ cell, index });
  });
  const childrenOf = new Map<string, { cell: Cell; index: number }[]>();
  const roots: { cell: Cell; index: number }[] = [];
  for (const entry of unique) {
    const parent = entry.cell.parentId;
    if (parent === undefined || parent === "" || parent === "0") {
      roots.push(entry);
    } else {
      const list = childrenOf.get(parent) ?? [];
      list.push(entry);
      childrenOf.set(parent, list);
    }
  }
  const visited = new Set<string>();
  const build = (entry: { cell: Cell }, depth: number): CellNode => {
    visited.add(entry.cell.id);
    const kids =
      depth >= MAX_CELL_DEPTH || entry.cell.cellType === "CELL_COMPONENT"
        ? []
        : (childrenOf.get(entry.cell.id) ?? [])
            .filter((c) => !visited.has(c.cell.id))
            .sort(byPosition);
    return { cell: entry.cell, children: kids.map((k) => build(k, depth + 1)) };
  };
  return roots.sort(byPosition).map((r) => build(r, 1));
}

/** Spec 01 section 3: span 0 or missing means 12; anything else is kept within 1..12. */
export function spanOf(cell: Cell, fallback = 12): number {
  const span = cell.span;
  if (span === undefined || span === 0 || !Number.isFinite(span)) return fallback;
  return Math.min(12, Math.max(1, Math.round(span)));
}

/** A container's children default to an equal share of its numColumns. */
export function defaultChildSpan(container: Cell): number {
  const n = container.numColumns;
  if (!n || n < 1) return 12;
  return Math.max(1, Math.floor(12 / Math.min(n, 12)));
}

/** Cell ids become element ids (TABS_NAV and "#id" links target them) when they are safe. */
export function elementIdOf(cell: Cell): string {
  return /^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(cell.id)
    ? cell.id
    : `cell-${cell.id.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 60)}`;
}

/** Spec 01 section 3: a container's gap defaults to 24. */
export function gapOf(cell: Cell): number {
  const gap = cell.gap;
  return typeof gap === "number" && gap >= 0 && gap <= 200 ? gap : 24;
}
