import type { Cell } from "~/contract";
import type { ActivityGroup } from "./editor-context";

/** An activity row of a group's TABLE: its id and the words of its first column. */
export interface ActivityRow {
  activityId: string;
  label: string;
}

function textOf(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

/** The group a TABLE cell is (course dashboards: componentData.activityGroupId), if any. */
export function activityGroupIdOf(cell: Cell): string | undefined {
  if (cell.cellType !== "CELL_COMPONENT" || cell.componentType !== "TABLE") return undefined;
  const id = (cell.componentData as Record<string, unknown> | undefined)?.activityGroupId;
  return typeof id === "string" && id.trim() ? id : undefined;
}

/** The rows of a group's TABLE that name their activity. */
export function activityRowsOf(cell: Cell): ActivityRow[] {
  const data = (cell.componentData ?? {}) as Record<string, unknown>;
  const rows = Array.isArray(data.rows) ? (data.rows as unknown[]) : [];
  const columns = Array.isArray(data.columns) ? (data.columns as { key?: unknown }[]) : [];
  const firstKey = typeof columns[0]?.key === "string" ? columns[0].key : undefined;
  return rows.flatMap((row) => {
    if (!row || typeof row !== "object") return [];
    const record = row as Record<string, unknown>;
    const activityId = textOf(record.activityId);
    if (!activityId) return [];
    const words = [firstKey ? textOf(record[firstKey]) : "", ...Object.values(record).map(textOf)]
      .filter((text) => text && text !== activityId)
      .slice(0, 2);
    return [{ activityId, label: words.join(" · ") || activityId }];
  });
}

/** Every activity group of the page, in page order. */
export function activityGroupsOf(cells: readonly Cell[]): ActivityGroup[] {
  return cells.flatMap((cell) => {
    const groupId = activityGroupIdOf(cell);
    if (!groupId) return [];
    const data = (cell.componentData ?? {}) as Record<string, unknown>;
    const header = (data.headerData as { textData?: { text?: unknown } } | undefined)?.textData
      ?.text;
    const label = textOf(data.caption) || textOf(header) || groupId;
    return [{ groupId, cellId: cell.id, label, size: activityRowsOf(cell).length }];
  });
}
