import { useLocation } from "@remix-run/react";
import { useState, type MouseEvent } from "react";
import type { Cell } from "~/contract";
import type { CellFrameProps } from "~/page/cell-frame";
import { ActivityMoves } from "./ActivityMoves";
import { activityGroupIdOf } from "./activity-groups";
import { SwapForm, ToolButton, ToolLink } from "./CellTools";
import { usePageEditor, type PageEditor } from "./editor-context";
import { hrefWith, PANEL_PARAMS } from "./editor-url";
import { capitalised, cellLabel, MOVE_HELP_ID, zoneIndexOf } from "./keyboard-move";
import { PlainEditForm } from "./PlainEditForm";

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
      className={`page-editor__dropZone ${active ? "page-editor__dropZoneActive" : ""} ${over ? "page-editor__dropZoneOver" : ""}`}
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
      className={`page-editor__frame ${isComponent ? "" : "page-editor__frameParent"} ${moving ? "page-editor__frameMoving" : ""}`}
      data-edit-cell={cell.id}
      data-cell-label={label}
    >
      {parent ? <DropZone parentId={parent.id} zoneIndex={index} /> : null}
      <div
        className="page-editor__toolbar"
        role="toolbar"
        aria-label={`${capitalised(label)} tools`}
      >
        {parent && hydrated ? (
          <button
            type="button"
            className={`page-editor__tool page-editor__handle`}
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
            <span aria-hidden="true" className="page-editor__toolIcon">
              ⠿
            </span>
            <span className="page-editor__srOnly">Move {label}</span>
          </button>
        ) : null}
        <span className="page-editor__cellName" aria-hidden="true">
          {capitalised(label)}
        </span>
        {isComponent ? (
          <ToolLink
            op="edit"
            label={`Edit ${label}`}
            icon="✎"
            text="Edit"
            {...panelLink({ [PANEL_PARAMS.editCell]: cell.id }, () =>
              openPanel({ type: "update", cellId: cell.id }),
            )}
          />
        ) : null}
        {previous ? (
          <SwapForm cellId={cell.id} otherCellId={previous.id} way="up" label={label} />
        ) : null}
        {next ? <SwapForm cellId={cell.id} otherCellId={next.id} way="down" label={label} /> : null}
        <PlainEditForm
          intent="delete-cell"
          fields={{ cellId: cell.id }}
          className="page-editor__toolForm"
        >
          <ToolButton op="delete" label={`Delete ${label}`} icon="×" text="Delete" />
        </PlainEditForm>
        {parent ? (
          <ToolLink
            op="add-below"
            label={`Add below ${label}`}
            icon="+"
            text="Add below"
            {...panelLink(
              { [PANEL_PARAMS.addTo]: parent.id, [PANEL_PARAMS.addAt]: String(index + 1) },
              () => openPanel({ type: "pick", parentId: parent.id, position: index + 1 }),
            )}
          />
        ) : null}
        {!isComponent ? (
          <ToolLink
            op="add-inside"
            label={`Add cell inside ${label}`}
            icon="⊕"
            text="Add cell inside"
            {...panelLink(
              { [PANEL_PARAMS.addTo]: cell.id, [PANEL_PARAMS.addAt]: String(node.children.length) },
              () => openPanel({ type: "pick", parentId: cell.id, position: node.children.length }),
            )}
          />
        ) : null}
      </div>
      {children}
      {groupId ? <ActivityMoves cell={cell} groupId={groupId} /> : null}
      {parent && isLast ? <DropZone parentId={parent.id} zoneIndex={index + 1} /> : null}
    </div>
  );
}
