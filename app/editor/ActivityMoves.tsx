import type { Cell } from "~/contract";
import { activityRowsOf } from "./activity-groups";
import { usePageEditor } from "./editor-context";
import { PlainEditForm } from "./PlainEditForm";

/**
 * A course dashboard's activity group (a TABLE whose rows name their activity): each row can go
 * to another group, or another place in its own (move-activity, a plain form).
 */
export function ActivityMoves({ cell, groupId }: { cell: Cell; groupId: string }) {
  const { activityGroups } = usePageEditor();
  const rows = activityRowsOf(cell);
  if (rows.length === 0) return null;
  return (
    <details className="page-editor__activities" open data-activity-group={groupId}>
      <summary>Move activities</summary>
      <ul className="page-editor__activityList">
        {rows.map((row, index) => (
          <li
            key={row.activityId}
            className="page-editor__activityRow"
            data-activity={row.activityId}
          >
            <span className="page-editor__activityName">{row.label}</span>
            <PlainEditForm
              intent="move-activity"
              fields={{ activityId: row.activityId }}
              className="page-editor__activityForm"
              label={`Move ${row.label}`}
            >
              <label>
                <span className="page-editor__toolText">Group </span>
                <select
                  name="toGroupId"
                  defaultValue={groupId}
                  className="page-editor__smallInput"
                  aria-label={`Group for ${row.label}`}
                >
                  {activityGroups.map((group) => (
                    <option key={group.groupId} value={group.groupId}>
                      {group.label}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                <span className="page-editor__toolText">Place </span>
                <input
                  name="place"
                  type="number"
                  min={1}
                  defaultValue={index + 1}
                  className="page-editor__smallInput"
                  aria-label={`Place for ${row.label}`}
                />
              </label>
              <button type="submit" className="page-editor__tool">
                Move
              </button>
            </PlainEditForm>
          </li>
        ))}
      </ul>
    </details>
  );
}
