import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { CellNode } from "~/page/cell-tree";
import type { MoveView, PageEditor } from "./editor-context";
import {
  cancelMove,
  dropMove,
  locateCell,
  moveSlotsFor,
  pickUp,
  positionOfZone,
  stepMove,
  type KeyboardMove,
  type MoveTarget,
} from "./keyboard-move";

/** The page editor's part of the moves (see PageEditor), and the live region's words. */
export type CellMoves = Pick<
  PageEditor,
  "move" | "dragging" | "moveView" | "onMoveKey" | "cancelMove" | "startDrag" | "endDrag" | "dropAt"
> & { announcement: string };

/** The arrow keys: one place back (-1) or on (+1). */
const STEPS = new Map<string, -1 | 1>([
  ["ArrowUp", -1],
  ["ArrowLeft", -1],
  ["ArrowDown", 1],
  ["ArrowRight", 1],
]);

/**
 * Moving cells: by keyboard (a move handle picks its cell up, the arrows walk its places, Enter
 * drops it, Escape puts it back; every step is announced) and by pointer (drag a handle, drop on
 * a gap). A drop elsewhere is a move-cell edit; while an edit runs no cell is picked up.
 */
export function useCellMoves(roots: CellNode[], busy: boolean, run: PageEditor["run"]): CellMoves {
  const [move, setMove] = useState<KeyboardMove | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const moveRef = useRef<KeyboardMove | null>(null);
  moveRef.current = move;
  const draggingRef = useRef<string | null>(null);

  const say = useCallback((text: string) => {
    // The same words twice are still announced: the region is emptied first.
    setAnnouncement("");
    window.setTimeout(() => setAnnouncement(text), 30);
  }, []);

  const moveCell = useCallback(
    ({ cellId, parentId, position }: MoveTarget) =>
      void run(
        "move-cell",
        { cellId, parentId, position: String(position) },
        { focus: { cellId, op: "move" } },
      ),
    [run],
  );

  const onMoveKey = useCallback(
    (cellId: string, event: KeyboardEvent<HTMLElement>) => {
      const current = moveRef.current;
      const key = event.key;
      const enter = key === "Enter" || key === " ";
      if (!current) {
        if (!enter) return;
        event.preventDefault();
        const picked = busy ? undefined : pickUp(roots, cellId);
        if (!picked) return;
        setMove(picked.move);
        say(picked.announcement);
        return;
      }
      if (current.cellId !== cellId) return;
      const step = STEPS.get(key);
      if (step) {
        event.preventDefault();
        const stepped = stepMove(current, step);
        setMove(stepped.move);
        say(stepped.announcement);
      } else if (enter) {
        event.preventDefault();
        const dropped = dropMove(current);
        setMove(null);
        say(dropped.announcement);
        if (dropped.target) moveCell(dropped.target);
      } else if (key === "Escape") {
        event.preventDefault();
        setMove(null);
        say(cancelMove(current));
      }
    },
    [busy, roots, moveCell, say],
  );

  const cancelKeyboardMove = useCallback(() => {
    const current = moveRef.current;
    if (!current) return;
    setMove(null);
    say(cancelMove(current));
  }, [say]);

  const startDrag = useCallback((cellId: string) => {
    draggingRef.current = cellId;
    setDragging(cellId);
  }, []);
  const endDrag = useCallback(() => {
    draggingRef.current = null;
    setDragging(null);
  }, []);
  const dropAt = useCallback(
    (parentId: string, zoneIndex: number) => {
      const cellId = draggingRef.current;
      endDrag();
      if (!cellId) return;
      const found = locateCell(roots, cellId);
      if (!found?.parent) return;
      const from = found.parent.children.findIndex((child) => child.cell.id === cellId);
      const position = positionOfZone(parentId, zoneIndex, found.parent.cell.id, from);
      if (parentId === found.parent.cell.id && position === from) return;
      moveCell({ cellId, parentId, position });
    },
    [endDrag, roots, moveCell],
  );

  const movingId = move?.cellId ?? dragging;
  const moveView = useMemo<MoveView | null>(() => {
    if (!movingId) return null;
    const found = locateCell(roots, movingId);
    if (!found?.parent) return null;
    return {
      cellId: movingId,
      parentId: found.parent.cell.id,
      index: found.parent.children.findIndex((child) => child.cell.id === movingId),
      slots: move?.slots ?? moveSlotsFor(roots, movingId),
      current: move ? move.slots[move.current] : undefined,
    };
  }, [movingId, move, roots]);

  return {
    move,
    dragging,
    moveView,
    announcement,
    onMoveKey,
    cancelMove: cancelKeyboardMove,
    startDrag,
    endDrag,
    dropAt,
  };
}
