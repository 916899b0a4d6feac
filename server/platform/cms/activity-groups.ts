import type { z } from "zod";
import type { activityMoveRequestSchema } from "~/contract/editor";
import { EDITOR_TEXTS } from "~/contract/editor-values";
import type { CellJson } from "../db/pages";
import type { PageEdit } from "./cell-edits";
import { notFound } from "./cms-error";
import { checkedComponentData } from "./widget-check";

/**
 * Activity groups of a course dashboard (docs/contract.md, "Admin editors"): each group is a TABLE
 * cell whose componentData carries `activityGroupId`, and each of its rows an `activityId`. Moving
 * an activity moves its row, within its group or into another, as one page edit.
 */

type Row = Record<string, unknown>;
interface GroupTable {
  cell: CellJson;
  groupId: string;
  rows: Row[];
}

function groupTables(cells: readonly CellJson[]): GroupTable[] {
  return cells.flatMap((cell) => {
    if (cell.cellType !== "CELL_COMPONENT" || cell.componentType !== "TABLE") return [];
    const data = (cell.componentData ?? {}) as Record<string, unknown>;
    if (typeof data.activityGroupId !== "string") return [];
    const rows = Array.isArray(data.rows) ? (data.rows as Row[]) : [];
    return [{ cell, groupId: data.activityGroupId, rows }];
  });
}

const withRows = (table: GroupTable, rows: Row[]): CellJson => ({
  ...table.cell,
  componentData: checkedComponentData("TABLE", {
    ...(table.cell.componentData as Record<string, unknown>),
    rows,
  }),
});

export function moveActivity(request: z.output<typeof activityMoveRequestSchema>): PageEdit {
  return (cells) => {
    const tables = groupTables(cells);
    const from = tables.find((table) =>
      table.rows.some((row) => row.activityId === request.activityId),
    );
    if (!from) throw notFound(EDITOR_TEXTS.activityNotFound);
    const to = tables.find((table) => table.groupId === request.toGroupId);
    if (!to) throw notFound(EDITOR_TEXTS.activityGroupNotFound);
    return {
      commit() {
        const row = from.rows.find((candidate) => candidate.activityId === request.activityId)!;
        const fromRows = from.rows.filter((candidate) => candidate !== row);
        const toRows = from === to ? fromRows : [...to.rows];
        const position = Math.max(0, Math.min(request.position, toRows.length));
        toRows.splice(position, 0, row);
        const changed = new Map<string, CellJson>([[to.cell.id, withRows(to, toRows)]]);
        if (from !== to) changed.set(from.cell.id, withRows(from, fromRows));
        const where =
          from === to ? `within ${to.groupId}` : `from ${from.groupId} to ${to.groupId}`;
        return {
          cells: cells.map((cell) => changed.get(cell.id) ?? cell),
          summary: `Moved activity ${request.activityId} ${where}, position ${position + 1}`,
        };
      },
    };
  };
}
