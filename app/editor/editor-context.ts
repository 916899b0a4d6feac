import { createContext, useContext, type FormEvent, type KeyboardEvent } from "react";
import type { PageResponse } from "~/contract";
import type { EditIntent } from "~/contract/editor-values";
import type { PageEditorState } from "~/shared/frame-pages";
import type { CellNode } from "~/page/cell-tree";
import type { EditAnswer } from "./edit-client";
import type { CellPlace, KeyboardMove, MoveSlot } from "./keyboard-move";

/** A course dashboard's activity group: a TABLE cell whose rows are activities. */
export interface ActivityGroup {
  groupId: string;
  cellId: string;
  label: string;
  size: number;
}

/** A cell on the move (keyboard or pointer): where it stands and the places it may go. */
export interface MoveView {
  cellId: string;
  parentId: string;
  index: number;
  slots: MoveSlot[];
  /** The keyboard's current place (a pointer drag has none). */
  current?: MoveSlot;
}

export type EditorPanel =
  | { type: "none" }
  | { type: "update"; cellId: string }
  | { type: "pick"; parentId: string; position: number }
  | { type: "add"; parentId: string; position: number; kind: string }
  | { type: "history" };

export interface RunOptions {
  /** After the page loaded again, focus this control of this cell (`data-op`). */
  focus?: { cellId: string; op: string };
}

/** The page editor's state and what its parts may do, shared by the bar, the frames and panels. */
export interface PageEditor {
  editor: PageEditorState;
  page: PageResponse;
  roots: CellNode[];
  places: Map<string, CellPlace>;
  /** This page in edit mode without a panel: where the no-JavaScript forms come back to. */
  returnTo: string;
  csrf: string;
  /** JavaScript runs (after hydration): the parts that need it show. */
  hydrated: boolean;
  /** An edit is on its way or the page is loading its new version. */
  busy: boolean;
  move: KeyboardMove | null;
  /** The cell being dragged with the pointer. */
  dragging: string | null;
  moveView: MoveView | null;
  activityGroups: ActivityGroup[];
  panel: EditorPanel;
  openPanel(panel: EditorPanel): void;
  closePanel(): void;
  /** Posts an edit of this page (its id, version and way back are added). */
  run(
    intent: EditIntent,
    fields: Record<string, string>,
    options?: RunOptions,
  ): Promise<EditAnswer<unknown> | undefined>;
  /** A plain edit form's submit with JavaScript: the same fields, posted in place. */
  submitPlainForm(event: FormEvent<HTMLFormElement>, options?: RunOptions): void;
  /** The move handle's keys (pick up, arrows, drop, cancel). */
  onMoveKey(cellId: string, event: KeyboardEvent<HTMLElement>): void;
  cancelMove(): void;
  startDrag(cellId: string): void;
  endDrag(): void;
  dropAt(parentId: string, zoneIndex: number): void;
}

export const PageEditorContext = createContext<PageEditor | null>(null);

export function usePageEditor(): PageEditor {
  const editor = useContext(PageEditorContext);
  if (!editor) throw new Error("usePageEditor outside the page editor");
  return editor;
}
