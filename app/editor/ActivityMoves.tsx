import type { Cell } from "~/contract";
import { activityRowsOf } from "./activity-groups";
import { usePageEditor } from "./editor-context";
import { PlainEditForm } from "./PlainEditForm";
import styles from "./editor.module.css";

/**
 * A course dashboard's activity group (a TABLE whose rows name their activity): each row can go
 * to another group, or another place in its own (move-activity, a plain form).
 */
export function ActivityMoves({ cell, groupId }: { cell: Cell; groupId: string }) {
  const { activityGroups } = usePageEditor();
  const rows = activityRowsOf(cell);
  if (rows.length === 0) return null;
  return (
    <details className={styles.activities} open data-activity-group={groupId}>
      <summary>Move activities</summary>
      <ul className={styles.activityList}>
        {rows.map((row, index) => (
          <li key={row.activityId} className={styles.activityRow} data-activity={row.activityId}>
            <span className={styles.activityName}>{row.label}</span>
            <PlainEditForm
              intent="move-activity"
              fields={{ activityId: row.activityId }}
              className={styles.activityForm}
              label={`Move ${row.label}`}
            >
              <label>
                <span className={styles.toolText}>Group </span>
                <select
                  name="toGroupId"
                  defaultValue={groupId}
                  className={styles.smallInput}
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
                <span className={styles.toolText}>Place </span>
                <input
                  name="place"
                  type="number"
                  min={1}
                  defaultValue={index + 1}
                  className={styles.smallInput}
                  aria-label={`Place for ${row.label}`}
                />
              </label>
              <button type="submit" className={styles.tool}>
                Move
              </button>
            </PlainEditForm>
          </li>
        ))}
      </ul>
    </details>
  );
}
