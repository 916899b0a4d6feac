import { emptyCell, type NotebookCell } from "./nbformat";

/** The notebook's cell edits as pure functions (the component keeps the list; tests check these). */
export function insertCellAfter(
  cells: readonly NotebookCell[],
  afterId: string | undefined,
  cell: NotebookCell,
): NotebookCell[] {
  const at = afterId === undefined ? cells.length : cells.findIndex((c) => c.id === afterId) + 1;
  const index = at <= 0 && afterId !== undefined ? cells.length : at;
  return [...cells.slice(0, index), cell, ...cells.slice(index)];
}

/** Moves a cell one place up (-1) or down (+1); at either end nothing moves. */
export function moveCell(
  cells: readonly NotebookCell[],
  id: string,
  delta: -1 | 1,
): NotebookCell[] {
  const from = cells.findIndex((cell) => cell.id === id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= cells.length) return [...cells];
  const next = [...cells];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** Without the cell; a notebook keeps at least one (an empty code cell). */
export function removeCell(cells: readonly NotebookCell[], id: string): NotebookCell[] {
  const next = cells.filter((cell) => cell.id !== id);
  return next.length ? next : [emptyCell()];
}

export function updateCell(
  cells: readonly NotebookCell[],
  id: string,
  patch: Partial<Omit<NotebookCell, "id">>,
): NotebookCell[] {
  return cells.map((cell) => (cell.id === id ? { ...cell, ...patch } : cell));
}
