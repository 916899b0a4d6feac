import { useLocation } from "@remix-run/react";
import { EDITOR_TEXTS } from "~/contract/editor-values";
import { cellLabel } from "./keyboard-move";
import { usePageEditor } from "./editor-context";
import { EditorDialog } from "./EditorDialog";
import { FormEditorPanel } from "./form/FormEditorPanel";
import { HistoryPanel } from "./HistoryPanel";
import { KindPicker } from "./KindPicker";
import { UpdatePanel } from "./UpdatePanel";

/** The open panel, if any: update (or new cell), kind picker, history. */
export function EditorPanels() {
  const { panel, page, editor, returnTo, closePanel } = usePageEditor();
  const location = useLocation();
  if (!editor.editable) return null;
  switch (panel.type) {
    case "update": {
      const cell = page.cells.find((candidate) => candidate.id === panel.cellId);
      if (cell?.componentType === "FORM") {
        // A form's elements have their own editor and version (app/editor/form); without
        // JavaScript its plain forms come back to this panel.
        return (
          <EditorDialog
            title={`Edit ${cellLabel(cell)}`}
            closeHref={returnTo}
            onClose={closePanel}
            wide
          >
            <FormEditorPanel
              cell={cell}
              editor={editor}
              returnTo={`${location.pathname}${location.search}`}
            />
          </EditorDialog>
        );
      }
      const kind = editor.kinds.find((k) => k.kind === cell?.componentType);
      if (!cell || !kind) {
        return (
          <EditorDialog title="Edit cell" closeHref={returnTo} onClose={closePanel}>
            <p className="page-editor__hint">
              {cell ? "This kind of cell has no edit form." : EDITOR_TEXTS.cellNotFound}
            </p>
          </EditorDialog>
        );
      }
      return <UpdatePanel key={cell.id} target={{ type: "update", cell }} kind={kind} />;
    }
    case "add": {
      const kind = editor.kinds.find((k) => k.kind === panel.kind);
      if (!kind) return null;
      return (
        <UpdatePanel
          key={`${panel.parentId}-${panel.position}-${panel.kind}`}
          target={{
            type: "add",
            parentId: panel.parentId,
            position: panel.position,
            kind: panel.kind,
          }}
          kind={kind}
        />
      );
    }
    case "pick":
      return <KindPicker parentId={panel.parentId} position={panel.position} />;
    case "history":
      return <HistoryPanel />;
    default:
      return null;
  }
}
