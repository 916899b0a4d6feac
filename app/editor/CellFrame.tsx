import { useLocation } from "@remix-run/react";
import { useState, type MouseEvent } from "react";
import type { Cell } from "~/contract";
import type { CellFrameProps } from "~/page/cell-frame";
import { activityGroupIdOf, activityRowsOf } from "./activity-groups";
import { usePageEditor, type PageEditor } from "./editor-context";
import { hrefWith, PANEL_PARAMS } from "./editor-url";
import { cellLabel, MOVE_HELP_ID, zoneIndexOf } from "./keyboard-move";
import { PlainEditForm } from "./PlainEditForm";
import styles from "./editor.module.css";

function capitalised(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** A toolbar button: an icon, and words that phones keep for screen readers only. */
function Label({ icon, text }: { icon: string; text: string }) {
  return (
    <>
      <span aria-hidden="true" className={styles.toolIcon}>
        {icon}
      </span>
      <span className={styles.toolText}>{text}</span>
    </>
  );
}

/**
 * A gap between two cells where a moving cell may land: shown while a cell is dragged or moved
 * with the keyboard (the keyboard's current place stands out). A pointer drops here.
 */
function DropZone({ parentId, zoneIndex }: { parentId: string; zoneIndex: number }) {
  const { moveView, dropAt } = usePageEditor();
  const [over, setOver] = useState(false);
  if (!moveView) return null;
  const { slots, parentId: from, index } = moveView;
  // The gap right after the moving cell is the same place as the one before it.
  if (parentId === from && zoneIndex === index + 1) return null;
  const valid = slots.some(
    (slot) => slot.parentId === parentId && zoneIndexOf(slot, from, index) === zoneIndex,
  );
  if (!valid) return null;
  const current = moveView.current;
  const active =
    current !== undefined &&
    current.parentId === parentId &&
    zoneIndexOf(current, from, index) === zoneIndex;
  return (
    <div
      className={`${styles.dropZone} ${active ? styles.dropZoneActive : ""} ${over ? styles.dropZoneOver : ""}`}
      data-drop-zone={`${parentId}:${zoneIndex}`}
      data-active={active ? "true" : undefined}
      aria-hidden="true"
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        dropAt(parentId, zoneIndex);
      }}
    >
      <span>{active ? "Drop here" : ""}</span>
    </div>
  );
}

/** A link that opens a panel: in the address without JavaScript, in place with it. */
function usePanelLink(api: PageEditor) {
  const location = useLocation();
  return (changes: Record<string, string>, open: () => void) => ({
    href: hrefWith(location.pathname, new URL(api.returnTo, "http://x").search, changes),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!api.hydrated) return;
      event.preventDefault();
      open();
    },
  });
}

/**
 * The page editor's frame around one cell (the cell grid's hook point, app/page/cell-frame.ts):
 * an outline and a toolbar. Edit and Add open panels; Move up, Move down and Delete are plain
 * forms (swap-cell with the neighbour, delete-cell) that work without JavaScript; the move handle
 * drags (pointer) or picks the cell up (keyboard) to move it anywhere.
 */
export function CellFrame({ node, children }: CellFrameProps) {
  const api = usePageEditor();
  const { parent, siblings, index } = api.places.get(node.cell.id) ?? {
    parent: undefined,
    siblings: [node.cell],
    index: 0,
  };
  const { hydrated, moveView, openPanel, onMoveKey, cancelMove, startDrag, endDrag } = api;
  const panelLink = usePanelLink(api);
  const cell = node.cell;
  const label = cellLabel(cell);
  const isComponent = cell.cellType === "CELL_COMPONENT";
  const previous: Cell | undefined = siblings[index - 1];
  const next: Cell | undefined = siblings[index + 1];
  const moving = moveView?.cellId === cell.id;
  const isLast = index === siblings.length - 1;
  const groupId = activityGroupIdOf(cell);

  return (
    <div
      className={`${styles.frame} ${isComponent ? "" : styles.frameParent} ${moving ? styles.frameMoving : ""}`}
      data-edit-cell={cell.id}
      data-cell-label={label}
    >
      {parent ? <DropZone parentId={parent.id} zoneIndex={index} /> : null}
      <div className={styles.toolbar} role="toolbar" aria-label={`${capitalised(label)} tools`}>
        {parent && hydrated ? (
          <button
            type="button"
            className={`${styles.tool} ${styles.handle}`}
            draggable
            title={`Move ${label}: drag, or press Enter and use the arrow keys`}
            aria-describedby={MOVE_HELP_ID}
            aria-pressed={moving && api.move !== null}
            data-op="move"
            onKeyDown={(event) => onMoveKey(cell.id, event)}
            onBlur={() => {
              if (api.move?.cellId === cell.id) cancelMove();
            }}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = "move";
              event.dataTransfer.setData("text/plain", cell.id);
              startDrag(cell.id);
            }}
            onDragEnd={endDrag}
          >
            <span aria-hidden="true" className={styles.toolIcon}>
              ⠿
            </span>
            <span className={styles.srOnly}>Move {label}</span>
          </button>
        ) : null}
        <span className={styles.cellName} aria-hidden="true">
          {capitalised(label)}
        </span>
        {isComponent ? (
          <a
            className={styles.tool}
            data-op="edit"
            aria-label={`Edit ${label}`}
            {...panelLink({ [PANEL_PARAMS.editCell]: cell.id }, () =>
              openPanel({ type: "update", cellId: cell.id }),
            )}
          >
            <Label icon="✎" text="Edit" />
          </a>
        ) : null}
        {previous ? (
          <PlainEditForm
            intent="swap-cell"
            fields={{ cellId: cell.id, otherCellId: previous.id }}
            focus={{ cellId: cell.id, op: "up" }}
            className={styles.toolForm}
          >
            <button
              type="submit"
              className={styles.tool}
              data-op="up"
              aria-label={`Move up ${label}`}
            >
              <Label icon="↑" text="Move up" />
            </button>
          </PlainEditForm>
        ) : null}
        {next ? (
          <PlainEditForm
            intent="swap-cell"
            fields={{ cellId: cell.id, otherCellId: next.id }}
            focus={{ cellId: cell.id, op: "down" }}
            className={styles.toolForm}
          >
            <button
              type="submit"
              className={styles.tool}
              data-op="down"
              aria-label={`Move down ${label}`}
            >
              <Label icon="↓" text="Move down" />
            </button>
          </PlainEditForm>
        ) : null}
        <PlainEditForm
          intent="delete-cell"
          fields={{ cellId: cell.id }}
          className={styles.toolForm}
        >
          <button
            type="submit"
            className={styles.tool}
            data-op="delete"
            aria-label={`Delete ${label}`}
          >
            <Label icon="×" text="Delete" />
          </button>
        </PlainEditForm>
        {parent ? (
          <a
            className={styles.tool}
            data-op="add-below"
            aria-label={`Add below ${label}`}
            {...panelLink(
              { [PANEL_PARAMS.addTo]: parent.id, [PANEL_PARAMS.addAt]: String(index + 1) },
              () => openPanel({ type: "pick", parentId: parent.id, position: index + 1 }),
            )}
          >
            <Label icon="+" text="Add below" />
          </a>
        ) : null}
        {!isComponent ? (
          <a
            className={styles.tool}
            data-op="add-inside"
            aria-label={`Add cell inside ${label}`}
            {...panelLink(
              { [PANEL_PARAMS.addTo]: cell.id, [PANEL_PARAMS.addAt]: String(node.children.length) },
              () => openPanel({ type: "pick", parentId: cell.id, position: node.children.length }),
            )}
          >
            <Label icon="⊕" text="Add cell inside" />
          </a>
        ) : null}
      </div>
      {children}
      {groupId ? <ActivityMoves cell={cell} groupId={groupId} /> : null}
      {parent && isLast ? <DropZone parentId={parent.id} zoneIndex={index + 1} /> : null}
    </div>
  );
}

/**
 * A course dashboard's activity group (a TABLE whose rows name their activity): each row can go
 * to another group, or another place in its own (move-activity, a plain form).
 */
function ActivityMoves({ cell, groupId }: { cell: Cell; groupId: string }) {
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
